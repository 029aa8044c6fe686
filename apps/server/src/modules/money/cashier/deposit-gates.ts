import type { Db } from '../../../db/database.js';
import type { AppError } from '../../../lib/envelope.js';

/**
 * A check a member's deposit request must pass before it is recorded (responsible-gaming limits, ...);
 * a non-null answer is the error the member sees, and nothing is recorded. Listed in src/deposit-gates.ts.
 */
export interface DepositGate {
  name: string;
  check(trx: Db, deposit: { memberId: string; amountMinor: bigint; now: Date }): Promise<AppError | null>;
}
