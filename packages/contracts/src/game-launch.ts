import { z } from 'zod';
import { safeText } from './text.js';
import { gameTypes } from './lobby-constants.js';
import { nodeIdSchema, optionalParam, vendorCodeSchema } from './lobby.js';

// Player-side game launch calls (spec section 7).

const launchLanguage = z
  .string()
  .trim()
  .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'language must be a code like en or bn')
  .default('en')
  .describe('language the game client opens in');

export const gameLaunchRequestSchema = z.object({
  nodeId: nodeIdSchema,
  language: launchLanguage,
  /** Lottery games: open the betting view of the game or the lottery lobby (spec section 7). */
  lottoView: z.enum(['betting', 'lobby']).default('betting'),
  device: z.enum(['WEB', 'MOBILE']).default('WEB'),
  /** Lottery games: where the lottery page's back button leads (a site path). */
  backUrl: safeText(200, { trim: false })
    .regex(/^\/[A-Za-z0-9/_?=&.-]{0,200}$/, 'backUrl is a site path like /lott')
    .default('/'),
});
export type GameLaunchRequest = z.input<typeof gameLaunchRequestSchema>;

export const gameLaunchResultSchema = z.object({
  url: z
    .string()
    .describe(
      'site path of the game page: /seamless?provider=HOUSE&launch=<token>&lang=<lang> (real play) or ' +
        '/seamless?provider=HOUSE&demo=<ticket>&lang=<lang> (demo play); lottery games open their lottery page ' +
        'with the spec parameters: /lottery (or /vnLottery, /seaLottery)?lottoArea&launchMode&lottoPrizeMode&' +
        'lottoGameCode&lottoView&device&backUrl&language&launch=<token>',
    ),
});
export type GameLaunchResult = z.infer<typeof gameLaunchResultSchema>;

export const roomListQuerySchema = z.object({
  vassalage: optionalParam(vendorCodeSchema.describe('only this vendor')),
  language: launchLanguage,
});
export type RoomListQuery = z.input<typeof roomListQuerySchema>;

export const roomSchema = z.object({
  nodeId: z.string(),
  gameName: z.string().describe('in the requested language, English when missing'),
  vassalage: z.string().describe('vendor code'),
  vendorName: z.string(),
  gameType: z.enum(gameTypes),
  minBet: z.string().describe('smallest stake, decimal string'),
  iconUrl: z.string(),
  players: z.number().int().describe('distinct members who launched this game in the last 10 minutes'),
  gameCode: z.string(),
  roads: z
    .enum(['baccarat', 'dragon-tiger'])
    .nullable()
    .describe(
      "a house baccarat or dragon tiger table: its road maps are drawn from the house provider's " +
        'GET /hp/api/tables/results?nodeIds (public); null for other rooms',
    ),
});
export type Room = z.infer<typeof roomSchema>;
export const roomListValueSchema = z.object({ rooms: z.array(roomSchema) });
export type RoomListValue = z.infer<typeof roomListValueSchema>;
