import { gamePageSize, type Game, type MenuCategory } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameGrid } from '../../../components/game-grid';
import { Pagination } from '../../../components/pagination';
import { VendorTabs } from '../../../components/vendor-tabs';
import { gameListQueryOptions } from '../../../lib/game-list';
import { categoryLink } from '../../../lib/game-menus';
import { useHotGames } from '../api/get-hot-games';
import type { LobbyType } from './game-menu';
import styles from './lobby-list.module.css';

const PAGE_SIZE = gamePageSize.home;

interface ListProps {
  page: number;
  onPage: (page: number) => void;
  label: string;
}

/** A list the lobby already has in full (hot games, favourites), shown 12 to a page. */
function LocalList({
  games,
  pending,
  error,
  onRetry,
  page,
  onPage,
  label,
}: ListProps & {
  games: readonly Game[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const totalPages = Math.ceil((games?.length ?? 0) / PAGE_SIZE);
  const current = Math.min(page, Math.max(totalPages, 1));
  return (
    <>
      <GameGrid
        games={games?.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
        pending={pending}
        error={error}
        onRetry={onRetry}
        skeletons={PAGE_SIZE}
        label={label}
      />
      <Pagination page={current} totalPages={totalPages} onChange={onPage} />
    </>
  );
}

function HotList(props: ListProps) {
  const hot = useHotGames();
  return (
    <LocalList
      {...props}
      games={hot.data}
      pending={hot.isPending}
      error={hot.error}
      onRetry={() => void hot.refetch()}
    />
  );
}

function CategoryList({
  category,
  vendor,
  onVendor,
  page,
  onPage,
  label,
}: ListProps & { category: MenuCategory; vendor: string | null; onVendor: (vendor: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const filter = {
    gameType: category.gameCategory,
    vassalage: vendor ?? undefined,
    pageNo: page,
    pageSize: PAGE_SIZE,
  };
  const games = useQuery(gameListQueryOptions(filter, i18n.language));
  return (
    <>
      <div className={styles.toolbar}>
        <VendorTabs vendors={category.vendors} value={vendor} onChange={onVendor} label={t('vendors')} />
        <Link to={categoryLink(category, vendor ?? undefined)} className="btn btn-secondary btn-sm">
          {t('open_game_center')}
        </Link>
      </div>
      <GameGrid
        games={games.data?.games}
        pending={games.isPending}
        error={games.error}
        onRetry={() => void games.refetch()}
        skeletons={PAGE_SIZE}
        label={label}
      />
      <Pagination page={page} totalPages={games.data?.totalPages ?? 0} onChange={onPage} />
    </>
  );
}

interface LobbyListProps {
  type: Exclude<LobbyType, 'HOME' | 'FAV' | 'RECENT'>;
  category: MenuCategory | undefined;
  vendor: string | null;
  onVendor: (vendor: string | null) => void;
  page: number;
  onPage: (page: number) => void;
  label: string;
}

/**
 * The lobby on one type: the hot games or a category, 12 games to a page (spec section 9). Loaded
 * when first chosen: the home page opens on HOME.
 */
export default function LobbyList({ type, category, vendor, onVendor, page, onPage, label }: LobbyListProps) {
  const list = { page, onPage, label };
  if (type === 'HOT') return <HotList {...list} />;
  if (!category) return null;
  return <CategoryList {...list} category={category} vendor={vendor} onVendor={onVendor} />;
}
