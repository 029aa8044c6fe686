import type { ReconciliationReport } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { findDepositMismatches } from '../../money/cashier/deposit.service.js';
import { findWithdrawalMismatches } from '../../money/cashier/withdrawal.service.js';
import { checkLedger } from '../../money/ledger/ledger-check.service.js';

/**
 * The whole money check: the ledger's own invariants (sums to zero, balances equal their journal, none
 * negative, every journal balanced) and the cashier's orders against it (each credited deposit has its
 * one journal, each withdrawal the journals of its state, each hold balance its pending withdrawals).
 */
export async function reconcile(db: Db, now = new Date()): Promise<ReconciliationReport> {
  const [ledger, deposits, withdrawals] = await Promise.all([
    checkLedger(db),
    findDepositMismatches(db),
    findWithdrawalMismatches(db),
  ]);
  const problems = [
    ...ledger.problems,
    ...deposits.map((row) => `deposit ${row.id} (${row.status}): ${row.problem}`),
    ...withdrawals.map((row) => `${row.problem} [${row.id}]`),
  ];
  return {
    ok: problems.length === 0,
    checkedAt: now.toISOString(),
    accounts: ledger.accounts,
    journals: ledger.journals,
    postings: ledger.postings,
    ledgerTotal: ledger.total.toString(),
    problems,
  };
}
