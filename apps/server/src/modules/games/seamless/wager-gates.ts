import type { GameType } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { AppError } from '../../../lib/envelope.js';

export interface WagerToCheck {
  memberId: string;
  providerCode: string;
  nodeId: string;
  gameType: GameType;
  amountMinor: bigint;
  now: Date;
}

/**
 * A rule a bet must pass before money moves (a responsible-gaming limit, a bonus's maximum bet): runs in
 * the bet's transaction and answers null to let it through, else its keyed error (keyedError): the
 * provider gets BET_REFUSED with its English message and its key and parameters as the reason, so the
 * game can word it in the player's language; nothing moves. Gates run only for members marked in
 * wager_gate_mark: the table holding a gate's rules must mark its members by trigger (migration 0021).
 */
export interface WagerGate {
  name: string;
  check(trx: Db, bet: WagerToCheck): Promise<AppError | null>;
}

/** The first refusal of `gates` for `bet`, or null. */
export async function firstRefusal(
  trx: Db,
  gates: readonly WagerGate[],
  bet: WagerToCheck,
): Promise<AppError | null> {
  for (const gate of gates) {
    const refusal = await gate.check(trx, bet);
    if (refusal !== null) return refusal;
  }
  return null;
}
