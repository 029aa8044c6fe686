import type { ContractView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { formatDateTime } from '../../../lib/format';
import { ContractActions, counterpartName } from './contract-actions';
import { ContractTermsView } from './contract-terms';
import styles from './agent-ui.module.css';

/** One contract: type, the other party, status, terms, dates and what can be done with it. */
export function ContractCard({ contract, onDone }: { contract: ContractView; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const partyKey = contract.role === 'downline' ? 'agent_offered_by' : 'agent_offered_to';
  return (
    <article className={styles.contract} aria-label={t(`agent_contract_type_${contract.type}`)}>
      <div className={styles.contractHead}>
        <h3 className={styles.contractTitle}>{t(`agent_contract_type_${contract.type}`)}</h3>
        <span className={`${styles.badge} ${contract.status === 'active' ? styles.badgeAccent : ''}`}>
          {t(`agent_contract_status_${contract.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {t(partyKey, { name: counterpartName(contract, t) })} ·{' '}
        {formatDateTime(contract.acceptedAt ?? contract.createdAt, i18n.language, timeZone)}
      </p>
      {contract.terminationRequestedBy && (
        <p className={styles.muted} role="note">
          {t(
            contract.terminationRequestedBy === contract.role
              ? 'agent_termination_requested_by_me'
              : 'agent_termination_requested_by_other',
          )}
        </p>
      )}
      <ContractTermsView type={contract.type} terms={contract.terms} />
      <ContractActions contract={contract} onDone={onDone} />
    </article>
  );
}
