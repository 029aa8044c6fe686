import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { loadChunk } from '../../../lib/chunk';
import { findCategory, useGameMenus } from '../../../lib/game-menus';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { requestSiteModal } from '../../../lib/site-modal';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { useHomeAnnouncements } from '../api/get-home-announcements';
import { BannerCarousel, BannerPlaceholder } from '../components/banner-carousel';
import { GameMenu, type LobbyType } from '../components/game-menu';
import { HomeSections } from '../components/home-sections';
import { MarqueePlaceholder, NoticeMarquee } from '../components/notice-marquee';
import styles from './home.module.css';

const LobbyList = lazy(() => loadChunk('lobby-list', () => import('../components/lobby-list')));

/** Favourites and recent games are account game lists with pages of their own. */
const accountPages: Partial<Record<LobbyType, string>> = { FAV: '/favorite', RECENT: '/recent' };

/**
 * Lobby home (spec section 2): banners (w_home), the notice marquee, the game menu, then the lobby
 * type chosen there (`?lobby=`): every section (HOME), or one list 12 games to a page.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig().permission.resources;
  const { isLogin } = useLoginState();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Deferred copies: the sections and banners the answers add render in a transition.
  const menus = useDeferredAnswer(useGameMenus()).data;
  const { data: announcements, pending: announcementsPending } = useDeferredAnswer(useHomeAnnouncements());
  usePageTitle('');

  const categories = menus?.categories ?? [];
  const asked = (params.get('lobby') ?? 'HOME') as LobbyType;
  const category = findCategory(menus, asked);
  const type = asked === 'HOT' || category !== undefined ? asked : 'HOME';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const vendor = params.get('vendor');

  /** Spec section 4: the lobby starts on HOME; Favorites (and Recent) ask a visitor to log in. */
  const show = (next: LobbyType) => {
    const accountPage = accountPages[next];
    if (accountPage && !isLogin) requestSiteModal('login');
    else if (accountPage) void navigate(accountPage);
    else setParams(next === 'HOME' ? {} : { lobby: next });
  };
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const banners = announcements?.banners ?? [];
  const marquee = [
    ...(announcements?.headlines ?? []).map((headline) => headline.title),
    ...(announcements?.notices ?? []).map((notice) => notice.title),
  ];
  const label = type === 'HOT' ? t('hot_games') : category ? t(category.navKey) : '';

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('home_welcome', { siteName })}</h1>
      {announcementsPending ? (
        <BannerPlaceholder />
      ) : (
        banners.length > 0 && (
          <BannerCarousel key={banners.map((banner) => banner.id + banner.url).join()} banners={banners} />
        )
      )}
      {announcementsPending ? (
        <MarqueePlaceholder />
      ) : (
        <NoticeMarquee titles={marquee} onOpen={() => requestSiteModal('notice')} />
      )}
      <GameMenu categories={categories} value={type} onChange={show} />
      {type === 'HOME' || type === 'FAV' || type === 'RECENT' ? (
        <HomeSections categories={categories} onShow={show} />
      ) : (
        <section aria-labelledby="lobby-list-title">
          <h2 id="lobby-list-title" className={styles.listTitle}>
            {label}
          </h2>
          <ErrorBoundary key={type}>
            <Suspense fallback={null}>
              <LobbyList
                type={type}
                category={category}
                vendor={vendor}
                onVendor={(next) => update({ vendor: next, page: null })}
                page={page}
                onPage={(next) => update({ page: String(next) })}
                label={label}
              />
            </Suspense>
          </ErrorBoundary>
        </section>
      )}
    </div>
  );
}
