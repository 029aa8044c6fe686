import { getPayoutRecordsEndpoint, type ContractType } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_payoutRecords: the payouts of one contract type to me, with basis and rate. */
export const usePayoutRecords = (query: {
  from: string;
  to: string;
  pageNo: number;
  contractType: ContractType;
  nonZero?: boolean | undefined;
}) => useReport(getPayoutRecordsEndpoint, query);
