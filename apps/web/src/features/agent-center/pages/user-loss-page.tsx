import type { UserLossPage as UserLoss } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useUserLoss } from '../api/get-user-loss';
import { AgentCard, AgentPageFrame } from '../components/agent-ui';
import { bettingTotals } from '../components/betting-totals';
import { DataList, type Column } from '../components/data-list';
import { PeriodPicker } from '../components/period-picker';
import { SignedMoney } from '../components/signed-money';
import { UsernameFilter } from '../components/username-filter';
import { money } from '../lib/money';
import { memberTypeLabel } from '../lib/member-type';
import { MAX_REPORT_DAYS, usePagedReport, useUsernameFilter } from '../lib/use-agent-period';

type Row = UserLoss['list'][number];

/** palStatementsAgentCopy (user loss): each team member's profit and loss of a period, biggest loss first. */
export default function UserLossPage() {
  const { t } = useTranslation();
  const { range, setRange, today, pageNo, setPageNo, filter } = usePagedReport('last7');
  const username = useUsernameFilter();
  const report = useUserLoss({ ...range, pageNo, username: username.username });
  const data = report.data;

  const columns: Column<Row>[] = [
    { id: 'username', label: t('agent_username'), cell: (row) => row.username },
    { id: 'type', label: t('agent_account_type'), cell: (row) => memberTypeLabel(t, row.type) },
    { id: 'level', label: t('agent_level'), cell: (row) => row.level, numeric: true },
    { id: 'rounds', label: t('agent_rounds'), cell: (row) => row.rounds, numeric: true },
    { id: 'stake', label: t('agent_stake'), cell: (row) => money(row.stake), numeric: true },
    { id: 'validBet', label: t('agent_valid_bet'), cell: (row) => money(row.validBet), numeric: true },
    { id: 'win', label: t('agent_win'), cell: (row) => money(row.win), numeric: true },
    {
      id: 'profit',
      label: t('agent_member_profit'),
      cell: (row) => <SignedMoney amount={row.memberProfit} />,
      numeric: true,
    },
  ];

  return (
    <AgentPageFrame title={t('user_loss')}>
      <PeriodPicker value={range} onChange={setRange} today={today} maxDays={MAX_REPORT_DAYS} />
      <AgentCard>
        <UsernameFilter
          label={t('agent_search_username')}
          value={username.input}
          onValue={filter(username.setInput)}
        />
      </AgentCard>
      <DataList
        caption={t('user_loss')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.username}
        totals={data && bettingTotals(data.totals)}
        error={report.error}
        onRetry={() => void report.refetch()}
        emptyTitle={t('agent_no_rows')}
        page={data && { pageNo: data.pageNo, totalPages: data.totalPages, onChange: setPageNo }}
      />
    </AgentPageFrame>
  );
}
