import type { GameType, VendorCategory } from '@app/contracts';

/** Vendor codes of spec section 9, per category, and the vendors of the footer logos. */
export const specVendorCodes: Readonly<
  Record<'FISH' | 'LIVE' | 'PVP' | 'RNG' | 'SPORTS', readonly string[]>
> = {
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  SPORTS: ['IBC', 'SBT', 'UG'],
};
export const footerVendorCodes: readonly string[] = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

/**
 * Every vendor of the demo catalog, in the global sorting order. The index in this list also fixes
 * the block of node ids the generator gives the vendor's games, so append new vendors at the end.
 */
export const catalogVendors: readonly { code: string; name: string }[] = [
  { code: 'PG', name: 'PG Soft' },
  { code: 'JL', name: 'JILI' },
  { code: 'PT', name: 'Playtech' },
  { code: 'JDB', name: 'JDB Gaming' },
  { code: 'CQ9', name: 'CQ9 Gaming' },
  { code: 'PNG', name: "Play'n GO" },
  { code: 'MG', name: 'Microgaming' },
  { code: 'FC', name: 'Fa Chai' },
  { code: 'ISB', name: 'iSoftBet' },
  { code: 'AG', name: 'Asia Gaming' },
  { code: 'GG', name: 'GG Gaming' },
  { code: 'MGS', name: 'MG Slots' },
  { code: 'RTG', name: 'Realtime Gaming' },
  { code: 'TTG', name: 'Top Trend Gaming' },
  { code: 'AE', name: 'AE Gaming' },
  { code: 'WD', name: 'WD Gaming' },
  { code: 'EG2', name: 'EG Gaming' },
  { code: 'BGS', name: 'BGS Gaming' },
  { code: 'EA', name: 'EA Live' },
  { code: 'DG', name: 'Dream Gaming' },
  { code: 'BG', name: 'Big Gaming' },
  { code: 'OG', name: 'Oriental Gaming' },
  { code: 'BBIN', name: 'BBIN' },
  { code: 'LOTUS', name: 'Lotus Live' },
  { code: 'TGP', name: 'TGP Live' },
  { code: 'KY', name: 'Kaiyuan Gaming' },
  { code: 'TH', name: 'TH Cards' },
  { code: 'KX', name: 'KX Cards' },
  { code: 'WS', name: 'WS Cards' },
  { code: 'XY', name: 'XY Cards' },
  { code: 'IBC', name: 'IBC Sports' },
  { code: 'SBT', name: 'SBT Sports' },
  { code: 'UG', name: 'UG Sports' },
  { code: 'TF', name: 'TF Esports' },
  { code: 'IA', name: 'IA Esports' },
  { code: 'LOTT', name: 'TakaPlay Lottery' },
  { code: 'TCG_SEA', name: 'SEA Lottery' },
  { code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery' },
  { code: 'ELOTT', name: 'E-Lottery' },
  { code: 'S128', name: 'S128 Cockfight' },
  { code: 'SV388', name: 'SV388 Cockfight' },
];

/** How many games each vendor gets per game type (vendor order inside a type = the category's sorting). */
export const vendorGameCounts: Readonly<Record<GameType, readonly [string, number][]>> = {
  SPORTS: [
    ['IBC', 1],
    ['SBT', 1],
    ['UG', 1],
  ],
  LIVE: [
    ['EA', 40],
    ['DG', 30],
    ['AG', 36],
    ['BG', 24],
    ['OG', 24],
    ['PT', 30],
    ['BBIN', 24],
    ['LOTUS', 16],
    ['TGP', 16],
  ],
  RNG: [
    ['PG', 320],
    ['JL', 480],
    ['PT', 1100],
    ['JDB', 420],
    ['CQ9', 640],
    ['PNG', 800],
    ['MG', 1500],
    ['FC', 260],
    ['ISB', 720],
    ['AG', 300],
    ['GG', 240],
    ['MGS', 900],
    ['RTG', 420],
    ['TTG', 660],
    ['AE', 180],
    ['WD', 200],
    ['EG2', 260],
    ['BGS', 180],
  ],
  FISH: [
    ['JL', 14],
    ['JDB', 12],
    ['FC', 10],
    ['CQ9', 12],
    ['AG', 6],
    ['BBIN', 6],
    ['GG', 8],
    ['PT', 6],
    ['RTG', 4],
  ],
  PVP: [
    ['KY', 60],
    ['TH', 40],
    ['KX', 36],
    ['WS', 30],
    ['XY', 30],
  ],
  ESPORTS: [
    ['TF', 1],
    ['IA', 1],
  ],
  LOTT: [
    ['LOTT', 24],
    ['TCG_SEA', 10],
  ],
  ELOTT: [
    ['TCG_LOTTO_VN', 12],
    ['ELOTT', 18],
  ],
  COCKFIGHT: [
    ['S128', 1],
    ['SV388', 1],
  ],
};

/** MXWIN shows the RNG vendors at positions 10 to 14 of the RNG sorting (spec section 9). */
export const mxwinPositions = { from: 10, to: 14 } as const;

/** Categories, their game type, nav key, page path and titles, in navigation order. */
export const catalogCategories: readonly {
  code: VendorCategory;
  gameType: GameType;
  navKey: string;
  path: string;
  titles: { en: string; bn: string };
}[] = [
  {
    code: 'SPORTS',
    gameType: 'SPORTS',
    navKey: 'con_sports',
    path: '/sports',
    titles: { en: 'Sports', bn: 'স্পোর্টস' },
  },
  {
    code: 'LIVE',
    gameType: 'LIVE',
    navKey: 'con_live',
    path: '/live',
    titles: { en: 'Live Casino', bn: 'লাইভ ক্যাসিনো' },
  },
  { code: 'RNG', gameType: 'RNG', navKey: 'con_rng', path: '/rng', titles: { en: 'Slots', bn: 'স্লট' } },
  {
    code: 'FISH',
    gameType: 'FISH',
    navKey: 'con_fish',
    path: '/fish',
    titles: { en: 'Fishing', bn: 'ফিশিং' },
  },
  {
    code: 'PVP',
    gameType: 'PVP',
    navKey: 'con_pvp',
    path: '/pvp',
    titles: { en: 'Card Games', bn: 'কার্ড গেম' },
  },
  {
    code: 'ESPORTS',
    gameType: 'ESPORTS',
    navKey: 'compete_game',
    path: '/esports',
    titles: { en: 'E-sports', bn: 'ই-স্পোর্টস' },
  },
  {
    code: 'LOTT',
    gameType: 'LOTT',
    navKey: 'con_lott',
    path: '/lott',
    titles: { en: 'Lottery', bn: 'লটারি' },
  },
  {
    code: 'ELOTT',
    gameType: 'ELOTT',
    navKey: 'con_elott',
    path: '/elott',
    titles: { en: 'E-Lottery', bn: 'ই-লটারি' },
  },
  {
    code: 'COCKFIGHT',
    gameType: 'COCKFIGHT',
    navKey: 'in_cockfight_nav',
    path: '/cockfight',
    titles: { en: 'Cockfight', bn: 'মোরগ লড়াই' },
  },
  {
    code: 'MXWIN',
    gameType: 'RNG',
    navKey: 'con_mxwin',
    path: '/rng?gameType=MXWIN',
    titles: { en: 'Max Win', bn: 'ম্যাক্স উইন' },
  },
];

/** Lanes of GCSGAME_newGameVendor: all new games, then the vendors with the most releases. */
export const catalogLanes: readonly {
  id: string;
  titles: { en: string; bn: string };
  vendor: string | null;
  gameType: GameType | null;
}[] = [
  { id: 'new', titles: { en: 'New games', bn: 'নতুন গেম' }, vendor: null, gameType: null },
  { id: 'new-slots', titles: { en: 'New slots', bn: 'নতুন স্লট' }, vendor: null, gameType: 'RNG' },
  {
    id: 'new-pg',
    titles: { en: 'New from PG Soft', bn: 'PG Soft-এর নতুন গেম' },
    vendor: 'PG',
    gameType: null,
  },
  { id: 'new-jl', titles: { en: 'New from JILI', bn: 'JILI-র নতুন গেম' }, vendor: 'JL', gameType: null },
  { id: 'new-live', titles: { en: 'New live tables', bn: 'নতুন লাইভ টেবিল' }, vendor: null, gameType: 'LIVE' },
];

/** The game type a lottery vendor's games are listed under (its category above). */
export const lotteryGameTypeOf = (vendor: string): GameType =>
  vendorGameCounts.LOTT.some(([code]) => code === vendor) ? 'LOTT' : 'ELOTT';
