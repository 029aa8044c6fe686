import {
  contractTypes,
  toDecimalString,
  type ContractType,
  type MyIncome,
  type PayoutPage,
  type PayoutRow,
  type ResolvedPeriod,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import * as repo from './settlement.repository.js';

/** Payout records and income of an agent: payouts whose period ended within a report period. */

const money = (value: string | bigint) => toDecimalString(BigInt(value));

function toRow(row: repo.PayoutListRow): PayoutRow {
  return {
    id: row.id,
    contractId: row.contract_id,
    contractType: row.contract_type,
    periodStart: new Date(row.period_start).toISOString(),
    periodEnd: new Date(row.period_end).toISOString(),
    periodKey: row.period_key,
    validBet: money(row.valid_bet),
    netLoss: money(row.net_loss),
    activeMembers: row.active_members,
    basis: money(row.basis),
    rateBp: row.rate_bp,
    amount: money(row.amount),
    reference: row.reference,
    createdAt: new Date(row.created_at).toISOString(),
    levels:
      row.levels?.map((level) => ({
        ownRateBp: level.ownRateBp,
        downlineRateBp: level.downlineRateBp,
        paidRateBp: level.paidRateBp,
        volume: money(level.volume),
      })) ?? null,
  };
}

const filterOf = (
  agentId: string,
  period: ResolvedPeriod,
  type?: ContractType,
  nonZero?: boolean,
): repo.PayoutFilter => ({
  agentId,
  from: new Date(period.startsAt),
  to: new Date(period.endsAt),
  type,
  nonZero,
});

async function page(db: Db, filter: repo.PayoutFilter, request: PageRequest) {
  const [rows, sums] = await Promise.all([
    repo.pagePayouts(db, { ...filter, limit: request.pageSize, offset: pageOffset(request) }),
    repo.sumPayouts(db, filter),
  ]);
  const total = sums.reduce((count, sum) => count + Number(sum.n), 0);
  return { list: rows.map(toRow), total, sums };
}

/** Payout rows of one contract type (dividend, daily wages, hourly and real-time salary records). */
export async function listPayoutRecords(
  db: Db,
  agentId: string,
  period: ResolvedPeriod,
  query: PageRequest & { contractType: ContractType; nonZero?: boolean | undefined },
): Promise<PayoutPage> {
  const result = await page(db, filterOf(agentId, period, query.contractType, query.nonZero), query);
  const amount = result.sums.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  return { ...toPage(result.list, result.total, query), period, totalAmount: money(amount) };
}

/** Salary and dividend paid to the agent, with totals per type. */
export async function getMyIncome(
  db: Db,
  agentId: string,
  period: ResolvedPeriod,
  query: PageRequest & { contractType?: ContractType | undefined },
): Promise<MyIncome> {
  const result = await page(db, filterOf(agentId, period, query.contractType, true), query);
  const of = (type: ContractType) =>
    BigInt(result.sums.find((sum) => sum.contract_type === type)?.amount ?? '0');
  const [dividend, daily, hourly, realtime] = contractTypes.map(of) as [bigint, bigint, bigint, bigint];
  return {
    ...toPage(result.list, result.total, query),
    period,
    totals: {
      dividend: money(dividend),
      daily_salary: money(daily),
      hourly_salary: money(hourly),
      realtime_salary: money(realtime),
      salary: money(daily + hourly + realtime),
      total: money(dividend + daily + hourly + realtime),
    },
  };
}

/** The agent's income per local day of the period (by the day each payout's period ended). */
export async function incomeByDay(
  db: Db,
  agentId: string,
  period: ResolvedPeriod,
): Promise<Map<string, bigint>> {
  const rows = await repo.sumPayoutsByDay(db, filterOf(agentId, period), period.timeZone);
  return new Map(rows.map((row) => [row.day, BigInt(row.amount)]));
}
