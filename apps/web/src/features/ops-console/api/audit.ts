import { exportAuditLogEndpoint, getAuditLogEndpoint, type EndpointQuery } from '@app/contracts';
import { buildUrl } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-session';
import { useOpsQuery } from './ops-query';

export type AuditFilter = Omit<NonNullable<EndpointQuery<typeof getAuditLogEndpoint>>, 'pageNo' | 'pageSize'>;

/** GET /wps/ops/audit: the audit log, newest first. */
export const useAuditLog = (query: AuditFilter & { pageNo: number }) =>
  useOpsQuery(getAuditLogEndpoint, { query: { ...query, pageSize: 25 } });

/** GET /wps/ops/audit.csv with the staff token, saved as a file. */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const response = await fetch(buildUrl(exportAuditLogEndpoint.path, filter), {
    headers: { authorization: `Bearer ${opsToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`CSV export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
