import { getTeamBetsEndpoint } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_teamBets: rounds of the team in a period, with totals over the whole filter. */
export const useTeamBets = (query: {
  from: string;
  to: string;
  pageNo: number;
  username?: string | undefined;
  gameType?: string | undefined;
}) => useReport(getTeamBetsEndpoint, query);
