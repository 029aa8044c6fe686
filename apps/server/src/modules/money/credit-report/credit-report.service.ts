import {
  creditReportCategories,
  creditReportMaxDays,
  toDecimalString,
  type CreditReport,
  type CreditReportCategory,
  type CreditReportTotals,
  type RecordType,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { getSetting } from '../../platform/system/system.service.js';
import * as repo from './credit-report.repository.js';

const DAY_MS = 86_400_000;
const FALLBACK_TIME_ZONE = 'Asia/Dhaka';

type Line = Exclude<CreditReportCategory, 'net'>;

/**
 * The statement line of each journal type that moves a member's wallet. A withdrawal's refund nets
 * against the withdrawal, a cancelled bet's refund against the bets, a forfeited bonus against the
 * bonuses; any type not listed (a new one) shows under `other`, so the lines always add up to net.
 */
const lineOfType: Partial<Record<RecordType, Line>> = {
  deposit: 'deposits',
  withdrawal: 'withdrawals',
  withdrawal_refund: 'withdrawals',
  bonus: 'bonuses',
  bonus_forfeit: 'bonuses',
  mission_reward: 'bonuses',
  raffle_prize: 'bonuses',
  jackpot_win: 'bonuses',
  points_conversion: 'bonuses',
  rebate: 'rebate',
  game_bet: 'bets',
  game_refund: 'bets',
  game_win: 'wins',
  game_adjust: 'wins',
};

export const creditReportLineOf = (type: string): Line => lineOfType[type as RecordType] ?? 'other';

const zeroSums = (): Record<CreditReportCategory, bigint> =>
  Object.fromEntries(creditReportCategories.map((category) => [category, 0n])) as Record<
    CreditReportCategory,
    bigint
  >;

const toTotals = (sums: Record<CreditReportCategory, bigint>): CreditReportTotals =>
  Object.fromEntries(
    creditReportCategories.map((category) => [category, toDecimalString(sums[category])]),
  ) as CreditReportTotals;

async function siteTimeZone(db: Db): Promise<string> {
  const { timeZone } = await getSetting(db, 'resources');
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** The member's statement for local days from..to of the site time zone, summed from the ledger. */
export async function getCreditReport(
  db: Db,
  memberId: string,
  query: { from: string; to: string },
): Promise<CreditReport> {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
  if (!(days >= 1 && days <= creditReportMaxDays)) {
    throw keyedError(400, 'records_range_invalid', { days: creditReportMaxDays }, { field: 'from' });
  }
  const range = { fromDay: query.from, toDay: query.to, timeZone: await siteTimeZone(db) };
  const [rows, opening] = await Promise.all([
    repo.sumByDayAndType(db, memberId, range),
    repo.balanceBefore(db, memberId, range),
  ]);

  const totals = zeroSums();
  const perDay = new Map<string, Record<CreditReportCategory, bigint>>();
  for (const row of rows) {
    const amount = BigInt(row.amount);
    const line = creditReportLineOf(row.type);
    const day = perDay.get(row.day) ?? zeroSums();
    perDay.set(row.day, day);
    for (const sums of [day, totals]) {
      sums[line] += amount;
      sums.net += amount;
    }
  }
  return {
    from: query.from,
    to: query.to,
    timeZone: range.timeZone,
    openingBalance: toDecimalString(opening),
    closingBalance: toDecimalString(opening + totals.net),
    totals: toTotals(totals),
    days: [...perDay].map(([date, sums]) => ({ date, ...toTotals(sums) })),
  };
}
