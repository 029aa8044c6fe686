import { toDecimalString, type CostReport } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import * as repo from './cost-report.repository.js';

const cashTypes = ['points_conversion', 'mission_reward', 'raffle_prize', 'jackpot_win'] as const;
const MAX_DAYS = 366;

/**
 * What engagement cost in a period: cash paid (points conversions and cash goods, mission rewards and
 * leaderboard prizes, envelopes and raffle prizes, jackpot wins) and points and tickets issued.
 */
export async function getCostReport(db: Db, query: { from: string; to: string }): Promise<CostReport> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(to > from) || to.getTime() - from.getTime() > MAX_DAYS * 86_400_000) {
    throw keyedError(400, 'report_range_invalid', { days: MAX_DAYS }, { field: 'to' });
  }
  const [cash, units] = await Promise.all([
    repo.sumCashByType(db, cashTypes, from, to),
    repo.sumUnitsIssued(db, from, to),
  ]);
  const rows = [
    ...cashTypes.map((type) => {
      const row = cash.find((c) => c.type === type);
      return {
        source: type,
        cash: toDecimalString(BigInt(row?.total ?? '0')),
        points: '0',
        count: row?.count ?? 0,
      };
    }),
    ...units.map((row) => ({
      source: `${row.asset}:${row.reason}`,
      cash: '0.00',
      points: row.total,
      count: row.count,
    })),
  ];
  const totalCash = cash.reduce((sum, row) => sum + BigInt(row.total), 0n);
  return { rows, totalCash: toDecimalString(totalCash) };
}
