import { toDecimalString, type ReportKind, type ReportTable } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { csvText } from '../../../lib/csv.js';
import { pageCount, pageOffset, type PageRequest } from '../../../lib/paging.js';
import { getSetting } from '../../platform/system/system.service.js';
import * as repo from './reports.repository.js';

const maxDays = 366;
const csvLimit = 10_000;
const dayMs = 86_400_000;

interface DayRange {
  from: string;
  to: string;
}

async function rangeOf(db: Db, { from, to }: DayRange): Promise<repo.Range> {
  const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1;
  if (!(days >= 1 && days <= maxDays)) throw keyedError(400, 'records_range_invalid', { days: maxDays });
  const { timeZone } = await getSetting(db, 'resources');
  return { fromDay: from, toDay: to, timeZone };
}

type Cell = string | number | null;

function cellOf(type: repo.ColumnType, value: string | number | null | undefined): Cell {
  if (value === null || value === undefined) return null;
  if (type === 'money') return toDecimalString(BigInt(value));
  if (type === 'count') return Number(value);
  return String(value);
}

function tableOf(report: ReportKind, result: repo.ReportRows) {
  const columns = repo.columnsOf(report);
  return {
    columns: columns.map(([key, type]) => ({ key, type })),
    rows: result.rows.map((row) => columns.map(([key, type]) => cellOf(type, row[key]))),
    totals: result.totals
      ? columns.map(([key, type]) => (type === 'text' ? null : cellOf(type, result.totals?.[key])))
      : null,
  };
}

/**
 * One page of a report over local days [from, to] of the site's time zone. GGR = settled stakes -
 * wins (lottery and sportsbook rounds included: they settle through the seamless wallet); NGR = GGR -
 * bonus cost (credits to members that are not payments, play, transfers or corrections).
 */
export async function getReport(
  db: Db,
  report: ReportKind,
  query: DayRange & PageRequest,
): Promise<ReportTable> {
  const range = await rangeOf(db, query);
  const result = await repo.reportRows(db, report, range, query.pageSize, pageOffset(query));
  const { columns, rows, totals } = tableOf(report, result);
  return {
    report,
    from: query.from,
    to: query.to,
    columns,
    list: rows,
    totals,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: result.total,
    totalPages: pageCount(result.total, query.pageSize),
  };
}

/** The whole report (at most 10,000 rows) as CSV, with a totals line where the columns add up. */
export async function reportCsv(db: Db, report: ReportKind, query: DayRange): Promise<string> {
  const range = await rangeOf(db, query);
  const { columns, rows, totals } = tableOf(report, await repo.reportRows(db, report, range, csvLimit, 0));
  const totalsLine = totals ? [totals.map((cell, index) => (index === 0 ? 'total' : cell))] : [];
  return csvText(
    columns.map((column) => column.key),
    [...rows, ...totalsLine],
  );
}
