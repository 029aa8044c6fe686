import type { AppConfig } from './config.js';
import type { WagerGate } from './modules/games/seamless/wager-gates.js';

/** Every check a seamless-wallet bet passes before money moves (limits, bonus rules); in order. */
export function wagerGates(_config: AppConfig): WagerGate[] {
  return [];
}
