import { getDownlinesEndpoint } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_downlines: downline management (search, direct or all levels, members or agents). */
export const useDownlines = (query: {
  pageNo: number;
  scope: 'direct' | 'all';
  username?: string | undefined;
  type?: 'member' | 'agent' | undefined;
}) => useReport(getDownlinesEndpoint, query);
