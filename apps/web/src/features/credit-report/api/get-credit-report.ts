import { getCreditReportEndpoint, type CreditReport } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The member's statement for local days from..to (site time zone), computed by the server from the ledger. */
export function useCreditReport(period: { from: string; to: string }) {
  return useQuery({
    queryKey: ['creditReport', period.from, period.to],
    queryFn: ({ signal }): Promise<CreditReport> =>
      callEndpoint(getCreditReportEndpoint, { query: period }, { signal }),
    placeholderData: keepPreviousData,
  });
}
