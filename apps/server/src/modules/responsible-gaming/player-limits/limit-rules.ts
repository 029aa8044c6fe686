import { limitCoolingOffHours, type LimitPeriod } from '@app/contracts';

const HOUR_MS = 3_600_000;
const periodHours: Record<LimitPeriod, number> = { day: 24, week: 7 * 24, month: 30 * 24 };

/** Limits count over rolling windows: the last 24 hours, 7 days or 30 days (no time-zone edge to game). */
export const periodStart = (period: LimitPeriod, now: Date): Date =>
  new Date(now.getTime() - periodHours[period] * HOUR_MS);

export const coolingOffEnd = (now: Date): Date => new Date(now.getTime() + limitCoolingOffHours * HOUR_MS);

export interface StoredLimit {
  value: bigint;
  /** undefined: nothing waiting; null: the limit is being removed. */
  pending?: { value: bigint | null; at: Date } | undefined;
}

/** The limit in force at `now`: a waiting raise or removal counts once its 24 hours are over. */
export function limitInForce(stored: StoredLimit | undefined, now: Date): bigint | null {
  if (!stored) return null;
  if (stored.pending && stored.pending.at <= now) return stored.pending.value;
  return stored.value;
}

/**
 * What to store when the member asks for `requested` (null: no limit): a first limit or a lower one
 * applies at once (and cancels a waiting raise); a higher one, or a removal, waits 24 hours while
 * the current limit stays in force. Answers null when nothing is left to store.
 */
export function nextLimit(
  stored: StoredLimit | undefined,
  requested: bigint | null,
  now: Date,
): StoredLimit | null {
  const current = limitInForce(stored, now);
  if (current === null) return requested === null ? null : { value: requested };
  if (requested !== null && requested <= current) return { value: requested };
  return { value: current, pending: { value: requested, at: coolingOffEnd(now) } };
}
