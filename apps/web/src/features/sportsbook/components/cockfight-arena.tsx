import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback';
import { fetchCockfight } from '../api/sb-client';
import { useBookText } from '../lib/text';
import { useLiveFixtures } from '../lib/use-live';
import { legOf } from './match-view';
import { OddsButton } from './odds-button';
import styles from './sportsbook.module.css';

function useCountdown(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return until ? Math.max(0, Math.ceil((new Date(until).getTime() - now) / 1000)) : 0;
}

/** Two roosters drawn in SVG: they circle while bets are taken and clash while the fight is on. */
function ArenaScene({ phase, result }: { phase: string; result: string | null }) {
  const rooster = (color: string, flip: boolean) => (
    <g transform={flip ? 'scale(-1,1) translate(-300,0)' : undefined}>
      <g className={styles.rooster}>
        <ellipse cx="95" cy="120" rx="34" ry="26" fill={color} />
        <path d="M64 112 q-30 -30 -14 -52 q8 24 26 34 z" fill={color} opacity="0.8" />
        <circle cx="128" cy="92" r="14" fill={color} />
        <path d="M124 78 l6 -12 l5 10 l6 -9 l2 12 z" fill="#d32f2f" />
        <path d="M142 92 l12 4 l-12 4 z" fill="#f9a825" />
        <circle cx="132" cy="89" r="2.4" fill="#111" />
        <path d="M88 144 v16 m14 -16 v16" stroke="#f9a825" strokeWidth="4" strokeLinecap="round" />
      </g>
    </g>
  );
  return (
    <svg
      className={[styles.arena, styles[`arena_${phase}`]].filter(Boolean).join(' ')}
      viewBox="0 0 300 180"
      role="img"
      aria-label={phase}
    >
      <ellipse cx="150" cy="160" rx="140" ry="16" fill="rgba(0,0,0,.25)" />
      {rooster('#c62828', false)}
      {rooster('#1565c0', true)}
      {result && (
        <text x="150" y="30" textAnchor="middle" className={styles.arenaResult}>
          {result.toUpperCase()}
        </text>
      )}
    </svg>
  );
}

/** The cockfight arena: the fight on, its countdown, Meron / Wala / Draw, the stream or the drawn scene, recent results. */
export function CockfightArena() {
  const { t } = useTranslation();
  const text = useBookText();
  const queryClient = useQueryClient();
  const arena = useQuery({
    queryKey: ['sportsbook', 'cockfight'],
    queryFn: ({ signal }) => fetchCockfight(signal),
    refetchInterval: 5_000,
  });
  useLiveFixtures(
    { product: 'cockfight' },
    () => void queryClient.invalidateQueries({ queryKey: ['sportsbook', 'cockfight'] }),
  );
  const closesIn = useCountdown(arena.data?.closesAt ?? null);
  const fightsIn = useCountdown(arena.data?.fightsAt ?? null);
  if (arena.isPending) return <p className={styles.loading}>{t('sb_loading')}</p>;
  if (arena.isError) return <ErrorState error={arena.error} onRetry={() => void arena.refetch()} />;
  const { fight, streamUrl, recent } = arena.data;
  const market = fight?.markets.find((m) => m.key === 'fight') ?? null;
  const phase = fight?.scoreboard?.clock ?? 'waiting';
  return (
    <section className={styles.cockfight}>
      {streamUrl ? (
        <iframe className={styles.stream} src={streamUrl} title={t('sb_cockfight_stream')} allow="autoplay" />
      ) : (
        <ArenaScene phase={phase} result={fight?.scoreboard?.detail || null} />
      )}
      {fight ? (
        <>
          <h2 className={styles.teams}>
            <span className={styles.meron}>{text(fight.home)}</span> <span>v</span>{' '}
            <span className={styles.wala}>{text(fight.away)}</span>
          </h2>
          {arena.data.closesAt && (
            <p className={styles.countdown} aria-live="polite">
              {phase === 'betting'
                ? t('sb_betting_closes', { seconds: closesIn })
                : t('sb_fight_on', { seconds: fightsIn })}
            </p>
          )}
          {market && (
            <div className={styles.selections}>
              {market.selections.map((selection) => (
                <OddsButton
                  key={selection.id}
                  label={text(selection.name)}
                  leg={legOf(fight, market, selection.id, text)}
                  disabled={market.status !== 'open' || (arena.data.closesAt !== null && closesIn === 0)}
                />
              ))}
            </div>
          )}
          {fight.seedHash && (
            <p className={styles.fair}>{t('sb_fair_hash', { hash: fight.seedHash.slice(0, 16) })}</p>
          )}
        </>
      ) : (
        <p className={styles.empty}>{t('sb_next_fight')}</p>
      )}
      <h3 className={styles.groupTitle}>{t('sb_recent_results')}</h3>
      <ol className={styles.recent}>
        {recent.map((r) => (
          <li key={r.id} className={styles[`result_${r.result}`]} title={r.name}>
            {t(`sb_fight_${r.result}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
