import type { Db } from '../../../db/database.js';
import type { MessageKey, MessageParams } from '@app/contracts';

export interface WithdrawalToCheck {
  memberId: string;
  amountMinor: bigint;
  now: Date;
}

/** Why a withdrawal may not be made now: a message key with its parameters (e.g. needed, done, left). */
export interface WithdrawalRefusal {
  key: MessageKey;
  params: MessageParams;
}

/**
 * A rule a withdrawal request must pass before money moves (an open bonus turnover): runs in the
 * request's transaction and answers null to let it through. Other domains provide gates; the list is
 * apps/server/src/withdrawal-gates.ts, so money never imports them.
 */
export interface WithdrawalGate {
  name: string;
  check(trx: Db, withdrawal: WithdrawalToCheck): Promise<WithdrawalRefusal | null>;
}

/** The first refusal of `gates` for `withdrawal`, or null. */
export async function firstWithdrawalRefusal(
  trx: Db,
  gates: readonly WithdrawalGate[],
  withdrawal: WithdrawalToCheck,
): Promise<WithdrawalRefusal | null> {
  for (const gate of gates) {
    const refusal = await gate.check(trx, withdrawal);
    if (refusal !== null) return refusal;
  }
  return null;
}
