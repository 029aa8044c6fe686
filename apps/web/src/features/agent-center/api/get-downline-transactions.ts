import { getDownlineTransactionsEndpoint, type RecordType } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_downlineTransactions: balance movements of team members in a period. */
export const useDownlineTransactions = (query: {
  from: string;
  to: string;
  pageNo: number;
  type?: RecordType | undefined;
  username?: string | undefined;
}) => useReport(getDownlineTransactionsEndpoint, query);
