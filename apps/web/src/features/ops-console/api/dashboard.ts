import { getDashboardEndpoint } from '@app/contracts';
import { useOpsQuery } from '../../../lib/ops/ops-query';

/** GET /wps/ops/dashboard: today's and the period's figures and the waiting queues (refreshed every minute). */
export const useDashboard = (from: string, to: string) =>
  useOpsQuery(getDashboardEndpoint, { query: { from, to } }, { refetchInterval: 60_000 });
