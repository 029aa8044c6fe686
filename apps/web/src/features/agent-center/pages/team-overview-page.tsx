import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback';
import { useSession } from '../../../lib/session';
import { useTeamOverview } from '../api/get-team-overview';
import { AgentLoading, AgentPageFrame } from '../components/agent-ui';
import { SummaryCards } from '../components/data-list';
import { PeriodPicker } from '../components/period-picker';
import { count, isNegative, money } from '../lib/money';
import { MAX_REPORT_DAYS, useAgentPeriod } from '../lib/use-agent-period';

/** agentTeamOverview: the team's size, new and active members, deposits, withdrawals, bets and P&L of a period. */
export default function TeamOverviewPage() {
  const { t, i18n } = useTranslation();
  const { member } = useSession();
  const { range, setRange, today } = useAgentPeriod('today');
  const overview = useTeamOverview(range);
  const data = overview.data;
  const n = (value: number) => count(value, i18n.language);
  return (
    <AgentPageFrame
      title={t('team_overview')}
      intro={member ? t('agent_welcome', { name: member.nickname || member.account }) : undefined}
    >
      <PeriodPicker value={range} onChange={setRange} today={today} maxDays={MAX_REPORT_DAYS} />
      {overview.isError && !data ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !data ? (
        <AgentLoading />
      ) : (
        <>
          <SummaryCards
            label={t('agent_team')}
            items={[
              { id: 'teamSize', label: t('agent_team_size'), value: n(data.teamSize) },
              { id: 'direct', label: t('agent_direct_count'), value: n(data.directCount) },
              { id: 'new', label: t('agent_new_members'), value: n(data.newMembers) },
              { id: 'active', label: t('agent_active_members'), value: n(data.activeMembers) },
            ]}
          />
          <SummaryCards
            label={t('agent_money')}
            items={[
              {
                id: 'deposits',
                label: t('agent_deposits_count', { count: data.depositCount }),
                value: money(data.depositAmount),
              },
              {
                id: 'withdrawals',
                label: t('agent_withdrawals_count', { count: data.withdrawalCount }),
                value: money(data.withdrawalAmount),
              },
              { id: 'stake', label: t('agent_stake'), value: money(data.stake) },
              { id: 'validBet', label: t('agent_valid_bet'), value: money(data.validBet) },
              { id: 'win', label: t('agent_win'), value: money(data.win) },
              {
                id: 'profit',
                label: t('agent_member_profit'),
                value: money(data.memberProfit),
                negative: isNegative(data.memberProfit),
              },
            ]}
          />
        </>
      )}
    </AgentPageFrame>
  );
}
