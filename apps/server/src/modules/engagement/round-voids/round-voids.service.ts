import type { Db } from '../../../db/database.js';
import * as repo from './round-voids.repository.js';

/**
 * What a resettlement did to a round, for one concern (points, missions): a round it leaves paying back
 * exactly its stake is void (its valid bet no longer counts); one turned back from void to a result
 * counts again. Read from the round as it stands and kept as a mark per concern, so several
 * resettlements of one round apply each transition once (as the rewards do with `reward_round_void`).
 */
export interface RoundTransition {
  change: 'voided' | 'restored';
  /** The void mark's id: voiding and restoring under it are each one event. */
  mark: string;
  /** `provider:round`, the reference the round's points were earned under. */
  roundKey: string;
  stake: bigint;
  settledAt: Date;
}

export async function roundTransition(
  trx: Db,
  concern: 'points' | 'missions',
  memberId: string,
  adjusted: { providerCode: string; roundRef: string },
): Promise<RoundTransition | null> {
  const round = await repo.findSettledRound(trx, adjusted.providerCode, adjusted.roundRef);
  if (!round || round.member_id !== memberId) return null;
  const stake = BigInt(round.stake);
  const base = {
    roundKey: `${adjusted.providerCode}:${adjusted.roundRef}`,
    stake,
    settledAt: new Date(round.settled_at ?? Date.now()),
  };
  if (BigInt(round.win) === stake) {
    const mark = await repo.insertVoid(trx, concern, adjusted.providerCode, adjusted.roundRef);
    return mark ? { change: 'voided', mark, ...base } : null;
  }
  const mark = await repo.deleteVoid(trx, concern, adjusted.providerCode, adjusted.roundRef);
  return mark ? { change: 'restored', mark, ...base } : null;
}
