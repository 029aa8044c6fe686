import type { RouteHandle } from '../lib/route-handle';

export type PageKind =
  | 'home'
  | 'memberCenter'
  | 'wallet'
  | 'gameCenter'
  | 'accountGames'
  | 'messages'
  | 'gameRecords'
  | 'gamePage'
  | 'lottery'
  | 'pointsMall'
  | 'missions'
  | 'raffles'
  | 'sportsbook'
  | 'rewards'
  | 'promotions'
  | 'securityCenter'
  | 'myAccount'
  | 'responsibleGaming'
  | 'feedback'
  | 'liveSupport'
  | 'liveHosts'
  | 'apps'
  | 'helpCenter'
  | 'articles'
  | 'creditReport'
  | 'liveRooms';

/** One page of the player site (spec section 2): its path, what renders it, and its route handle. */
export interface SitePage extends RouteHandle {
  path: string;
  page: PageKind;
  /** Guests are sent to /login (spec: the lottery pages require login). */
  requiresLogin?: boolean;
  /** Paths that differ only by case from another page (/vnLottery vs /vnlottery). */
  caseSensitive?: boolean;
}

const home = (path: string, modal?: RouteHandle['modal']): SitePage => ({
  path,
  page: 'home',
  modal,
  jackpotTicker: true,
});
const lottery = (path: string, titleKey: string, extra: Partial<SitePage> = {}): SitePage => ({
  path,
  page: 'lottery',
  titleKey,
  requiresLogin: true,
  caseSensitive: true,
  ...extra,
});
const center = (path: string, titleKey: string): SitePage => ({
  path,
  page: 'gameCenter',
  titleKey,
  jackpotTicker: true,
});

/**
 * Every page of the player site, inside the site layout (header, side menu, footer). The paths are
 * the `siteRoutes`/`spaPaths` of @app/contracts, with what each page needs; site-pages.test.ts keeps
 * them in step.
 */
