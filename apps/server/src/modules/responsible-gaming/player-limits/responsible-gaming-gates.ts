import type { LaunchGate } from '../../games/games/launch-gates.js';
import type { WagerGate } from '../../games/seamless/wager-gates.js';
import type { DepositGate } from '../../money/cashier/deposit-gates.js';
import { betRefusal, depositRefusal } from './player-limits.service.js';

/** A bet is refused during an exclusion, past the session time, or when it would pass a wager or loss limit. */
export const responsibleGamingWagerGate: WagerGate = {
  name: 'responsible-gaming',
  check: (trx, bet) => betRefusal(trx, bet.memberId, bet.amountMinor, bet.now),
};

/** A deposit request is refused during an exclusion or when it would pass a deposit limit. */
export const responsibleGamingDepositGate: DepositGate = {
  name: 'responsible-gaming',
  check: (trx, deposit) => depositRefusal(trx, deposit.memberId, deposit.amountMinor, deposit.now),
};

/** The smallest bet: a launch is refused when even it would be (exclusion, session time, a limit used up). */
const SMALLEST_BET = 1n;

/** A real-money launch is refused, with the limit's reason, when no bet could be placed in the game. */
export const responsibleGamingLaunchGate: LaunchGate = {
  name: 'responsible-gaming',
  check: (db, launch) => betRefusal(db, launch.memberId, SMALLEST_BET, launch.now),
};
