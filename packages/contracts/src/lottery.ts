import { z } from 'zod';
import { optionalParam, vendorCodeSchema } from './lobby.js';
import { safeText } from './text.js';

// The platform's lottery calls (spec section 7) and the operator's lottery controls. The games, draws
// and tickets belong to the lottery provider (its own player API under /lp); these read it for the lobby.

export const lotteryPrizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type LotteryPrizeMode = (typeof lotteryPrizeModes)[number];

const gameCodeSchema = safeText(20, { trim: false }).regex(/^[0-9A-Z_]{1,20}$/, 'unknown lottery game');
const languageParam = safeText(10).default('en').describe('names in this language (English when missing)');

export const lotteryMenuQuerySchema = z.object({
  prizeMode: optionalParam(z.enum(lotteryPrizeModes).describe('only games of this prize mode')),
  vassalage: optionalParam(vendorCodeSchema.describe('only this lottery vendor (e.g. TCG_LOTTO_VN)')),
  device: optionalParam(safeText(10).describe("'WEB'")),
  language: languageParam,
});
export type LotteryMenuQuery = z.input<typeof lotteryMenuQuerySchema>;

export const lotteryIssueSchema = z.object({
  gameCode: z.string(),
  drawId: z.string(),
  issue: z.string().describe('the draw number (numero)'),
  opensAt: z.string(),
  closesAt: z.string().describe('betting closes at'),
  drawAt: z.string(),
  seedHash: z.string().describe('SHA-256 of the draw seed, published before the draw'),
});
export type LotteryIssue = z.infer<typeof lotteryIssueSchema>;

export const lotteryMenuGameSchema = z.object({
  nodeId: z.string().describe('the catalog game to launch'),
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  prizeMode: z.enum(lotteryPrizeModes),
  family: z.string().describe('SSC, PK10, 11X5, LHC, LF, VN_NORTH, VN_SOUTH, THAI or 4D'),
  iconUrl: z.string(),
  current: lotteryIssueSchema.nullable().describe('the draw taking bets now'),
  previous: z
    .object({ issue: z.string(), drawAt: z.string(), result: z.unknown().nullable() })
    .nullable()
    .describe('the last draw and its result'),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGameSchema>;
export const lotteryMenuValueSchema = z.object({ games: z.array(lotteryMenuGameSchema) });
export type LotteryMenuValue = z.infer<typeof lotteryMenuValueSchema>;

export const openedNumeroQuerySchema = z.object({ gameCode: optionalParam(gameCodeSchema) });
export const openedNumerosValueSchema = z.object({ numeros: z.array(lotteryIssueSchema) });
export type OpenedNumerosValue = z.infer<typeof openedNumerosValueSchema>;

// Operator controls (operator:games)

const minorAmount = safeText(16).regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount like 100 or 0.50');

export const lotteryScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interval'), everySeconds: z.number().int().min(10).max(86_400) }),
  z.object({
    kind: z.literal('daily'),
    times: z
      .array(safeText(5).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'times look like 18:15'))
      .min(1)
      .max(24),
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    monthDays: z.array(z.number().int().min(1).max(31)).max(31).optional(),
  }),
]);

export const lotteryGameSettingsSchema = z.object({
  code: z.string(),
  family: z.string(),
  prizeMode: z.enum(lotteryPrizeModes),
  vendorCode: z.string(),
  names: z.object({ en: z.string(), bn: z.string() }),
  schedule: lotteryScheduleSchema,
  utcOffsetMinutes: z.number().int(),
  closeSeconds: z.number().int(),
  resultSource: z.enum(['rng', 'operator']),
  minStake: z.string(),
  maxStake: z.string(),
  numberLimit: z.string().describe('largest potential payout on one number of one draw'),
  drawLimit: z.string().describe('largest potential payout of one draw'),
  enabled: z.boolean(),
});
export type LotteryGameSettings = z.infer<typeof lotteryGameSettingsSchema>;
export const lotteryGameSettingsListSchema = z.object({ games: z.array(lotteryGameSettingsSchema) });

