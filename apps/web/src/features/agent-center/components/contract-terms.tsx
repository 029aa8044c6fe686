import type {
  ContractTerms,
  ContractType,
  DailySalaryTerms,
  DividendTerms,
  HourlySalaryTerms,
  RealtimeSalaryTerms,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { money } from '../lib/money';
import { formatRate } from '../lib/rates';
import { Terms } from './agent-ui';
import styles from './agent-ui.module.css';

/** A contract's terms as people read them: tiers with their thresholds and rates, or the real-time rates. */
export function ContractTermsView({ type, terms }: { type: ContractType; terms: ContractTerms }) {
  const { t } = useTranslation();
  if (type === 'realtime_salary') {
    const realtime = terms as RealtimeSalaryTerms;
    return (
      <Terms
        items={[
          [t('agent_profit_rate'), formatRate(realtime.profitRateBp)],
          [t('agent_loss_rate'), formatRate(realtime.lossRateBp)],
          [t('agent_single_bet_min'), money(realtime.singleBetMin)],
        ]}
      />
    );
  }
  const tiers = (terms as DailySalaryTerms | HourlySalaryTerms | DividendTerms).tiers;
  return (
    <>
      {type === 'dividend' && (
        <Terms items={[[t('agent_contract_period'), t(`agent_period_${(terms as DividendTerms).period}`)]]} />
      )}
      <ol className={styles.tierList}>
        {tiers.map((tier, index) => (
          <li key={index}>
            <span className={styles.tierName}>{t('agent_tier', { number: index + 1 })}</span>
            <Terms
              items={[
                ...('minPeriodLoss' in tier
                  ? [[t('agent_min_period_loss'), money(tier.minPeriodLoss)] as const]
                  : []),
                [
                  t(type === 'hourly_salary' ? 'agent_min_hourly_bet' : 'agent_min_valid_bet'),
                  money(tier.minValidBet),
                ],
                ...('minActiveMembers' in tier
                  ? [[t('agent_min_active_members'), String(tier.minActiveMembers)] as const]
                  : []),
                [t('agent_rate'), formatRate(tier.rateBp)],
              ]}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
