import { exportReportEndpoint, fillPath, getReportEndpoint, type ReportKind } from '@app/contracts';
import { buildUrl } from '../../../lib/api-client';
import { useOpsQuery } from '../../../lib/ops/ops-query';
import { opsToken } from '../../../lib/ops/ops-session';

export interface ReportRequest {
  report: ReportKind;
  /** Local days of the site's time zone, inclusive ('YYYY-MM-DD'). */
  from: string;
  to: string;
}

/** GET /wps/ops/reports/:report: one page of a report and the range totals. */
export const useReport = ({ report, from, to }: ReportRequest, pageNo: number) =>
  useOpsQuery(getReportEndpoint, { params: { report }, query: { from, to, pageNo, pageSize: 25 } });

/** GET /wps/ops/reports/:report/csv with the staff token (every row, a totals line), saved as a file. */
export async function downloadReportCsv({ report, from, to }: ReportRequest): Promise<void> {
  const path = fillPath(exportReportEndpoint.path, { report });
  const response = await fetch(buildUrl(path, { from, to }), {
    headers: { authorization: `Bearer ${opsToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`CSV export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${report}-${from}-${to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
