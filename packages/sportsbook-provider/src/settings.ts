import { z } from 'zod';
import type { SbDb } from './context.js';

/** The operator's settings of the book (sb_setting 'book'); every field has a default. */
export const bookSettingsSchema = z.object({
  /** Margin added to fair prices: the default, per sport and per market type (0.05 is 5%). */
  margin: z
    .object({
      default: z.number().min(0).max(0.5),
      sports: z.record(z.string(), z.number().min(0).max(0.5)),
      marketTypes: z.record(z.string(), z.number().min(0).max(0.5)),
    })
    .default({ default: 0.05, sports: {}, marketTypes: { correct_score: 0.15, top_batsman: 0.12 } }),
  /** Stakes and payouts in minor units. */
  limits: z
    .object({
      minStake: z.number().int().min(1),
      maxStake: z.number().int().min(1),
      maxPayout: z.number().int().min(1),
      /** A player's total stake on one market. */
      maxStakePerMarket: z.number().int().min(1),
      maxLegs: z.number().int().min(2).max(20),
    })
    .default({
      minStake: 100,
      maxStake: 5_000_000,
      maxPayout: 50_000_000,
      maxStakePerMarket: 10_000_000,
      maxLegs: 12,
    }),
  /** In-play bets wait this long, then are checked again. */
  inPlayDelayMs: z.number().int().min(0).max(15_000).default(3_000),
  /** Cash-out pays this much less than the bet's value at current odds. */
  cashoutMargin: z.number().min(0).max(0.5).default(0.05),
  cockfight: z
    .object({
      /** Seconds between fights, of which the first `windowSeconds` take bets. */
      intervalSeconds: z.number().int().min(30).max(3_600),
      windowSeconds: z.number().int().min(10).max(3_000),
      /** Decimal odds in hundredths: Draw 8:1 is 900. */
      meronOdds: z.number().int().min(101),
      walaOdds: z.number().int().min(101),
      drawOdds: z.number().int().min(101),
      streamUrl: z.string().max(500).nullable(),
    })
    .default({
      intervalSeconds: 180,
      windowSeconds: 120,
      meronOdds: 190,
      walaOdds: 190,
      drawOdds: 900,
      streamUrl: null,
    }),
});
export type BookSettings = z.infer<typeof bookSettingsSchema>;

const KEY = 'book';

export async function readSettings(db: SbDb): Promise<BookSettings> {
  const row = await db.selectFrom('sb_setting').select('value').where('key', '=', KEY).executeTakeFirst();
  const parsed = bookSettingsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : bookSettingsSchema.parse({});
}

export async function writeSettings(db: SbDb, settings: BookSettings): Promise<void> {
  await db
    .insertInto('sb_setting')
    .values({ key: KEY, value: JSON.stringify(settings) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(settings) }))
    .execute();
}

/** The margin of a market: its type's, else its sport's, else the default. */
export const marginFor = (settings: BookSettings, sport: string, marketType: string): number =>
  settings.margin.marketTypes[marketType] ?? settings.margin.sports[sport] ?? settings.margin.default;
