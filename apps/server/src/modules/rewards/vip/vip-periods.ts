import type { VipPeriod } from '@app/contracts';

/**
 * VIP evaluation periods (UTC): a week named by its Monday ('W2026-11-23'), a month ('2026-11'), a
 * quarter ('Q2026-4'). Levels are reached over the current period and the last; the turn (relegation,
 * period bonus) runs once at the start of each period.
 */

const DAY = 86_400_000;

function startOf(now: Date, period: VipPeriod): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (period === 'weekly') {
    const day = Date.UTC(year, month, now.getUTCDate());
    return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY);
  }
  if (period === 'quarterly') return new Date(Date.UTC(year, month - (month % 3), 1));
  return new Date(Date.UTC(year, month, 1));
}

export function vipPeriodKey(now: Date, period: VipPeriod): string {
  const start = startOf(now, period);
  if (period === 'weekly') return `W${start.toISOString().slice(0, 10)}`;
  if (period === 'quarterly') return `Q${start.getUTCFullYear()}-${start.getUTCMonth() / 3 + 1}`;
  return start.toISOString().slice(0, 7);
}

/** The key of the period before the one `now` is in. */
export function previousVipPeriodKey(now: Date, period: VipPeriod): string {
  return vipPeriodKey(new Date(startOf(now, period).getTime() - 1), period);
}

/** The window a level is reached in: the current period and the last. */
export const vipWindow = (now: Date, period: VipPeriod): string[] => [
  vipPeriodKey(now, period),
  previousVipPeriodKey(now, period),
];
