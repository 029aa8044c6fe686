import { toDecimalString, type Dashboard } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { getSetting } from '../../platform/system/system.service.js';
import * as repo from './dashboard.repository.js';

const maxDays = 92;

function toFigures(row: repo.Figures) {
  const bets = BigInt(row.bets);
  const wins = BigInt(row.wins);
  const bonus = BigInt(row.bonus_cost);
  return {
    deposits: toDecimalString(BigInt(row.deposits)),
    withdrawals: toDecimalString(BigInt(row.withdrawals)),
    bets: toDecimalString(bets),
    wins: toDecimalString(wins),
    ggr: toDecimalString(bets - wins),
    bonusCost: toDecimalString(bonus),
    ngr: toDecimalString(bets - wins - bonus),
    newPlayers: row.new_players,
    activePlayers: row.active_players,
    firstDepositors: row.first_depositors,
  };
}

/**
 * Today's (site time zone) and the period's figures (default: the last 7 days), a day-by-day series
 * for the charts, and the queues waiting for staff. GGR = settled stakes - wins; NGR = GGR - what
 * the house gave away (promotions, rebates, salaries, dividends: every credit that is not a payment,
 * play, transfer or correction).
 */
export async function getDashboard(
  db: Db,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<Dashboard> {
  const { timeZone } = await getSetting(db, 'resources');
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 7 * 86_400_000);
  if (!(from < to) || to.getTime() - from.getTime() > maxDays * 86_400_000) {
    throw keyedError(400, 'records_range_invalid', { days: maxDays });
  }
  const todayStart = await repo.startOfToday(db, timeZone);
  const [today, period, days, queues] = await Promise.all([
    repo.figures(db, todayStart, now),
    repo.figures(db, from, to),
    repo.days(db, from, to, timeZone),
    repo.queues(db),
  ]);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    today: toFigures(today),
    period: toFigures(period),
    days: days.map((day) => ({
      day: day.day,
      deposits: toDecimalString(BigInt(day.deposits)),
      withdrawals: toDecimalString(BigInt(day.withdrawals)),
      ggr: toDecimalString(BigInt(day.ggr)),
    })),
    queues,
  };
}
