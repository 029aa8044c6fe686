import type { WithdrawalGate } from './modules/money/cashier/withdrawal-gates.js';
import { bonusTurnoverGate } from './modules/rewards/bonuses/bonus-gates.js';

/** Every check a withdrawal request passes before money moves (open bonus turnover, ...); in order. */
export const withdrawalGates: readonly WithdrawalGate[] = [bonusTurnoverGate];
