import { getRevenueReportEndpoint } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_revenueReport: the team's figures and my income per day of a period. */
export const useRevenueReport = (query: { from: string; to: string }) =>
  useReport(getRevenueReportEndpoint, query);
