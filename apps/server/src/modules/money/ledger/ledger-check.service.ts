import type { Db } from '../../../db/database.js';
import * as repo from './ledger.repository.js';

export interface LedgerCheck {
  accounts: number;
  journals: number;
  postings: number;
  /** Sum of every posting; zero in a sound ledger. */
  total: bigint;
  problems: string[];
}

/**
 * Recomputes every member balance from the journal and checks the ledger's invariants: all postings
 * sum to zero, each journal balances, no cached balance differs from its postings, none is negative.
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const [totals, mismatches, negatives, unbalanced] = await Promise.all([
    repo.ledgerTotals(db),
    repo.findBalanceMismatches(db),
    repo.findNegativeBalances(db),
    repo.findUnbalancedJournals(db),
  ]);
  const total = BigInt(totals.total);
  const problems = [
    ...(total === 0n ? [] : [`the ledger sums to ${total}, not 0`]),
    ...mismatches.map(
      (row) =>
        `member ${row.member_id} ${row.kind}: cached balance ${row.balance}, journal says ${row.computed}`,
    ),
    ...negatives.map((row) => `account ${row.id} has a negative balance ${row.balance}`),
    ...unbalanced.map((row) => `journal ${row.journal_id} has ${row.lines} postings summing to ${row.total}`),
  ];
  return {
    accounts: Number(totals.accounts),
    journals: Number(totals.journals),
    postings: Number(totals.postings),
    total,
    problems,
  };
}
