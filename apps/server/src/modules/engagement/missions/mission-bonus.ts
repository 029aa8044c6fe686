import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { grantReward } from '../../rewards/bonuses/bonuses.service.js';

/**
 * A "bonus with turnover" mission reward: paid by the rewards domain's bonus engine (house:bonus, one
 * grant per key), locked behind `turnoverMultiple` x the bonus of valid bet like any other bonus.
 */
export async function grantMissionBonus(
  trx: Db,
  input: { memberId: string; amount: bigint; turnoverMultiple: number; key: string; title: string },
): Promise<void> {
  await grantReward(trx, {
    memberId: input.memberId,
    source: 'mission',
    key: input.key,
    title: input.title,
    amount: input.amount,
    turnover: { multiple: input.turnoverMultiple, base: 'bonus', maxBet: null, weights: {} },
  });
}

/** A bonus mission needs its turnover multiple (a bonus without one would be cash). */
export function checkBonusMission(form: { rewardKind: string; bonusTurnoverMultiple: number | null }): void {
  if (form.rewardKind === 'bonus' && form.bonusTurnoverMultiple === null) {
    throw keyedError(400, 'mission_bonus_turnover_required', {}, { field: 'bonusTurnoverMultiple' });
  }
}
