import type { BookSettings } from '../settings.js';

/** A market's own limits (sb_market.limits) or a sport's (settings.sportLimits); null inherits. */
export interface LimitOverride {
  maxStake?: number | null;
  maxPayout?: number | null;
  maxLiability?: number | null;
}

/** A player's own limits (sb_player_limit); null inherits the book's. */
export interface PlayerLimits {
  maxStake: bigint | null;
  maxPayout: bigint | null;
  maxStakePerMarket: bigint | null;
}

export interface MarketLimits {
  maxStake: bigint;
  maxPayout: bigint;
  maxLiability: bigint;
}

/** One leg's market totals checked by sb_reserve_exposure (minor units, as strings for jsonb). */
export interface ReservationLimits {
  playerStake: string;
  stake: string;
  selectionStake: string;
  selectionLiability: string;
  liability: string;
}

export interface BetLimits {
  /** The largest stake and potential return of this bet: the lowest of the book's, the player's and its markets'. */
  maxStake: bigint;
  maxPayout: bigint;
  /** Per leg, in the legs' order. */
  reservation: ReservationLimits[];
}

const pick = (...values: (number | null | undefined)[]): bigint =>
  BigInt(values.find((value) => value !== null && value !== undefined)!);
const lowest = (values: readonly bigint[]): bigint => values.reduce((a, b) => (b < a ? b : a));

/** A market's limits: its own, else its sport's, else the book's. */
export function marketLimitsFor(
  settings: BookSettings,
  sport: string,
  own: LimitOverride | null,
): MarketLimits {
  const bySport: LimitOverride = settings.sportLimits[sport] ?? {};
  return {
    maxStake: pick(own?.maxStake, bySport.maxStake, settings.limits.maxStake),
    maxPayout: pick(own?.maxPayout, bySport.maxPayout, settings.limits.maxPayout),
    maxLiability: pick(own?.maxLiability, bySport.maxLiability, settings.marketLimits.maxLiability),
  };
}

/** A player's limits: their own where set, else the book's. */
export function playerLimitsFor(
  settings: BookSettings,
  own: PlayerLimits | null,
): { [K in keyof PlayerLimits]: bigint } {
  return {
    maxStake: own?.maxStake ?? BigInt(settings.limits.maxStake),
    maxPayout: own?.maxPayout ?? BigInt(settings.limits.maxPayout),
    maxStakePerMarket: own?.maxStakePerMarket ?? BigInt(settings.limits.maxStakePerMarket),
  };
}

/** Everything a bet is held to, from the book's settings, the player's limits and each leg's market. */
export function betLimits(
  settings: BookSettings,
  player: PlayerLimits | null,
  legs: readonly { sport: string; limits: LimitOverride | null }[],
): BetLimits {
  const own = playerLimitsFor(settings, player);
  const markets = legs.map((leg) => marketLimitsFor(settings, leg.sport, leg.limits));
  const { marketLimits } = settings;
  return {
    maxStake: lowest([own.maxStake, ...markets.map((m) => m.maxStake)]),
    maxPayout: lowest([own.maxPayout, ...markets.map((m) => m.maxPayout)]),
    reservation: markets.map((market) => ({
      playerStake: own.maxStakePerMarket.toString(),
      stake: String(marketLimits.maxStake),
      selectionStake: String(marketLimits.selectionMaxStake),
      selectionLiability: String(marketLimits.selectionMaxLiability),
      liability: market.maxLiability.toString(),
    })),
  };
}
