import type { Db } from '../../../db/database.js';
import { betRefusal, depositRefusal } from './player-limits.service.js';

/**
 * The responsible-gaming checks in the shape of the wager and deposit gates: a non-null answer is the
 * refusal message (exclusion, session time, or the limit the bet or deposit would pass).
 */
export const responsibleGamingWagerGate = {
  name: 'responsible-gaming',
  async check(trx: Db, bet: { memberId: string; amountMinor: bigint; now: Date }): Promise<string | null> {
    return (await betRefusal(trx, bet.memberId, bet.amountMinor, bet.now))?.message ?? null;
  },
};

export const responsibleGamingDepositGate = {
  name: 'responsible-gaming',
  check: (trx: Db, deposit: { memberId: string; amountMinor: bigint; now: Date }) =>
    depositRefusal(trx, deposit.memberId, deposit.amountMinor, deposit.now),
};
