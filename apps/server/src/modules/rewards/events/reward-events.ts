import type { Db } from '../../../db/database.js';
import type { MemberEventConsumer } from '../../platform/member-events/member-event.types.js';
import { recordTurnover, takeBackTurnover } from '../bonuses/bonuses.service.js';
import { onDepositCredited } from '../promotions/promotions.service.js';
import { recordRebateBet, removeRebateBet } from '../rebate/rebate.service.js';
import { onMemberRegistered, onReferralDeposit, onReferralWager } from '../referral/referral.service.js';
import { recordVipActivity, removeVipValidBet } from '../vip/vip.service.js';
import * as voids from './round-voids.repository.js';

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

/** A settled round: turnover progress, rebate accrual, VIP valid bet and the invitee's referral turnover. */
export async function rewardWager(trx: Db, memberId: string, wager: SettledWager, at: Date): Promise<void> {
  const validBet = BigInt(wager.validBetMinor);
  if (validBet <= 0n) return;
  await recordTurnover(trx, memberId, wager.gameType, validBet);
  await recordRebateBet(trx, memberId, wager.gameType, validBet);
  await recordVipActivity(trx, memberId, { validBet, deposit: 0n }, at);
  await onReferralWager(trx, memberId, validBet, at);
}

export interface AdjustedWager {
  providerCode: string;
  roundRef: string;
  gameType: string;
}

/**
 * A resettled round: one the resettlement leaves paying back exactly its stake is void, and its valid
 * bet (the stake) leaves turnover, the unpaid rebate and the VIP period; one turned back from void to a
 * result counts again. Read from the round as it stands, so several resettlements of one round settle
 * on its final state, each transition applied once.
 */
export async function rewardAdjustment(
  trx: Db,
  memberId: string,
  adjusted: AdjustedWager,
  at: Date,
): Promise<void> {
  const round = await voids.findRound(trx, adjusted.providerCode, adjusted.roundRef);
  if (!round || round.member_id !== memberId) return;
  const stake = BigInt(round.stake);
  if (BigInt(round.win) === stake) {
    if (!(await voids.insertVoid(trx, adjusted.providerCode, adjusted.roundRef))) return;
    await takeBackTurnover(trx, memberId, adjusted.gameType, stake);
    await removeRebateBet(trx, memberId, adjusted.gameType, stake);
    await removeVipValidBet(trx, memberId, stake, at);
  } else if (await voids.deleteVoid(trx, adjusted.providerCode, adjusted.roundRef)) {
    await rewardWager(trx, memberId, { gameType: adjusted.gameType, validBetMinor: round.stake }, at);
  }
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
  kinds: ['member.registered', 'deposit.credited', 'wager.settled', 'wager.adjusted'],
  async handle(trx, events) {
    for (const event of events) {
      if (event.kind === 'wager.settled')
        await rewardWager(trx, event.memberId, event.payload, event.occurredAt);
      else if (event.kind === 'deposit.credited')
        await rewardDeposit(trx, event.memberId, event.payload, event.occurredAt);
      else if (event.kind === 'wager.adjusted')
        await rewardAdjustment(trx, event.memberId, event.payload, event.occurredAt);
      else if (event.kind === 'member.registered')
        await rewardRegistration(trx, event.memberId, event.payload.inviterId);
    }
  },
};
