import { getMyIncomeEndpoint, type ContractType } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_myIncome: salary and dividend payouts to me in a period, with totals per type. */
export const useMyIncome = (query: {
  from: string;
  to: string;
  pageNo: number;
  contractType?: ContractType | undefined;
}) => useReport(getMyIncomeEndpoint, query);
