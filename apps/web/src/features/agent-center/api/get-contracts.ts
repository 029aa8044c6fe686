import { getContractsEndpoint, type ContractStatus, type ContractType } from '@app/contracts';
import { useReport } from './report-query';

/** GET AGC_contracts: contracts I offered (role upline) or was offered (role downline). */
export const useContracts = (query: {
  pageNo: number;
  pageSize?: number;
  role?: 'upline' | 'downline' | undefined;
  type?: ContractType | undefined;
  status?: ContractStatus | undefined;
  username?: string | undefined;
}) => useReport(getContractsEndpoint, query);
