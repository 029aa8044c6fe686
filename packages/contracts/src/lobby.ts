import { z } from 'zod';
import { safeText } from './text.js';
import {
  favoritesPageSize,
  gameClassifies,
  gamePageSize,
  gameTypes,
  isGameValues,
  rankListLimit,
  vendorCategories,
} from './lobby-constants.js';

/** Query parameters arrive as strings; an empty one (`vassalage=`) counts as absent. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsAbsent, schema.optional());

/** A node id: digits, sent as a string or a number; always compared (and answered) as a string. */
export const nodeIdSchema = z
  .union([z.string().trim(), z.number().int().nonnegative()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, 'nodeId must be a game id'));

export const vendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,32}$/, 'vendor codes are upper-case letters, digits and _');

const languageParam = safeText(10)
  .default('en')
  .describe('names in this language; a game without one falls back to English');
const imgSizeParam = optionalParam(
  z
    .string()
    .regex(/^[a-z0-9]{1,8}$/)
    .describe("image size token, e.g. 'rx2': icon URLs ask for a double-size drawing"),
);
const pageNoParam = z.coerce.number().int().min(1).max(100_000).default(1);
const cappedPageSize = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((size) => Math.min(size, max))
    .describe(`default ${fallback}; larger values are capped at ${max}`);
const clientParams = {
  clientType: optionalParam(z.coerce.number().int().describe('3 (web)')),
  platform: optionalParam(safeText(64).describe("'flash,html5-desktop'")),
  merchant: optionalParam(safeText(64)),
  merchantCode: optionalParam(safeText(64)),
};
export const decimalParam = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'expected an amount like 1 or 0.20');

