import {
  gameClassifies,
  gamePageSize,
  slotFilters,
  type GameClassify,
  type MenuCategory,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, use, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { FeatureMessages } from '../../../components/feature-messages';
import { GameGrid } from '../../../components/game-grid';
import { Icon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { VendorTabs } from '../../../components/vendor-tabs';
import { currencyFontReady } from '../../../lib/currency-font';
import { gameListQueryOptions } from '../../../lib/game-list';
import { useGameMenus } from '../../../lib/game-menus';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useRouteHandle } from '../../../lib/route-handle';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { loadGamesMessages } from '../messages';
import styles from './game-center.module.css';

const SEARCH_DELAY_MS = 400;

/** Sub-game-type filters (spec section 2); bingo only where the server offers it (language TY). */
const classifyLabels: Record<GameClassify, { labelKey: string }> = {
  SC: { labelKey: 'subtype_sc' },
  VP: { labelKey: 'subtype_vp' },
  JP: { labelKey: 'subtype_jp' },
  TG: { labelKey: 'subtype_tg' },
  AC: { labelKey: 'subtype_ac' },
  BG: { labelKey: 'subtype_bg' },
};

/** The category a centre path shows: /rng is the slots, /rng?gameType=MXWIN their Max Win selection. */
function categoryAt(categories: readonly MenuCategory[], pathname: string, gameType: string | null) {
  const matches = categories.filter((category) => category.path.split('?')[0] === pathname);
  return (
    matches.find((category) => category.gameCategory === gameType) ??
    matches.find((category) => !category.path.includes('?')) ??
    matches[0]
  );
}

/**
 * A game centre (/sports, /esports, /lott, /elott) or game list centre (/live, /fish, /rng, /pvp,
 * /cockfight): vendor tabs, sub-type and slot filters where they apply, name search and pages of 24.
 * The filters live in the address (vassalage, classify, minBet, lines, q, page), so a link or the
 * back button brings the same list back.
 */
/** "Min bet ৳1+", once the ৳ glyph can be drawn (see currency-font.ts). */
function MinBetLabel({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  use(currencyFontReady(symbol));
  return t('filter_min_bet', { amount: `${symbol}1` });
}

/** The page's frame while its messages load: the title and the tiles' places. */
function GameCenterLoading() {
  const { t } = useTranslation();
  const { titleKey = 'hd_home' } = useRouteHandle();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <GameGrid games={undefined} pending skeletons={gamePageSize.default} label={t(titleKey)} />
    </section>
  );
}

function GameCenter() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { titleKey = 'hd_home' } = useRouteHandle();
  const [params, setParams] = useSearchParams();
  const menus = useGameMenus();
  const { currency } = useSiteConfig().permission.resources;
  const category = categoryAt(menus.data?.categories ?? [], pathname, params.get('gameType'));
  const title = t(category?.navKey ?? titleKey);
  usePageTitle(title);
  const searchId = useId();

  const vendor = params.get('vassalage');
  const classify = params.get('classify') as GameClassify | null;
  const minBet = params.get('minBet') === slotFilters.minBet;
  const lines = params.get('lines') === String(slotFilters.lines);
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(query);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const update = (changes: Record<string, string | null>, replace = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );
  };

  useEffect(() => {
    if (settledSearch !== query.trim()) update({ q: settledSearch || null }, true);
    // Only a settled search changes the address; typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledSearch]);

  const knownVendor = category?.vendors.some((entry) => entry.vassalage === vendor) ? vendor : null;
  const classifies = (category?.gameClassify ?? []).filter((code) => gameClassifies.includes(code));
  const slots = category?.gameType === 'RNG';
  const filter = {
    gameType: category?.gameCategory,
    vassalage: knownVendor ?? undefined,
    gameClassify: classify && classifies.includes(classify) ? classify : undefined,
    minBet: slots && minBet ? slotFilters.minBet : undefined,
    lines: slots && lines ? slotFilters.lines : undefined,
    gameName: query.trim() || undefined,
    pageNo: page,
    pageSize: gamePageSize.default,
  };
  const games = useQuery({ ...gameListQueryOptions(filter, i18n.language), enabled: category !== undefined });

  const heading = <h1 className={styles.title}>{title}</h1>;
  if (menus.isError && !menus.data) {
    return (
      <section className={styles.page}>
        {heading}
        <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />
      </section>
    );
  }
  if (menus.isSuccess && !category) {
    return (
      <section className={styles.page}>
        {heading}
        <EmptyState icon="slots" title={t('category_empty')} />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      {heading}
      {category?.gameType === 'LIVE' && (
        <Link to="/live/rooms" className={styles.roomsLink}>
          {t('live_rooms_link')}
        </Link>
      )}
      {category && (
        <VendorTabs
          vendors={category.vendors}
          value={knownVendor}
          onChange={(next) => update({ vassalage: next })}
          label={t('vendors')}
        />
      )}
      <div className={styles.filters}>
        {classifies.length > 0 && (
          <div className={styles.chips} role="group" aria-label={t('sub_types')}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={!filter.gameClassify}
              onClick={() => update({ classify: null })}
            >
              {t('all_subtypes')}
            </button>
            {classifies.map((code) => (
              <button
                key={code}
                type="button"
                className={styles.chip}
                aria-pressed={filter.gameClassify === code}
                onClick={() => update({ classify: code })}
              >
                {t(classifyLabels[code].labelKey)}
              </button>
            ))}
          </div>
        )}
        {slots && (
          <div className={styles.chips} role="group" aria-label={t('slot_filters')}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={minBet}
              onClick={() => update({ minBet: minBet ? null : slotFilters.minBet })}
            >
              <Suspense fallback={t('filter_min_bet', { amount: '1' })}>
                <MinBetLabel symbol={currency.symbol} />
              </Suspense>
            </button>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={lines}
              onClick={() => update({ lines: lines ? null : String(slotFilters.lines) })}
            >
              {t('filter_lines', { lines: slotFilters.lines })}
            </button>
          </div>
        )}
        <div className={styles.search}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('search_games')}
          </label>
          <Icon name="search" size={18} className={styles.searchIcon} />
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={search}
            placeholder={t('search_games')}
            maxLength={64}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <GameGrid
        games={games.data?.games}
        pending={!category || games.isPending}
        error={games.error}
        onRetry={() => void games.refetch()}
        skeletons={gamePageSize.default}
        emptyTitle={t(filter.gameName ? 'search_empty' : 'games_empty')}
        label={title}
      />
      <Pagination
        page={page}
        totalPages={games.data?.totalPages ?? 0}
        onChange={(next) => {
          update({ page: String(next) });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </section>
  );
}

export default function GameCenterPage() {
  return (
    <FeatureMessages load={loadGamesMessages} fallback={<GameCenterLoading />}>
      <GameCenter />
    </FeatureMessages>
  );
}
