import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

export const getCreditReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/creditReport',
  access: 'account',
  errors: [400, 401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary:
      "Credit report: the member's statement for local days from..to (deposits, withdrawals, bonuses, rebate, bets, wins, net) from the ledger (token; real accounts)",
    description:
      'Signed sums of the wallet postings (money in positive, out negative), per local day of the site time zone and in total, with the opening and closing balance. At most 92 days.',
    query: s.creditReportQuerySchema,
    response: s.creditReportSchema,
  })),
});
