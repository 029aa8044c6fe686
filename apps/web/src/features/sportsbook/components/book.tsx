import type { SbFixture, SbFixtureDetail, SbFixtureList } from '@app/sportsbook-provider/client-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { fetchFixture, fetchFixtures, type Product } from '../api/sb-client';
import { useBookText } from '../lib/text';
import { useLiveFixtures } from '../lib/use-live';
import { legOf, MatchView } from './match-view';
import { OddsButton } from './odds-button';
import { Scoreboard } from './scoreboard';
import styles from './sportsbook.module.css';

const whens = ['all', 'live', 'today', 'upcoming'] as const;
type When = (typeof whens)[number];

/** A sports or e-sports book: sports with counts, in-play / today / upcoming, fixtures by league, a match page. */
export function Book({ product }: { product: Product }) {
  const { t } = useTranslation();
  const text = useBookText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const sport = params.get('sport') ?? undefined;
  const when = (whens as readonly string[]).includes(params.get('when') ?? '')
    ? (params.get('when') as When)
    : 'all';
  const fixtureId = params.get('fixture');
  const listKey = ['sportsbook', 'fixtures', product, sport ?? '', when];
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => fetchFixtures({ product, sport, when }, signal),
    refetchInterval: 30_000,
  });
  const detail = useQuery({
    queryKey: ['sportsbook', 'fixture', fixtureId],
    queryFn: ({ signal }) => fetchFixture(fixtureId!, signal),
    enabled: fixtureId !== null,
  });

  // Odds and scores as they change: merged into the list and the open match.
  useLiveFixtures(fixtureId ? { fixtureId } : { product }, (fixture: SbFixtureDetail) => {
    if (fixture.id === fixtureId) queryClient.setQueryData(['sportsbook', 'fixture', fixtureId], fixture);
    queryClient.setQueryData<SbFixtureList>(listKey, (old) =>
      old
        ? {
            ...old,
            fixtures: old.fixtures.map((f) =>
              f.id === fixture.id
                ? { ...fixture, main: fixture.markets.find((m) => m.key === 'winner') ?? f.main }
                : f,
            ),
          }
        : old,
    );
  });

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };

  if (fixtureId) {
    if (detail.isPending) return <p className={styles.loading}>{t('sb_loading')}</p>;
    if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
    return <MatchView fixture={detail.data} onBack={() => setParam('fixture', null)} />;
  }

  const leagues = new Map<string, SbFixture[]>();
  for (const fixture of list.data?.fixtures ?? []) {
    const name = text(fixture.league);
    leagues.set(name, [...(leagues.get(name) ?? []), fixture]);
  }
  return (
    <div className={styles.book}>
      <div className={styles.chips} role="tablist" aria-label={t('sb_sports')}>
        <button
          type="button"
          role="tab"
          aria-selected={!sport}
          className={styles.chip}
          onClick={() => setParam('sport', null)}
        >
          {t('sb_all_sports')}
        </button>
        {list.data?.sports.map((s) => (
          <button
            key={s.sport}
            type="button"
            role="tab"
            aria-selected={sport === s.sport}
            className={styles.chip}
            onClick={() => setParam('sport', s.sport)}
          >
            {t(`sb_sport_${s.sport}`, s.sport)} <span className={styles.count}>{s.total}</span>
            {s.live > 0 && <span className={styles.liveCount}>{s.live}</span>}
          </button>
        ))}
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('sb_when')}>
        {whens.map((w) => (
          <button
            key={w}
            type="button"
            role="tab"
            aria-selected={when === w}
            className={styles.tab}
            onClick={() => setParam('when', w)}
          >
            {t(`sb_when_${w}`)}
          </button>
        ))}
      </div>
      {list.isPending && <p className={styles.loading}>{t('sb_loading')}</p>}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.fixtures.length === 0 && <EmptyState title={t('sb_no_fixtures')} />}
      {[...leagues].map(([league, fixtures]) => (
        <section key={league} className={styles.league}>
          <h2 className={styles.leagueTitle}>{league}</h2>
          {fixtures.map((fixture) => (
            <article key={fixture.id} className={styles.fixture} data-fixture={fixture.id}>
              <button
                type="button"
                className={styles.fixtureLink}
                onClick={() => setParam('fixture', fixture.id)}
              >
                <span className={styles.fixtureTeams}>
                  {text(fixture.home)} <span>v</span> {text(fixture.away)}
                </span>
                <Scoreboard fixture={fixture} />
                <span className={styles.more}>+{fixture.marketCount}</span>
              </button>
              {fixture.main && (
                <div className={styles.selections}>
                  {fixture.main.selections.map((selection) => (
                    <OddsButton
                      key={selection.id}
                      label={text(selection.name)}
                      leg={legOf(fixture, fixture.main!, selection.id, text)}
                      disabled={fixture.main!.status !== 'open'}
                    />
                  ))}
                </div>
              )}
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
