import { z } from 'zod';
import { gameTypes } from './lobby-constants.js';
import { nodeIdSchema, optionalParam, vendorCodeSchema } from './lobby.js';

// Player-side game launch calls (spec section 7).

/** Game types the house provider cannot run: launching them answers 'game_unavailable'. */
export const unplayableGameTypes = ['LOTT', 'ELOTT'] as const;

const launchLanguage = z
  .string()
  .trim()
  .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'language must be a code like en or bn')
  .default('en')
  .describe('language the game client opens in');

export const gameLaunchRequestSchema = z.object({
  nodeId: nodeIdSchema,
  language: launchLanguage,
});
export type GameLaunchRequest = z.input<typeof gameLaunchRequestSchema>;

export const gameLaunchResultSchema = z.object({
  url: z
    .string()
    .describe(
      'site path of the game page: /seamless?provider=HOUSE&launch=<token>&lang=<lang> (real play) or ' +
        '/seamless?provider=HOUSE&demo=<ticket>&lang=<lang> (demo play)',
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
});
export type Room = z.infer<typeof roomSchema>;
export const roomListValueSchema = z.object({ rooms: z.array(roomSchema) });
export type RoomListValue = z.infer<typeof roomListValueSchema>;
