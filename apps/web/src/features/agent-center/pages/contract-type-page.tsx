import type { ContractType } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePayoutRecords } from '../api/get-payout-records';
import { AgentCard, AgentPageFrame } from '../components/agent-ui';
import { ContractList } from '../components/contract-list';
import { PayoutList } from '../components/payout-list';
import { PeriodPicker } from '../components/period-picker';
import { MAX_REPORT_DAYS, usePagedReport } from '../lib/use-agent-period';
import styles from '../components/agent-ui.module.css';

const titleKeys: Record<ContractType, string> = {
  dividend: 'bonus_record',
  daily_salary: 'daily_wage',
  hourly_salary: 'hourly_salary',
  realtime_salary: 'realtime_salary',
};

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: my contract of
 * the type (as a downline), the contracts I gave, and my payout records with basis and rate.
 */
export default function ContractTypePage({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const { range, setRange, today, pageNo, setPageNo, filter } = usePagedReport('last7');
  const [nonZero, setNonZero] = useState(false);
  const records = usePayoutRecords({ ...range, pageNo, contractType: type, nonZero: nonZero || undefined });
  const data = records.data;
  return (
    <AgentPageFrame
      title={t(titleKeys[type])}
      intro={t(`agent_contract_about_${type}`)}
      actions={
        <Link className="btn btn-primary btn-sm" to={`/agentHome/agentContracts?type=${type}`}>
          {t('agent_offer_contract')}
        </Link>
      }
    >
      <div className={styles.grid2}>
        <AgentCard title={t('agent_my_contract')}>
          <ContractList role="downline" type={type} emptyTitle={t('agent_no_own_contract')} />
        </AgentCard>
        <AgentCard title={t('agent_contracts_given')}>
          <ContractList role="upline" type={type} emptyTitle={t('agent_no_contracts_given')} />
        </AgentCard>
      </div>
      <AgentCard title={t('agent_payout_records')}>
        <PeriodPicker value={range} onChange={setRange} today={today} maxDays={MAX_REPORT_DAYS} />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={nonZero}
            onChange={(event) => filter(setNonZero)(event.target.checked)}
          />
          {t('agent_only_paid')}
        </label>
        <PayoutList
          caption={t('agent_payout_records')}
          rows={data?.list}
          total={data?.totalAmount}
          error={records.error}
          onRetry={() => void records.refetch()}
          page={data && { pageNo: data.pageNo, totalPages: data.totalPages, onChange: setPageNo }}
        />
      </AgentCard>
    </AgentPageFrame>
  );
}
