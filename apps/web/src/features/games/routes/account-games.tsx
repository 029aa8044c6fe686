import { gamePageSize } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { GameGrid } from '../../../components/game-grid';
import { Pagination } from '../../../components/pagination';
import { useFavourites } from '../../../lib/favourites';
import { usePageTitle } from '../../../lib/page-title';
import { useRecentGames } from '../../../lib/recent-games';
import { loadGamesMessages } from '../messages';
import styles from './account-games.module.css';

const PAGE_SIZE = gamePageSize.default;

/** The page's frame while its messages load. */
function AccountGamesLoading() {
  const { t } = useTranslation();
  const title = t(useLocation().pathname === '/recent' ? 'recent_games' : 'favorites');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <GameGrid games={undefined} pending skeletons={PAGE_SIZE} label={title} />
    </section>
  );
}

/**
 * The account game lists (spec section 2): /favorite (every favourite, from the list of up to 999)
 * and /recent (recently launched games). The route asks guests to log in first.
 */
function AccountGames() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const recentPage = pathname === '/recent';
  const title = t(recentPage ? 'recent_games' : 'favorites');
  usePageTitle(title);

  const favourites = useFavourites();
  const recent = useRecentGames(page, PAGE_SIZE, recentPage);
  const list = recentPage
    ? {
        games: recent.data?.content,
        totalPages: recent.data?.totalPages ?? 0,
        query: recent,
      }
    : {
        games: favourites.data?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        totalPages: Math.ceil((favourites.data?.length ?? 0) / PAGE_SIZE),
        query: favourites,
      };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <GameGrid
        games={list.games}
        pending={list.query.isPending}
        error={list.query.error}
        onRetry={() => void list.query.refetch()}
        skeletons={PAGE_SIZE}
        emptyTitle={t(recentPage ? 'recent_empty' : 'favorites_empty')}
        label={title}
      />
      {list.games?.length === 0 && !list.query.isPending && (
        <p className={styles.hint}>
          {t(recentPage ? 'recent_empty_hint' : 'favorites_empty_hint')}{' '}
          <Link to="/">{t('browse_games')}</Link>
        </p>
      )}
      <Pagination
        page={page}
        totalPages={list.totalPages}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </section>
  );
}

export default function AccountGamesPage() {
  return (
    <FeatureMessages load={loadGamesMessages} fallback={<AccountGamesLoading />}>
      <AccountGames />
    </FeatureMessages>
  );
}
