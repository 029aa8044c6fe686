import { keyedError } from '../../../lib/app-errors.js';

/**
 * The seam for "bonus with turnover" mission rewards. Bonuses (an amount locked behind a turnover
 * requirement, with their own wallet rules) belong to the rewards domain, built in parallel; until
 * its bonus service is wired in here, bonus missions cannot be created (the operator API refuses
 * them) and none can be claimed. Wiring: call the rewards domain's grant with
 * { memberId, amountMinor, turnoverMultiple, eventKey } inside the claim's transaction.
 */
export function refuseBonusReward(): never {
  throw keyedError(400, 'mission_bonus_unavailable');
}