export const gameSchema = z.object({
  nodeId: z.string().describe('game id; compare as a string'),
  gameName: z.string().describe('name in the requested language (English when missing)'),
  iconUrl: z.string(),
  lagerIcon: z.string().describe('larger icon'),
  vassalage: z.string().describe('vendor code'),
  vendorName: z.string(),
  gameType: z.enum(gameTypes),
  gameCode: z.string(),
  isGame: z.enum(isGameValues).describe('VASSALAGE: opens a popup list of the vendor games'),
  supportPlay: z.number().int().describe('0: a free trial is offered'),
  gameClassify: z.enum(gameClassifies).nullable(),
  minBet: z.string().describe('smallest stake, decimal string'),
  lines: z.number().int().nullable(),
  rtp: z.string().nullable().describe("return to player in percent, e.g. '96.50'"),
  hotRank: z.number().int().nullable().describe('position among hot games; null when not hot'),
  isNew: z.boolean(),
  releasedAt: z.string().describe('yyyy-MM-dd'),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListQuerySchema = z.object({
  ...clientParams,
  gameType: optionalParam(
    z.enum(vendorCategories).describe('category (RNG, LIVE, ..., MXWIN); absent: every category'),
  ),
  pageNo: pageNoParam,
  pageSize: cappedPageSize(gamePageSize.default, gamePageSize.max).describe(
    `12 on the home lobby, 24 elsewhere; capped at ${gamePageSize.max}`,
  ),
  vassalage: optionalParam(vendorCodeSchema.describe('only this vendor (VASSALAGE entries left out)')),
  gameClassify: optionalParam(z.enum(gameClassifies)),
  language: languageParam,
  imgSize: imgSizeParam,
  minBet: optionalParam(decimalParam.describe('slot filter: minimum bet at least this amount (e.g. 1)')),
  lines: optionalParam(
    z.coerce.number().int().min(1).max(100_000).describe('slot filter: at least this many lines (e.g. 25)'),
  ),
  gameName: optionalParam(safeText(64).min(1).describe('name search (any language, or the game code)')),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export type GameListParams = z.output<typeof gameListQuerySchema>;

export const gameListValueSchema = z.object({
  games: z.array(gameSchema),
  totalPages: z.number().int(),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValueSchema>;

export const menuVendorSchema = z.object({
  vassalage: z.string(),
  vendorName: z.string(),
  logoUrl: z.string(),
  gameType: z.enum(gameTypes),
  gameCount: z.number().int(),
});
export type MenuVendor = z.infer<typeof menuVendorSchema>;

export const menuCategorySchema = z.object({
  gameCategory: z.enum(vendorCategories),
  title: z.string(),
  navKey: z.string().describe('i18n key of the nav entry'),
  path: z.string(),
  gameType: z.enum(gameTypes),
  vendors: z.array(menuVendorSchema).describe('in the operator sorting order'),
  gameClassify: z.array(z.enum(gameClassifies)).describe('sub-type filters with games here'),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const navEntrySchema = z.object({
  key: z.string().describe('HOME, PROMOTIONS or a category'),
  navKey: z.string(),
  path: z.string(),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

export const gameMenusQuerySchema = z.object({ ...clientParams, language: languageParam });
export const gameMenusValueSchema = z.object({
  nav: z.array(navEntrySchema).describe('home, promotions, then one entry per category with a vendor'),
  categories: z.array(menuCategorySchema),
});
export type GameMenusValue = z.infer<typeof gameMenusValueSchema>;

export const hotGamesQuerySchema = z.object({
  ...clientParams,
  isPlatform: optionalParam(z.coerce.number().int()),
  vassalage: optionalParam(vendorCodeSchema),
  gameType: optionalParam(z.enum(vendorCategories)),
  language: languageParam,
  imgSize: imgSizeParam,
});
export type HotGamesParams = z.output<typeof hotGamesQuerySchema>;
export const hotGamesValueSchema = z.object({ list: z.array(gameSchema) });
export type HotGamesValue = z.infer<typeof hotGamesValueSchema>;

export const laneSchema = z.object({
  id: z.string(),
  title: z.string(),
  vassalage: z.string().nullable(),
  vendorName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  gameType: z.enum(gameTypes).nullable(),
  games: z.array(gameSchema).describe('newest first'),
});
export type Lane = z.infer<typeof laneSchema>;
export const lanesQuerySchema = z.object({ ...clientParams, language: languageParam, imgSize: imgSizeParam });
export const lanesValueSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) });
export type LanesValue = z.infer<typeof lanesValueSchema>;

export const vassGameTypeSchema = z.object({
  vassalage: z.string(),
  vendorName: z.string(),
  logoUrl: z.string(),
  gameTypes: z.array(z.enum(gameTypes)),
  categories: z.array(z.enum(vendorCategories)),
});
export type VassGameType = z.infer<typeof vassGameTypeSchema>;

/** Account game lists (favourites, recent): a page of games. */
export const accountGameListValueSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type AccountGameListValue = z.infer<typeof accountGameListValueSchema>;

export const favoriteListQuerySchema = z.object({
  ...clientParams,
  language: languageParam,
  imgSize: imgSizeParam,
  pageNo: pageNoParam,
  pageSize: cappedPageSize(favoritesPageSize, favoritesPageSize),
});
export const recentGamesQuerySchema = z.object({
  ...clientParams,
  language: languageParam,
  imgSize: imgSizeParam,
  pageNo: pageNoParam,
  pageSize: cappedPageSize(gamePageSize.default, gamePageSize.max),
});

export const favoriteRefSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  gameType: z.enum(gameTypes),
});
export type FavoriteRef = z.infer<typeof favoriteRefSchema>;
export const favoriteRefsSchema = z.array(favoriteRefSchema).describe('newest first');

export const addFavoriteSchema = z.object({
  nodeId: nodeIdSchema,
  vendor: safeText(32).optional().describe('informational; the game decides'),
  gameType: safeText(32).optional().describe('informational; the game decides'),
});
export type AddFavoriteRequest = z.input<typeof addFavoriteSchema>;
export const removeFavoriteSchema = z.object({ nodeId: nodeIdSchema });
export const removeFavoriteQuerySchema = z.object({ nodeId: optionalParam(nodeIdSchema) });

export const rankListQuerySchema = z.object({
  ...clientParams,
  gameCategory: z
    .enum(['ALL', ...vendorCategories])
    .default('ALL')
    .describe('ALL or one category'),
  language: languageParam,
  limitNum: cappedPageSize(rankListLimit.default, rankListLimit.max),
});
export const winnerSchema = z.object({
  rank: z.number().int(),
  vo: z.object({
    customerName: z.string().describe('masked'),
    winAmount: z.string().describe('decimal string; show with the currency symbol'),
    gameName: z.string(),
    nodeId: z.string(),
    vassalage: z.string(),
    gameType: z.enum(gameTypes),
    gameCode: z.string(),
    iconUrl: z.string(),
    wonAt: z.string(),
  }),
});
export type Winner = z.infer<typeof winnerSchema>;
export const rankListValueSchema = z.object({ list: z.array(winnerSchema) });
export type RankListValue = z.infer<typeof rankListValueSchema>;

export const vassGameTypesSchema = z.array(vassGameTypeSchema);
export const removeFavoriteBodySchema = removeFavoriteSchema.nullish();
