import type { ContractView } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { ContractCard } from './contract-card';
import styles from './agent-ui.module.css';

/** The contracts waiting for the agent's answer, each with its terms and buttons. */
export function ContractModal({
  contracts,
  onClose,
}: {
  contracts: readonly ContractView[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('agent_contract_modal_title')} onClose={onClose} size="large">
      <p className={styles.muted}>{t('agent_contract_modal_intro', { count: contracts.length })}</p>
      <ul className={styles.stack}>
        {contracts.map((contract) => (
          <li key={contract.id}>
            <ContractCard contract={contract} />
          </li>
        ))}
      </ul>
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('agent_later')}
        </button>
      </div>
    </Modal>
  );
}
