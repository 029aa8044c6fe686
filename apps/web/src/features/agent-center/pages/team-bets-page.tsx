import { gameTypes, type TeamBetsPage as TeamBets } from '@app/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form-fields';
import { formatDateTime } from '../../../lib/format';
import { useTeamBets } from '../api/get-team-bets';
import { AgentCard, AgentPageFrame } from '../components/agent-ui';
import { DataList, type Column } from '../components/data-list';
import { PeriodPicker } from '../components/period-picker';
import { SignedMoney } from '../components/signed-money';
import { money } from '../lib/money';
import { MAX_REPORT_DAYS, useAgentPeriod, useAgentTimeZone } from '../lib/use-agent-period';
import styles from '../components/agent-ui.module.css';

type Row = TeamBets['list'][number];

/** personalHistoryCopy (team betting): the rounds of my team in a period, with totals over the whole filter. */
export default function TeamBetsPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useAgentTimeZone();
  const { range, setRange, today } = useAgentPeriod('today');
  const [username, setUsername] = useState('');
  const [gameType, setGameType] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const exact = useDeferredValue(username.trim());
  const bets = useTeamBets({
    ...range,
    pageNo,
    username: exact || undefined,
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
      <PeriodPicker
        value={range}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
        today={today}
        maxDays={MAX_REPORT_DAYS}
      />
      <AgentCard>
        <div className={styles.filters}>
          <TextField
            label={t('agent_exact_username')}
            type="search"
            optional
            autoComplete="off"
            value={username}
            onValue={(value) => {
              setUsername(value);
              setPageNo(1);
            }}
            maxLength={64}
          />
          <SelectField
            label={t('agent_game_type')}
            value={gameType}
            onValue={(value) => {
              setGameType(value);
              setPageNo(1);
            }}
          >
            <option value="">{t('agent_all_types')}</option>
            {gameTypes.map((type) => (
              <option key={type} value={type}>
                {t(`agent_game_type_${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </AgentCard>
      <DataList
        caption={t('team_betting')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.id}
        totals={
          data && {
            stake: money(data.totals.stake),
            validBet: money(data.totals.validBet),
            win: money(data.totals.win),
            profit: <SignedMoney amount={data.totals.memberProfit} />,
          }
        }
        error={bets.error}
        onRetry={() => void bets.refetch()}
        emptyTitle={t('agent_no_bets')}
        page={data && { pageNo: data.pageNo, totalPages: data.totalPages, onChange: setPageNo }}
      />
    </AgentPageFrame>
  );
}