export const lotteryGameParamsSchema = z.object({ code: gameCodeSchema });
export const lotteryDrawParamsSchema = z.object({
  drawId: safeText(18, { trim: false }).regex(/^[1-9][0-9]{0,17}$/, 'drawId must be a draw id'),
});
export const lotteryGameUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  prizeMode: z.enum(lotteryPrizeModes).optional(),
  schedule: lotteryScheduleSchema.optional(),
  utcOffsetMinutes: z.number().int().min(-720).max(840).optional(),
  closeSeconds: z.number().int().min(0).max(86_400).optional(),
  resultSource: z.enum(['rng', 'operator']).optional(),
  minStake: minorAmount.optional(),
  maxStake: minorAmount.optional(),
  numberLimit: minorAmount.optional(),
  drawLimit: minorAmount.optional(),
});
export type LotteryGameUpdate = z.input<typeof lotteryGameUpdateSchema>;

export const lotteryPrizeModeParamsSchema = z.object({ code: z.enum(lotteryPrizeModes) });
export const lotteryPrizeModeUpdateSchema = z.object({
  returnBp: z.number().int().min(5_000).max(10_000).describe('return of the default odds, 9700 = 97%'),
  rebateBp: z.number().int().min(0).max(2_000).describe('rebate on every stake, 150 = 1.5%'),
});

export const lotteryOddsUpdateSchema = z.object({
  prizeMode: z.enum(lotteryPrizeModes),
  family: safeText(10, { trim: false }).regex(/^[0-9A-Z_]{2,10}$/),
  betType: safeText(40, { trim: false }).regex(/^[0-9A-Z_]{2,40}$/),
  odds: z
    .record(safeText(12, { trim: false }).regex(/^[a-z0-9]{0,12}$/), z.number().min(1).max(1_000_000))
    .describe("payout per 1 staked per odds key ('' when the bet type has one odds)"),
});

export const lotteryPrizeModeListSchema = z.object({
  modes: z.array(
    z.object({
      code: z.enum(lotteryPrizeModes),
      returnBp: z.number().int().describe('return of the default odds, 9700 = 97%'),
      rebateBp: z.number().int().describe('rebate on every stake, 150 = 1.5%'),
    }),
  ),
});

export const lotteryOddsQuerySchema = lotteryOddsUpdateSchema.pick({ prizeMode: true, family: true });
export const lotteryOddsListSchema = z.object({
  betTypes: z.array(
    z.object({
      betType: z.string(),
      odds: z.record(z.string(), z.number()).describe('payout per 1 staked per odds key'),
      overridden: z.boolean().describe("the operator's odds; otherwise the default of the mode's return"),
    }),
  ),
});

const resultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('numbers'), numbers: z.array(z.number().int().min(0).max(99)).min(5).max(20) }),
  z.object({
    kind: z.literal('prizes'),
    tiers: z
      .array(
        z.object({
          name: safeText(12, { trim: false }).regex(/^[a-z0-9]{1,12}$/),
          numbers: z
            .array(safeText(6, { trim: false }).regex(/^[0-9]{2,6}$/))
            .min(1)
            .max(10),
        }),
      )
      .min(1)
      .max(10),
  }),
]);
export const lotteryResultRequestSchema = z.object({ result: resultSchema });
export const lotteryVoidRequestSchema = z.object({ reason: safeText(200).min(1, 'Input cannot be empty') });

export const lotteryDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  issue: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  status: z.enum(['open', 'closed', 'drawn', 'settled', 'void']),
  seedHash: z.string(),
  seed: z.string().nullable(),
  result: z.unknown().nullable(),
  resultSource: z.string().nullable(),
});
export const lotteryDrawListSchema = z.object({ draws: z.array(lotteryDrawSchema) });
export const lotteryDrawListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const lotteryVoidResultSchema = z.object({ tickets: z.number().int().describe('tickets refunded') });
export const lotteryLiabilitySchema = z.object({
  draw: lotteryDrawSchema,
  tickets: z.number().int(),
  stake: z.string(),
  paid: z.string(),
  potentialPayout: z.string(),
  numbers: z.array(
    z.object({ key: z.string().describe('<betType>:<group>:<pick>'), potentialPayout: z.string() }),
  ),
});