export const sitePages: readonly SitePage[] = [
  home('/'),
  home('/index'),
  home('/index.html'),
  home('/home'),
  home('/help', 'help'),
  home('/login', 'login'),
  home('/register', 'register'),

  { path: '/member', page: 'memberCenter' },
  { path: '/member/:page', page: 'memberCenter' },
  // The wallet's member-center pages (features/wallet), for real accounts like the rest of /member.
  { path: '/member/depositv2', page: 'wallet' },
  { path: '/member/withdraw', page: 'wallet' },
  { path: '/member/transferFund', page: 'wallet' },
  { path: '/member/transferUpline', page: 'wallet' },
  { path: '/member/transactionHistory', page: 'wallet' },

  // Security centre, my account and responsible gaming (features/security-center, my-account,
  // responsible-gaming), for real accounts like the rest of /member.
  { path: '/member/securityCenter', page: 'securityCenter' },
  { path: '/member/myAccount', page: 'myAccount' },
  { path: '/member/responsibleGaming', page: 'responsibleGaming' },

  // Platform messages (features/messages), for real accounts like the rest of /member.
  { path: '/member/messageV2', page: 'messages' },

  // Feedback (features/feedback), for real accounts.
  { path: '/member/feedback', page: 'feedback' },

  // Betting record and personal profit and loss (features/game-records), for real accounts.
  { path: '/member/personalHistoryCopy', page: 'gameRecords' },
  { path: '/member/personalProfit', page: 'gameRecords' },

  // Rewards (features/rewards), for real accounts like the rest of /member.
  { path: '/member/rewardCenter', page: 'rewards' },
  { path: '/member/bonusDetails', page: 'rewards' },
  { path: '/member/manualRebate', page: 'rewards' },
  { path: '/member/vip', page: 'rewards' },
  { path: '/member/referral', page: 'rewards' },

  // Game centers and game list centers (features/games; the name shows until the menus load).
  // The house sportsbook (features/sportsbook): sports, e-sports and cockfight books.
  { path: '/sports', page: 'sportsbook', titleKey: 'con_sports' },
  { path: '/esports', page: 'sportsbook', titleKey: 'compete_game' },
  center('/lott', 'con_lott'),
  center('/elott', 'con_elott'),
  center('/live', 'con_live'),
  center('/fish', 'con_fish'),
  center('/rng', 'con_rng'),
  center('/pvp', 'con_pvp'),
  { path: '/cockfight', page: 'sportsbook', titleKey: 'in_cockfight_nav' },

  // Account game lists: login required.
  { path: '/favorite', page: 'accountGames', titleKey: 'favorites', requiresLogin: true },
  { path: '/recent', page: 'accountGames', titleKey: 'recent_games', requiresLogin: true },

  // Lottery pages (features/lottery): login required.
  lottery('/lottery', 'lottery_page'),
  lottery('/seaLottery', 'sea_lottery'),
  lottery('/vnLottery', 'vn_lottery'),

  { path: '/promotions', page: 'promotions', titleKey: 'hd_event' },
  // Points mall, missions and raffles (features/points-mall, missions, raffles).
  { path: '/pointMall', page: 'pointsMall', titleKey: 'points_mall' },
  { path: '/member/mission', page: 'missions', titleKey: 'mission' },
  { path: '/member/missionLeaderboard', page: 'missions', titleKey: 'mission_leaderboard' },
  { path: '/member/raffles', page: 'raffles', titleKey: 'raffles' },
  // The built-in live support chat (features/support-chat), for members and visitors.
  { path: '/liveSupport', page: 'liveSupport' },
  // Live hosts and their chat rooms (features/live-hosts; ?room=<code> opens one).
  { path: '/liveHosts', page: 'liveHosts' },
  // App download and install guides (features/apps), open to everyone.
  { path: '/member/appDownload', page: 'apps' },
  { path: '/app', page: 'apps' },
  { path: '/app/ios', page: 'apps' },
  { path: '/app/android', page: 'apps' },
  // The help center as a searchable page (features/help-center), open to everyone.
  { path: '/member/helpCenter', page: 'helpCenter' },
  // Blog and news (features/blog), lists and articles open to everyone.
  { path: '/member/blog', page: 'articles' },
  { path: '/member/blog/:slug', page: 'articles' },
  { path: '/member/news', page: 'articles' },
  { path: '/member/news/:slug', page: 'articles' },
  // The credit report (features/credit-report), for real accounts.
  { path: '/member/creditReport', page: 'creditReport' },

  // Game pages: the side menu is hidden.
  // The house provider's game page (features/game-client); the game popup frames it with ?embed=1.
  {
    path: '/seamless',
    page: 'gamePage',
    titleKey: 'game_page',
    hideSideMenu: true,
    embeddable: true,
    caseSensitive: true,
  },
  lottery('/lottert', 'lottery_game', { hideSideMenu: true }),
  lottery('/vnlottery', 'vn_lottery', { hideSideMenu: true }),
  lottery('/sealottery', 'sea_lottery', { hideSideMenu: true }),
  // The live rooms (GLS2_roomList, token) with the house tables' road maps (features/game-client).
  { path: '/live/rooms', page: 'liveRooms', requiresLogin: true },
];

/** The agent tree, a separate layout without the site header (players never download it). */
export const agentPaths = { login: '/agent', home: '/agentHome' } as const;

/** The operator console (/ops and below), which stays reachable during maintenance. */
export const isOpsConsolePath = (pathname: string): boolean =>
  pathname === '/ops' || pathname.startsWith('/ops/');

/** Route-relative form of an absolute path ("/" is the index route). */
export function childPath(path: string): string | undefined {
  return path === '/' ? undefined : path.slice(1);
}

/** The matching part of a page's route object (the router adds handle, loader and lazy). */
export function routeShape(page: SitePage): { index: true } | { path: string; caseSensitive: boolean } {
  const path = childPath(page.path);
  return path === undefined ? { index: true } : { path, caseSensitive: page.caseSensitive ?? false };
}

export function handleOf(page: SitePage): RouteHandle {
  const handle: RouteHandle = {};
  if (page.titleKey) handle.titleKey = page.titleKey;
  if (page.modal) handle.modal = page.modal;
  if (page.hideSideMenu) handle.hideSideMenu = true;
  if (page.embeddable) handle.embeddable = true;
  if (page.jackpotTicker) handle.jackpotTicker = true;
  return handle;
}
