/**
 * Lobby constants and URL helpers without zod (spec sections 2, 4 and 9), so the web app can import
 * them without loading the schemas.
 */
import type { GameCategory } from './enums.js';

/** Game types: what a game is. Lobby categories (HOME, HOT, FAV, RECENT, MXWIN) are views over them. */
export const gameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type GameType = (typeof gameTypes)[number];

/** Categories that hold vendors (each a nav entry when it has one); the rest are lobby types. */
export const vendorCategories = [
  'SPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'MXWIN',
] as const satisfies readonly GameCategory[];
export type VendorCategory = (typeof vendorCategories)[number];

/** Lobby types that are not vendor categories: HOME starts, HOT/FAV/RECENT are account or curated lists. */
export const lobbyTypes = ['HOME', 'HOT', 'FAV', 'RECENT'] as const satisfies readonly GameCategory[];

/** Sub-game-type filters of the slot centre: scratch, video poker, jackpot, table games, arcade, bingo. */
export const gameClassifies = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export type GameClassify = (typeof gameClassifies)[number];
/** Bingo is offered only when this language is enabled on the site (spec section 2). */
export const bingoLanguage = 'ty';

/** isGame: GAME starts the game; VASSALAGE opens a popup list of the vendor's games. */
export const isGameValues = ['GAME', 'VASSALAGE'] as const;
export type IsGame = (typeof isGameValues)[number];
/** supportPlay 0: a free trial is offered; 1: real money only. */
export const SupportPlay = { trial: 0, realOnly: 1 } as const;

/** Navigation keys (spec section 2); entries whose key the spec does not name use our own. */
export const homeNav = { key: 'HOME', navKey: 'hd_home', path: '/' } as const;
export const promotionsNav = { key: 'PROMOTIONS', navKey: 'hd_event', path: '/promotions' } as const;

/** Page sizes (spec section 9). Larger requests are capped, not refused. */
export const gamePageSize = { home: 12, default: 24, max: 60 } as const;
export const favoritesPageSize = 999;
export const noticePageSize = 9;
export const messagePageSize = { default: 10, max: 50 } as const;
export const rankListLimit = { default: 20, max: 50 } as const;
/** Slot-centre filters: minimum bet of 1 taka or more, 25 lines or more. */
export const slotFilters = { minBet: '1.00', lines: 25 } as const;
/** Recent games kept per account. */
export const recentGamesKept = 100;

/** Vendors (vassalage) whose cards open a lottery page instead of a game (spec section 4). */
export const lotteryVendorPaths: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** Generated artwork served by the API; no outside URLs. `imgSize` 'rx2' doubles the drawn size. */
export const gameIconUrl = (nodeId: string, imgSize?: string): string =>
  `/wps/static/game-icons/${nodeId}.svg${imgSize ? `?imgSize=${encodeURIComponent(imgSize)}` : ''}`;
export const vendorLogoUrl = (vendor: string): string => `/wps/static/vendor-logos/${vendor}.svg`;
export const bannerImageUrl = (design: string, language: string): string =>
  `/wps/static/banners/${design}.svg?lang=${encodeURIComponent(language)}`;

/** Announcement types: banner, player notice, popup, promotion, headline. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
export const bannerGroups = ['w_home', 'w_login', 'w_register', 'w_forget'] as const;
export type BannerGroup = (typeof bannerGroups)[number];
/**
 * Popup audience: A logged in (not on the first-time login), B anonymous visitors, F logged in
 * including the first-time login.
 */
export const popupExecutions = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];
/** Which popups a viewer gets. */
export function popupExecutionsFor(viewer: { loggedIn: boolean; firstLogin: boolean }): PopupExecution[] {
  if (!viewer.loggedIn) return ['B'];
  return viewer.firstLogin ? ['F'] : ['A', 'F'];
}
/** Promotion types (spec section 2): all, sports, live casino, slots, card games, fish, lotto, ... */
export const promotionTypes = [
  'ALL',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISH',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
] as const;
export type PromotionType = (typeof promotionTypes)[number];
/** What a banner click opens: a site route, an outside https page, a game (nodeId), or a vendor popup. */
export const linkageTypes = ['ROUTE', 'URL', 'GAME', 'VENDOR'] as const;
export type LinkageType = (typeof linkageTypes)[number];
