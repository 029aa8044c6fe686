import {
  gameRecordsMaxDays,
  toDecimalString,
  type BetRecordPage,
  type BetRecordsParams,
  type GameTotals,
  type GameType,
  type ProfitLossValue,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset } from '../../../lib/paging.js';
import { nameIn } from '../../lobby/lobby/game-view.js';
import { getSetting } from '../../platform/system/system.service.js';
import * as repo from './game-records.repository.js';

const DAY_MS = 86_400_000;
const FALLBACK_TIME_ZONE = 'Asia/Dhaka';

/** The operator's time zone (site resources), or Asia/Dhaka when it is not a zone this runtime knows. */
async function siteTimeZone(db: Db): Promise<string> {
  const { timeZone } = await getSetting(db, 'resources');
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** The member's rounds of local days from..to (inclusive, site time zone), at most 90 days. */
async function roundFilter(
  db: Db,
  memberId: string,
  query: { from: string; to: string; gameType?: string | undefined; vendor?: string | undefined },
): Promise<{ filter: repo.RoundFilter; timeZone: string }> {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
  if (days < 1 || days > gameRecordsMaxDays) {
    throw keyedError(400, 'records_range_invalid', { days: gameRecordsMaxDays }, { field: 'from' });
  }
  const timeZone = await siteTimeZone(db);
  const { start, end } = await repo.localDayBounds(db, query.from, query.to, timeZone);
  return {
    timeZone,
    filter: { memberId, from: start, to: end, gameType: query.gameType, vendor: query.vendor },
  };
}

function toTotals(row: repo.TotalsRow): GameTotals {
  const stake = BigInt(row.stake);
  const win = BigInt(row.win);
  return {
    count: Number(row.count),
    stake: toDecimalString(stake),
    validBet: toDecimalString(BigInt(row.valid_bet)),
    win: toDecimalString(win),
    profit: toDecimalString(win - stake),
  };
}

/** Betting record (personalHistoryCopy): the member's rounds, newest first, with the filter's totals. */
export async function listBetRecords(
  db: Db,
  memberId: string,
  query: BetRecordsParams & { language: string },
): Promise<BetRecordPage> {
  const { filter } = await roundFilter(db, memberId, query);
  const [rows, sums] = await Promise.all([
    repo.findRounds(db, filter, { limit: query.pageSize, offset: pageOffset(query) }),
    repo.sumRounds(db, filter),
  ]);
  const totals = toTotals(sums);
  const list = rows.map((row) => {
    const stake = BigInt(row.stake);
    const win = BigInt(row.win);
    return {
      roundId: row.round_ref,
      time: new Date(row.created_at).toISOString(),
      settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
      nodeId: row.node_id,
      gameName: nameIn(row.names, query.language),
      vendorCode: row.vendor_code,
      vendorName: row.vendor_name,
      gameType: row.game_type as GameType,
      stake: toDecimalString(stake),
      validBet: toDecimalString(BigInt(row.valid_bet)),
      win: toDecimalString(win),
      profit: toDecimalString(win - stake),
      status: row.status,
    };
  });
  return { ...toPage(list, totals.count, query), totals };
}

/** Personal profit and loss (personalProfit): the same rounds summed per local day and per game type. */
export async function getProfitLoss(
  db: Db,
  memberId: string,
  query: { from: string; to: string },
): Promise<ProfitLossValue> {
  const { filter, timeZone } = await roundFilter(db, memberId, query);
  const [days, categories, sums] = await Promise.all([
    repo.sumRoundsByDay(db, filter, timeZone),
    repo.sumRoundsByGameType(db, filter),
    repo.sumRounds(db, filter),
  ]);
  return {
    days: days.map((row) => ({ date: row.date, ...toTotals(row) })),
    categories: categories.map((row) => ({ gameType: row.game_type as GameType, ...toTotals(row) })),
    totals: toTotals(sums),
  };
}
