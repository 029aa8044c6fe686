import { hashString } from '../random/seeded-random.js';
import { assertRtpBp } from '../rtp-range.js';
import { slotFamilies } from './families.js';
import { paylinesFor } from './paylines.js';
import { createSlotRtpModel, type SlotShape } from './rtp.js';
import { buildStrip } from './strips.js';
import { slotThemeById, slotThemes, type SlotTheme } from './themes.js';
import { tunePaytable, type TunedPaytable } from './tuning.js';
import type { SlotConfig, SlotFamily, SlotSymbol } from './types.js';

const VERSION = 'v1';

/**
 * Which family plays a catalog line count: 1-5 lines the 3x3 classic, 6-24 the 5x3 video game,
 * 25-50 the higher-volatility 5x3, 243 ways 5x3, 1024 ways 5x4. Other counts go to the nearest
 * layout that can show them: up to 243 to 243 ways, above that to 1024 ways. Returns the line (or way)
 * count actually played.
 */
export function slotLayoutFor(lines: number): { family: SlotFamily; lines: number } {
  if (!Number.isInteger(lines) || lines < 1)
    throw new RangeError(`slot line count must be positive, not ${lines}`);
  const family = slotFamilies.find((f) => lines >= f.minLines && lines <= f.maxLines);
  if (family) return { family, lines };
  return lines <= 243 ? slotLayoutFor(243) : slotLayoutFor(1024);
}

/** The theme of a catalog slot game, by a hash of its code. */
export const slotThemeFor = (gameCode: string): SlotTheme =>
  slotThemes[hashString(gameCode) % slotThemes.length]!;

/** The configuration of a catalog slot game: layout by line count, theme by game code, tuned to the RTP. */
export function slotConfigFor(gameCode: string, lines: number, declaredRtpBp: number): SlotConfig {
  const layout = slotLayoutFor(lines);
  return buildSlotConfig(layout.family.id, slotThemeFor(gameCode).id, layout.lines, declaredRtpBp);
}

/** Rebuilds a configuration from its id (`slots:v1:<family>:<theme>:<lines>:<rtpBp>`). */
export function slotConfigById(id: string): SlotConfig {
  const [engine, version, family, theme, lines, rtpBp, ...rest] = id.split(':');
  if (
    engine !== 'slots' ||
    version !== VERSION ||
    rest.length > 0 ||
    !/^\d+$/.test(lines ?? '') ||
    !/^\d+$/.test(rtpBp ?? '')
  ) {
    throw new RangeError(`not a slot configuration id: ${id}`);
  }
  return buildSlotConfig(family!, theme!, Number(lines), Number(rtpBp));
}

// Configurations share their parts: thousands of catalog games map onto a few families and themes.
const configs = new Map<string, SlotConfig>();
const tunings = new Map<string, TunedPaytable>();
const strips = new Map<string, number[][]>();
const symbols = new Map<string, SlotSymbol[]>();

function cached<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

const buildStrips = (family: SlotFamily): number[][] =>
  family.reelCounts.map((counts, reel) =>
    buildStrip(
      counts,
      family.roles.indexOf('SCATTER'),
      family.rows,
      `${family.id}/${family.stripSeed}/${reel}`,
    ),
  );

const symbolsOf = (family: SlotFamily, theme: SlotTheme): SlotSymbol[] =>
  family.roles.map((role, id) => ({
    id,
    role,
    kind: role === 'WILD' ? 'wild' : role === 'SCATTER' ? 'scatter' : 'regular',
    name: theme.symbols[role].name,
  }));

export function buildSlotConfig(
  familyId: string,
  themeId: string,
  lines: number,
  declaredRtpBp: number,
): SlotConfig {
  const id = `slots:${VERSION}:${familyId}:${themeId}:${lines}:${declaredRtpBp}`;
  const known = configs.get(id);
  if (known) return known;
  const family = slotFamilies.find((f) => f.id === familyId);
  if (!family) throw new RangeError(`unknown slot family ${familyId}`);
  if (lines < family.minLines || lines > family.maxLines)
    throw new RangeError(`${familyId} does not play ${lines} lines`);
  assertRtpBp(declaredRtpBp);
  const theme = slotThemeById(themeId);
  const shape: SlotShape = {
    reels: family.reels,
    rows: family.rows,
    mode: family.mode,
    cost: family.mode === 'lines' ? lines : family.waysCost,
    lines: family.mode === 'lines' ? paylinesFor(family.reels, lines) : [],
    symbols: cached(symbols, `${family.id}:${theme.id}`, () => symbolsOf(family, theme)),
    strips: cached(strips, family.id, () => buildStrips(family)),
    freeSpins: family.freeSpins,
  };
  // Every line has the same expected pay, so the tuning depends on the family and the RTP only.
  const tuned = cached(tunings, `${familyId}:${declaredRtpBp}`, () =>
    tunePaytable(createSlotRtpModel(shape), family.basePays, family.baseScatterPays, declaredRtpBp / 10_000),
  );
  const config: SlotConfig = {
    ...shape,
    id,
    family: family.id,
    theme: theme.id,
    ways: family.mode === 'ways' ? family.rows ** family.reels : 0,
    pays: tuned.pays,
    scatterPays: tuned.scatterPays,
    declaredRtpBp,
    rtp: tuned.rtp.total,
  };
  configs.set(id, config);
  return config;
}
