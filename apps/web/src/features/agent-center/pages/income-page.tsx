import { contractTypes, type ContractType, type RevenueReport } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyIncome } from '../api/get-my-income';
import { useRevenueReport } from '../api/get-revenue-report';
import { AgentCard, AgentPageFrame } from '../components/agent-ui';
import { DataList, SummaryCards, type Column } from '../components/data-list';
import { PayoutList } from '../components/payout-list';
import { PeriodPicker } from '../components/period-picker';
import { SignedMoney } from '../components/signed-money';
import { TypeFilter } from '../components/type-filter';
import { money } from '../lib/money';
import { MAX_REPORT_DAYS, usePagedReport } from '../lib/use-agent-period';

type Day = RevenueReport['days'][number];

/**
 * agentRevenueReport (my income): what my contracts paid me in a period, per type and per payout,
 * and the team's figures with my income day by day.
 */
export default function IncomePage() {
  const { t } = useTranslation();
  const { range, setRange, today, pageNo, setPageNo, filter } = usePagedReport('last7');
  const [type, setType] = useState<ContractType | ''>('');
  const income = useMyIncome({ ...range, pageNo, contractType: type || undefined });
  const revenue = useRevenueReport(range);
  const totals = income.data?.totals;

  const dayColumns: Column<Day>[] = [
    { id: 'date', label: t('agent_date'), cell: (day) => day.date },
    { id: 'active', label: t('agent_active_members'), cell: (day) => day.activeMembers, numeric: true },
    { id: 'deposits', label: t('agent_deposits'), cell: (day) => money(day.depositAmount), numeric: true },
    {
      id: 'withdrawals',
      label: t('agent_withdrawals'),
      cell: (day) => money(day.withdrawalAmount),
      numeric: true,
    },
    { id: 'validBet', label: t('agent_valid_bet'), cell: (day) => money(day.validBet), numeric: true },
    {
      id: 'profit',
      label: t('agent_member_profit'),
      cell: (day) => <SignedMoney amount={day.memberProfit} />,
      numeric: true,
    },
    { id: 'income', label: t('agent_income'), cell: (day) => money(day.income), numeric: true },
  ];
  const revenueTotals = revenue.data?.totals;

  return (
    <AgentPageFrame title={t('my_income')}>
      <PeriodPicker value={range} onChange={setRange} today={today} maxDays={MAX_REPORT_DAYS} />
      {totals && (
        <SummaryCards
          label={t('agent_income_totals')}
          items={[
            { id: 'total', label: t('agent_income_total'), value: money(totals.total) },
            { id: 'salary', label: t('agent_income_salary'), value: money(totals.salary) },
            ...contractTypes.map((contractType) => ({
              id: contractType,
              label: t(`agent_contract_type_${contractType}`),
              value: money(totals[contractType]),
            })),
          ]}
        />
      )}
      <AgentCard title={t('agent_payouts')}>
        <TypeFilter
          label={t('agent_contract_type')}
          value={type}
          onValue={filter(setType)}
          types={contractTypes}
          optionLabel={(contractType) => t(`agent_contract_type_${contractType}`)}
        />
      </AgentCard>
      <PayoutList
        caption={t('agent_payouts')}
        rows={income.data?.list}
        total={type ? totals?.[type] : totals?.total}
        withType
        error={income.error}
        onRetry={() => void income.refetch()}
        page={
          income.data && {
            pageNo: income.data.pageNo,
            totalPages: income.data.totalPages,
            onChange: setPageNo,
          }
        }
      />
      <AgentCard title={t('agent_daily_statement')}>
        <DataList
          caption={t('agent_daily_statement')}
          columns={dayColumns}
          rows={revenue.data?.days}
          rowKey={(day) => day.date}
          totals={
            revenueTotals && {
              deposits: money(revenueTotals.depositAmount),
              withdrawals: money(revenueTotals.withdrawalAmount),
              validBet: money(revenueTotals.validBet),
              profit: <SignedMoney amount={revenueTotals.memberProfit} />,
              income: money(revenueTotals.income),
            }
          }
          error={revenue.error}
          onRetry={() => void revenue.refetch()}
          emptyTitle={t('agent_no_rows')}
        />
      </AgentCard>
    </AgentPageFrame>
  );
}
