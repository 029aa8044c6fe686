import { getUserLossEndpoint } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_userLoss: each downline member's profit and loss of a period, biggest loss first. */
export const useUserLoss = (query: {
  from: string;
  to: string;
  pageNo: number;
  username?: string | undefined;
}) => useReport(getUserLossEndpoint, query);
