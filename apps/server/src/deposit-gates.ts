import type { DepositGate } from './modules/money/cashier/deposit-gates.js';
import { responsibleGamingDepositGate } from './modules/responsible-gaming/player-limits/responsible-gaming-gates.js';

/** Every check a deposit request passes before it is recorded, in order (the first refusal answers). */
export const depositGates: readonly DepositGate[] = [responsibleGamingDepositGate];
