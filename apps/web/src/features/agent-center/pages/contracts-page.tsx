import { contractTypes, type ContractType } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/feedback';
import { useSiteConfig } from '../../../lib/site-config';
import { useContractOptions } from '../api/get-contract-options';
import { AgentCard, AgentLoading, AgentPageFrame } from '../components/agent-ui';
import { ContractList } from '../components/contract-list';
import { OfferForm } from '../components/offer-form';
import { enabledContractTypes } from '../lib/contract-modules';
import styles from '../components/agent-ui.module.css';

const isContractType = (value: string | null): value is ContractType =>
  (contractTypes as readonly (string | null)[]).includes(value);

/**
 * Contracts: offer one to a direct downline agent (?offer=<username>&type=<type> preselect them), and
 * every contract offered to me or by me, with what I can do about each (accept, reject, cancel,
 * request, confirm or decline termination).
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { whitelabel } = useSiteConfig().permission;
  const options = useContractOptions();
  const types = enabledContractTypes(whitelabel);
  const type = params.get('type');
  return (
    <AgentPageFrame title={t('agent_contracts')} intro={t('agent_contracts_intro')}>
      <div className={styles.grid2}>
        <AgentCard title={t('agent_offer_contract')}>
          {options.isError && !options.data ? (
            <ErrorState error={options.error} onRetry={() => void options.refetch()} />
          ) : !options.data ? (
            <AgentLoading />
          ) : (
            <OfferForm
              options={options.data}
              types={types}
              initialUsername={params.get('offer') ?? ''}
              initialType={isContractType(type) ? type : undefined}
            />
          )}
        </AgentCard>
        <AgentCard title={t('agent_contracts_to_me')}>
          <ContractList role="downline" emptyTitle={t('agent_no_own_contract')} />
        </AgentCard>
      </div>
      <AgentCard title={t('agent_contracts_by_me')}>
        <ContractList role="upline" emptyTitle={t('agent_no_contracts_given')} />
      </AgentCard>
    </AgentPageFrame>
  );
}
