import type { LotteryGameSettings } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { LoadingCover } from '../../../components/loading-cover';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { usePageTitle } from '../../../lib/page-title';
import { useLotteryGames } from '../api/lottery';
import { DrawsPanel } from '../components/draws-panel';
import { GameSettingsForm } from '../components/game-settings-form';
import { OddsForm, PrizeModeForm } from '../components/prize-mode-forms';
import { loadOpsLotteryMessages } from '../messages';

const scheduleText = (game: LotteryGameSettings) =>
  game.schedule.kind === 'interval' ? `${game.schedule.everySeconds}s` : game.schedule.times.join(' ');

function GamesTable({
  games,
  selected,
  onSelect,
}: {
  games: LotteryGameSettings[];
  selected: string | null;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.card} ${styles.tableWrap}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('ops_lottery_game')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.code} aria-selected={game.code === selected}>
              <td>
                {game.names.en}
                <div className={styles.muted}>
                  {game.code} · {game.family} · {t('ops_lottery_prize_mode')} {game.prizeMode} ·{' '}
                  {scheduleText(game)} ·{' '}
                  {t(game.resultSource === 'rng' ? 'ops_lottery_source_rng' : 'ops_lottery_source_operator')}
                </div>
                <span className={styles.badge}>{t(game.enabled ? 'ops_lottery_on' : 'ops_lottery_off')}</span>
              </td>
              <td>
                <button
                  type="button"
                  className={`btn btn-sm ${game.code === selected ? 'btn-primary' : 'btn-secondary'}`}
                  onClick={() => onSelect(game.code)}
                  aria-label={t('ops_lottery_open', { name: game.names.en })}
                >
                  {t('ops_lottery_open_short')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LotteryConsole() {
  const { t } = useTranslation();
  usePageTitle(t('ops_lottery_heading'));
  const games = useLotteryGames();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <OpsPageFrame title={t('ops_lottery_heading')}>
      <QueryView query={games} isEmpty={(data) => data.games.length === 0}>
        {(data) => {
          const game = data.games.find((entry) => entry.code === selected);
          return (
            <>
              <GamesTable games={data.games} selected={selected} onSelect={setSelected} />
              {game && (
                <>
                  <GameSettingsForm key={JSON.stringify(game)} game={game} />
                  <DrawsPanel game={game} />
                </>
              )}
            </>
          );
        }}
      </QueryView>
      <PrizeModeForm />
      <OddsForm />
    </OpsPageFrame>
  );
}

/** Lottery controls: games and schedules, prize modes and odds, results, voids and liability per draw. */
export default function LotteryPage() {
  return (
    <FeatureMessages load={loadOpsLotteryMessages} fallback={<LoadingCover />}>
      <LotteryConsole />
    </FeatureMessages>
  );
}
