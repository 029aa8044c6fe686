import type { AppConfig } from './config.js';
import type { LaunchGate } from './modules/games/games/launch-gates.js';
import type { WagerGate } from './modules/games/seamless/wager-gates.js';
import { bonusMaxBetGate } from './modules/rewards/bonuses/bonus-gates.js';
import {
  responsibleGamingLaunchGate,
  responsibleGamingWagerGate,
} from './modules/responsible-gaming/player-limits/responsible-gaming-gates.js';

/** Every check a seamless-wallet bet passes before money moves (limits, bonus rules); in order. */
export function wagerGates(_config: AppConfig): WagerGate[] {
  return [responsibleGamingWagerGate, bonusMaxBetGate];
}

/** Every check a real-money game launch passes before a launch token is made; in order. */
export function launchGates(_config: AppConfig): LaunchGate[] {
  return [responsibleGamingLaunchGate];
}
