// Zod-free constants of the member's credit report (statement per period).

/**
 * The statement's lines, in order; `net` is the sum of the others. Every ledger movement of the member's
 * wallet falls in exactly one: `other` holds transfers, staff corrections and agent income.
 */
export const creditReportCategories = [
  'deposits',
  'withdrawals',
  'bonuses',
  'rebate',
  'bets',
  'wins',
  'other',
  'net',
] as const;
export type CreditReportCategory = (typeof creditReportCategories)[number];

/** The longest period one report covers (local days). */
export const creditReportMaxDays = 92;
