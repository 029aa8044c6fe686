import { getTeamOverviewEndpoint } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_teamOverview: team size, new and active members, deposits, withdrawals, bets and P&L of a period. */
export const useTeamOverview = (query: { from: string; to: string }) =>
  useReport(getTeamOverviewEndpoint, query);
