import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The operator console's reports (GGR/NGR by day, game, vendor, category and agent team; payments per
// channel; bonus cost; retention by registration week) and their CSV export.

const tag = 'operator console';

export const getReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/reports/:report',
  access: 'operator:reports',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'One report over a range of local days (site time zone), paged, with the range totals',
    params: s.reportParamsSchema,
    query: s.reportQuerySchema,
    response: s.reportTableSchema,
  })),
});

export const exportReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/reports/:report/csv',
  access: 'operator:reports',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'One report as CSV: every row of the range (at most 10,000) and a totals line',
    params: s.reportParamsSchema,
    query: s.reportRangeSchema,
  })),
});
