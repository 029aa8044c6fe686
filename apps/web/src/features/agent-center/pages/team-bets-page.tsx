import { gameTypes, type TeamBetsPage as TeamBets } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useTeamBets } from '../api/get-team-bets';
import { AgentCard, AgentPageFrame } from '../components/agent-ui';
import { bettingTotals } from '../components/betting-totals';
import { DataList, type Column } from '../components/data-list';
import { PeriodPicker } from '../components/period-picker';
import { SignedMoney } from '../components/signed-money';
import { TypeFilter } from '../components/type-filter';
import { UsernameFilter } from '../components/username-filter';
import { money } from '../lib/money';
import {
  MAX_REPORT_DAYS,
  useAgentTimeZone,
  usePagedReport,
  useUsernameFilter,
} from '../lib/use-agent-period';
import styles from '../components/agent-ui.module.css';

type Row = TeamBets['list'][number];

/** personalHistoryCopy (team betting): the rounds of my team in a period, with totals over the whole filter. */
export default function TeamBetsPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useAgentTimeZone();
  const { range, setRange, today, pageNo, setPageNo, filter } = usePagedReport('today');
  const username = useUsernameFilter();
  const [gameType, setGameType] = useState('');
  const bets = useTeamBets({
    ...range,
    pageNo,
    username: username.username,
    gameType: gameType || undefined,
  });
  const data = bets.data;

  const columns: Column<Row>[] = [
    {
      id: 'time',
      label: t('agent_bet_time'),
      cell: (row) => formatDateTime(row.createdAt, i18n.language, timeZone),
    },
    { id: 'username', label: t('agent_username'), cell: (row) => row.username },
    {
      id: 'game',
      label: t('agent_game'),
      cell: (row) => `${row.gameName ?? row.gameType} · ${row.vendor}`,
    },
    { id: 'stake', label: t('agent_stake'), cell: (row) => money(row.stake), numeric: true },
    { id: 'validBet', label: t('agent_valid_bet'), cell: (row) => money(row.validBet), numeric: true },
    { id: 'win', label: t('agent_win'), cell: (row) => money(row.win), numeric: true },
    {
      id: 'profit',
      label: t('agent_member_profit'),
      cell: (row) => <SignedMoney amount={row.memberProfit} />,
      numeric: true,
    },
    { id: 'status', label: t('agent_status'), cell: (row) => t(`agent_bet_status_${row.status}`) },
  ];

  return (
    <AgentPageFrame title={t('team_betting')}>
      <PeriodPicker value={range} onChange={setRange} today={today} maxDays={MAX_REPORT_DAYS} />
      <AgentCard>
        <div className={styles.filters}>
          <UsernameFilter
            label={t('agent_exact_username')}
            value={username.input}
            onValue={filter(username.setInput)}
          />
          <TypeFilter
            label={t('agent_game_type')}
            value={gameType}
            onValue={filter(setGameType)}
            types={gameTypes}
            optionLabel={(type) => t(`agent_game_type_${type}`)}
          />
        </div>
      </AgentCard>
      <DataList
        caption={t('team_betting')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.id}
        totals={data && bettingTotals(data.totals)}
        error={bets.error}
        onRetry={() => void bets.refetch()}
        emptyTitle={t('agent_no_bets')}
        page={data && { pageNo: data.pageNo, totalPages: data.totalPages, onChange: setPageNo }}
      />
    </AgentPageFrame>
  );
}
