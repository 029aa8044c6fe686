/**
 * Client routes of spec section 2. The server falls back to the SPA for these; the web router
 * declares the same list.
 */
export const siteRoutes = {
  home: '/',
  homeAliases: ['/index', '/index.html', '/home', '/help'],
  login: '/login',
  register: '/register',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  gameCenters: ['/sports', '/esports', '/lott', '/elott'],
  gameListCenters: ['/live', '/fish', '/rng', '/pvp'],
  cockfight: '/cockfight',
  accountGameLists: ['/favorite', '/recent'],
  lotteryPages: ['/lottery', '/seaLottery', '/vnLottery'],
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  liveSupport: '/liveSupport',
  liveHosts: '/liveHosts',
  /** App download (/app) and the install guides /app/ios and /app/android. */
  apps: '/app',
  /** The operator console (staff only). */
  opsConsole: '/ops',
} as const;

/** Paths (and their sub-paths) that are SPA pages, for the server's history fallback. */
export const spaPaths: readonly string[] = [
  siteRoutes.home,
  ...siteRoutes.homeAliases,
  siteRoutes.login,
  siteRoutes.register,
  siteRoutes.agent,
  siteRoutes.agentHome,
  siteRoutes.member,
  ...siteRoutes.gameCenters,
  ...siteRoutes.gameListCenters,
  siteRoutes.cockfight,
  ...siteRoutes.accountGameLists,
  ...siteRoutes.lotteryPages,
  siteRoutes.promotions,
  siteRoutes.pointMall,
  siteRoutes.seamless,
  siteRoutes.liveSupport,
  siteRoutes.liveHosts,
  siteRoutes.apps,
  siteRoutes.opsConsole,
  '/lottert',
  '/vnlottery',
  '/sealottery',
];

/** Game-page paths where the side menu is hidden. */
export const gamePagePaths: readonly string[] = ['/seamless', '/lottert', '/vnlottery', '/sealottery'];
