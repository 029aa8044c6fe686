import type { GameType, ProfitLossQuery } from '@app/contracts';
import { calendarDates, type DayRange } from '../../../lib/date-presets';

export const BET_RECORDS_PAGE_SIZE = 20;

/** The betting record's filters: a game type (category) and a vendor of it; '' means all. */
export interface BetFilter {
  gameType: GameType | '';
  vendor: string;
}

/** The query of the betting record (getBetRecordsEndpoint of @app/contracts). */
export interface BetRecordsRequest {
  from: string;
  to: string;
  gameType?: GameType;
  vendor?: string;
  pageNo: number;
  pageSize: number;
  language: string;
}

export const noFilter: BetFilter = { gameType: '', vendor: '' };

/** The profit-and-loss query: the window's first and last calendar day of the site's zone. */
export function profitLossQuery(timeZone: string, range: DayRange): ProfitLossQuery {
  return calendarDates(timeZone, range);
}

/** The betting-record query of a window, filter and page; game names come in the visitor's language. */
export function betRecordsQuery(
  timeZone: string,
  range: DayRange,
  filter: BetFilter,
  pageNo: number,
  language: string,
): BetRecordsRequest {
  return {
    ...calendarDates(timeZone, range),
    ...(filter.gameType ? { gameType: filter.gameType } : {}),
    ...(filter.gameType && filter.vendor ? { vendor: filter.vendor } : {}),
    pageNo,
    pageSize: BET_RECORDS_PAGE_SIZE,
    language,
  };
}
