import { gamePageSize, type MenuCategory } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { GameGrid } from '../../../components/game-grid';
import { categoryIcon } from '../../../components/icons';
import { loadChunk } from '../../../lib/chunk';
import { useFavourites } from '../../../lib/favourites';
import { gameListQueryOptions } from '../../../lib/game-list';
import { categoryLink } from '../../../lib/game-menus';
import { useOpenGame } from '../../../lib/open-game';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useHotGames } from '../api/get-hot-games';
import type { LobbyType } from './game-menu';
import { HomeSection } from './home-section';
import sectionStyles from './home-section.module.css';
import styles from './home-sections.module.css';

const WinnerBoard = lazy(() => loadChunk('winner-board', () => import('./winner-board')));

/** The winner board sits below the fold: its code loads when it is about to be seen. */
function LazyWinnerBoard() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return (
    <div ref={ref} className={styles.winnerBoard}>
      {near && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <WinnerBoard />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** Spec section 9: a home section links at most 5 vendors; the lottery banner shows 6 games of each kind. */
const SECTION_VENDORS = 5;
const LOTTERY_GAMES = 6;
/** Shown as banners rather than game grids. */
const bannerCategories = new Set(['SPORTS', 'LOTT', 'ELOTT']);

function MoreButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={sectionStyles.moreLink} onClick={onClick}>
      {t('more')}
    </button>
  );
}

function HotSection({ onMore }: { onMore: () => void }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  const { data: games, pending } = useDeferredAnswer(hot);
  return (
    <HomeSection id="home-hot" title={t('hot_games')} icon="star" more={<MoreButton onClick={onMore} />}>
      <GameGrid
        games={games?.slice(0, gamePageSize.home)}
        pending={pending}
        error={hot.error}
        onRetry={() => void hot.refetch()}
        skeletons={gamePageSize.home}
        label={t('hot_games')}
      />
    </HomeSection>
  );
}

/** Shown only when the account has favourites. */
function FavouritesSection() {
  const { t } = useTranslation();
  const favourites = useFavourites().data ?? [];
  if (favourites.length === 0) return null;
  return (
    <HomeSection
      id="home-favorites"
      title={t('favorites')}
      icon="heart"
      more={
        <Link to="/favorite" className={sectionStyles.moreLink}>
          {t('more')}
        </Link>
      }
    >
      <GameGrid
        games={favourites.slice(0, gamePageSize.home)}
        pending={false}
        skeletons={gamePageSize.home}
        label={t('favorites')}
      />
    </HomeSection>
  );
}

/** A category: links to (at most 5 of) its vendors and its first 12 games, fetched when near the screen. */
function CategorySection({ category, onMore }: { category: MenuCategory; onMore: () => void }) {
  const { t, i18n } = useTranslation();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const filter = { gameType: category.gameCategory, pageNo: 1, pageSize: gamePageSize.home };
  const games = useQuery({ ...gameListQueryOptions(filter, i18n.language), enabled: near });
  const { data: list, pending } = useDeferredAnswer(games);
  const title = t(category.navKey);
  return (
    <HomeSection
      id={`home-${category.gameCategory.toLowerCase()}`}
      title={title}
      icon={categoryIcon[category.gameCategory] ?? 'star'}
      links={category.vendors.slice(0, SECTION_VENDORS).map((vendor) => (
        <Link
          key={vendor.vassalage}
          to={categoryLink(category, vendor.vassalage)}
          className={sectionStyles.chip}
        >
          <img src={vendor.logoUrl} alt="" width={18} height={18} loading="lazy" />
          {vendor.vendorName}
        </Link>
      ))}
      more={<MoreButton onClick={onMore} />}
    >
      {/* Until it comes near, an empty block of the grid's height: a dozen skeleton tiles per section
          below the fold were most of the page's DOM and of its start-up rendering. */}
      <div ref={ref} className={near ? undefined : styles.gridReserve}>
        {near && (
          <GameGrid
            games={list?.games}
            pending={pending}
            error={games.error}
            onRetry={() => void games.refetch()}
            skeletons={gamePageSize.home}
            label={title}
          />
        )}
      </div>
    </HomeSection>
  );
}

/** One banner category's first games (a wide card per sportsbook, a row per lottery game), fetched once near. */
function BannerSection({ category, near }: { category: MenuCategory; near: boolean }) {
  const { t, i18n } = useTranslation();
  const openGame = useOpenGame();
  const sports = category.gameCategory === 'SPORTS';
  const filter = {
    gameType: category.gameCategory,
    pageNo: 1,
    pageSize: sports ? SECTION_VENDORS : LOTTERY_GAMES,
  };
  const games = useDeferredAnswer(useQuery({ ...gameListQueryOptions(filter, i18n.language), enabled: near }))
    .data?.games;
  if (!games?.length) return null;
  return (
    <HomeSection
      id={`home-${category.gameCategory.toLowerCase()}`}
      title={t(category.navKey)}
      icon={categoryIcon[category.gameCategory] ?? 'star'}
      more={
        <Link to={category.path} className={sectionStyles.moreLink}>
          {t('more')}
        </Link>
      }
    >
      <ul className={sports ? styles.sports : styles.lottery}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <button type="button" className={styles.bannerCard} onClick={() => openGame(game)}>
              <img
                src={game.iconUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className={styles.bannerIcon}
              />
              <span className={styles.bannerText}>
                <span className={styles.bannerName}>{game.gameName}</span>
                <span className={styles.bannerVendor}>{game.vendorName}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** Sports and the lottery and e-lottery as banners; their games load when the block comes near the screen. */
function BannerSections({ categories }: { categories: readonly MenuCategory[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.banners}>
      {categories
        .filter((category) => bannerCategories.has(category.gameCategory))
        .map((category) => (
          <BannerSection key={category.gameCategory} category={category} near={near} />
        ))}
    </div>
  );
}

interface HomeSectionsProps {
  categories: readonly MenuCategory[];
  onShow: (type: LobbyType) => void;
}

/** The home lobby: Hot, Favorites, the winner board, each vendor category, sports and lottery. */
export function HomeSections({ categories, onShow }: HomeSectionsProps) {
  return (
    <div className={styles.sections}>
      <HotSection onMore={() => onShow('HOT')} />
      <FavouritesSection />
      <LazyWinnerBoard />
      {categories
        .filter((category) => !bannerCategories.has(category.gameCategory))
        .map((category) => (
          <CategorySection
            key={category.gameCategory}
            category={category}
            onMore={() => onShow(category.gameCategory)}
          />
        ))}
      <BannerSections categories={categories} />
    </div>
  );
}
