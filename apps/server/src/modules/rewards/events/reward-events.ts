import type { Db } from '../../../db/database.js';
import type { MemberEventConsumer } from '../../platform/member-events/member-event.types.js';
import { recordTurnover } from '../bonuses/bonuses.service.js';
import { onDepositCredited } from '../promotions/promotions.service.js';
import { recordRebateBet } from '../rebate/rebate.service.js';
import { onMemberRegistered, onReferralDeposit } from '../referral/referral.service.js';
import { recordVipActivity } from '../vip/vip.service.js';

/** What the rewards read of a settled round (money as minor-unit strings, as the event carries it). */
export interface SettledWager {
  gameType: string;
  validBetMinor: string;
}

export interface CreditedDeposit {
  depositId: string;
  amountMinor: string;
  channelCode: string;
  first: boolean;
}

/** A settled round: turnover progress, rebate accrual and VIP valid bet. */
export async function rewardWager(trx: Db, memberId: string, wager: SettledWager, at: Date): Promise<void> {
  const validBet = BigInt(wager.validBetMinor);
  if (validBet <= 0n) return;
  await recordTurnover(trx, memberId, wager.gameType, validBet);
  await recordRebateBet(trx, memberId, wager.gameType, validBet);
  await recordVipActivity(trx, memberId, { validBet, deposit: 0n }, at);
}

/** A credited deposit: deposit bonuses, VIP deposit and the inviter's referral reward. */
export async function rewardDeposit(
  trx: Db,
  memberId: string,
  deposit: CreditedDeposit,
  at: Date,
): Promise<void> {
  const amount = BigInt(deposit.amountMinor);
  await onDepositCredited(trx, memberId, { ...deposit, amount }, at);
  await recordVipActivity(trx, memberId, { validBet: 0n, deposit: amount }, at);
  await onReferralDeposit(trx, memberId, amount, at);
}

/** A registration: the inviter's friend list gains the member. */
export function rewardRegistration(trx: Db, memberId: string, inviterId: string | null): Promise<void> {
  return onMemberRegistered(trx, memberId, inviterId);
}

/**
 * The rewards' reader of the member-event stream: one consumer, so a member's registration, deposits
 * and rounds are handled in the order they happened (an invitee's deposit after their registration).
 */
export const rewardsConsumer: MemberEventConsumer = {
  name: 'rewards',
  kinds: ['member.registered', 'deposit.credited', 'wager.settled'],
  async handle(trx, events) {
    for (const event of events) {
      if (event.kind === 'wager.settled')
        await rewardWager(trx, event.memberId, event.payload, event.occurredAt);
      else if (event.kind === 'deposit.credited')
        await rewardDeposit(trx, event.memberId, event.payload, event.occurredAt);
      else if (event.kind === 'member.registered')
        await rewardRegistration(trx, event.memberId, event.payload.inviterId);
    }
  },
};
