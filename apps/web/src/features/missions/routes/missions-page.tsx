import type { Mission } from '@app/contracts';
import { formatMoney, parseMinor } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { useMissionSummary } from '../../../lib/mission-badge';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { useClaimMission } from '../api/claim-mission';
import { useLeaderboard } from '../api/get-leaderboard';
import { loadMissionMessages } from '../messages';
import styles from './missions-page.module.css';

const money = (amount: string) => formatMoney(parseMinor(amount) ?? 0n);

/** Progress and target as the player reads them: money for deposits and valid bet, counts otherwise. */
function amountText(mission: Mission, value: string): string {
  return mission.kind === 'deposit' || mission.kind === 'valid_bet' ? formatMoney(BigInt(value)) : value;
}

function rewardText(t: TFunction, mission: Mission): string {
  const amount =
    mission.rewardKind === 'cash' || mission.rewardKind === 'bonus'
      ? money(mission.rewardAmount)
      : mission.rewardAmount;
  return t(`ms_reward_${mission.rewardKind}`, { amount });
}

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const claim = useClaimMission();
  const percent = Math.min(100, Number((BigInt(mission.progress) * 100n) / BigInt(mission.target)));
  return (
    <li className={styles.card} data-status={mission.status}>
      <div className={styles.cardHead}>
        <span className={styles.period}>{t(`ms_period_${mission.period}`)}</span>
        <h3 className={styles.name}>{mission.name}</h3>
      </div>
      {mission.description && <p className={styles.muted}>{mission.description}</p>}
      <p className={styles.muted}>
        {t(`ms_kind_${mission.kind}`, { target: amountText(mission, mission.target) })}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('ms_progress')}
      >
        <span style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <p className={styles.progress}>
        {amountText(mission, mission.progress)} / {amountText(mission, mission.target)}
      </p>
      <div className={styles.cardFoot}>
        <strong>{rewardText(t, mission)}</strong>
        {mission.status === 'claimed' ? (
          <span className={styles.claimed}>{t('ms_claimed')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={mission.status !== 'claimable' || claim.isPending}
            onClick={() => claim.mutate(mission.id)}
          >
            {mission.status === 'claimable' ? t('ms_claim') : t('ms_in_progress')}
          </button>
        )}
      </div>
      {claim.isError && (
        <p className={styles.error} role="alert">
          {errorText(claim.error)}
        </p>
      )}
      {claim.isSuccess && (
        <p className={styles.success} role="status">
          {t('ms_claim_done')}
        </p>
      )}
    </li>
  );
}

function MissionList() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  if (summary.isPending) return <Spinner label={t('loading')} />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  if (summary.data.missions.length === 0) return <EmptyState icon="star" title={t('ms_none')} />;
  return (
    <>
      <p className={styles.muted}>{t('ms_week_score', { score: summary.data.weekScore })}</p>
      <ul className={styles.list}>
        {summary.data.missions.map((mission) => (
          <MissionCard key={mission.id} mission={mission} />
        ))}
      </ul>
    </>
  );
}

function LeaderboardView() {
  const { t } = useTranslation();
  const [week, setWeek] = useState<'current' | 'previous'>('current');
  const board = useLeaderboard(week);
  return (
    <div className={styles.section}>
      <div className={styles.tabs} role="tablist">
        {(['current', 'previous'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={week === key}
            className={styles.tab}
            onClick={() => setWeek(key)}
          >
            {t(`ms_week_${key}`)}
          </button>
        ))}
      </div>
      {board.isPending ? (
        <Spinner label={t('loading')} />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : (
        <>
          {board.data.prizes.length > 0 && (
            <p className={styles.muted}>
              {t('ms_prizes', {
                prizes: board.data.prizes.map((prize) => `#${prize.rank} ${money(prize.amount)}`).join(' · '),
              })}
            </p>
          )}
          {board.data.list.length === 0 ? (
            <EmptyState icon="star" title={t('ms_board_empty')} />
          ) : (
            <ol className={styles.board}>
              {board.data.list.map((row) => (
                <li key={row.rank} data-top={row.rank <= 3}>
                  <span className={styles.rank}>{row.rank}</span>
                  <span>{row.customerName}</span>
                  <span>{t('ms_score', { score: row.score })}</span>
                  <strong>{row.prize ? money(row.prize) : ''}</strong>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

function Missions() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const leaderboard = pathname.endsWith('/missionLeaderboard');
  const title = leaderboard ? t('mission_leaderboard') : t('mission');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {leaderboard ? <LeaderboardView /> : <MissionList />}
    </section>
  );
}

/** /member/mission and /member/missionLeaderboard, for logged-in real accounts. */
export default function MissionsPage() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  if (!isLogin || isTrial) return <Navigate to="/" replace />;
  return (
    <FeatureMessages load={loadMissionMessages} fallback={<Spinner label={t('loading')} />}>
      <Missions />
    </FeatureMessages>
  );
}
