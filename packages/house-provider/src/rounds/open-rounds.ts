import { VIDEO_POKER_CARDS, type RoundRecord, type RoundRequest } from '@app/house-games';
import type { Transaction } from 'kysely';
import type { HpContext } from '../context.js';
import type { HpDatabase } from '../db/schema.js';
import { HpError } from '../errors.js';
import type { SessionRow } from '../sessions/session.service.js';

type Db = HpContext['db'] | Transaction<HpDatabase>;

/**
 * Two-step rounds (video poker): the deal takes the bet and leaves the round `open`; the draw (with the
 * player's holds) settles it and pays. Every card is fixed by the committed seed at the deal, so the
 * draw only reads which of them the holds bring in.
 */
export const isTwoStep = (engine: string): boolean => engine === 'video-poker';

/** Every dealt card kept (standing pat). */
export const ALL_HELD = Array.from({ length: VIDEO_POKER_CARDS }, (_, position) => position);

/**
 * The round decided at the deal: the bet without holds yet is recorded as holding every card, a
 * placeholder the draw replaces (the dealt cards do not depend on the holds).
 */
export function dealRequest(request: RoundRequest): RoundRequest {
  return request.engine === 'video-poker'
    ? { ...request, bet: { stake: request.bet.stake, holds: ALL_HELD } }
    : request;
}

/** What the player may see of an open round: the dealt cards; no draw, no win and no seed yet. */
export function openView(record: RoundRecord): RoundRecord {
  if (record.engine !== 'video-poker') return record;
  const { serverSeed: _secret, ...proof } = record.proof;
  return {
    ...record,
    bet: { stake: record.stake, holds: [] },
    outcome: { dealt: record.outcome.dealt, holds: [], final: [], hand: null, multiplier: 0 },
    win: 0,
    proof,
  };
}

/** Which rounds are the session's open hand: a player's of this game in any session; demo, the session's. */
export function openRoundsOf(db: Db, session: SessionRow) {
  const open = db.selectFrom('hp_round').where('status', '=', 'open');
  return session.mode === 'real'
    ? open
        .where('mode', '=', 'real')
        .where('player_id', '=', session.player_id)
        .where('node_id', '=', session.node_id)
    : open.where('session_id', '=', session.id);
}

/** One hand at a time: a deal while a hand is open (or still being dealt) is refused. */
export async function assertNoOpenRound(trx: Transaction<HpDatabase>, session: SessionRow): Promise<void> {
  const [open, dealing] = await Promise.all([
    openRoundsOf(trx, session).select('id').executeTakeFirst(),
    trx
      .selectFrom('hp_round')
      .select('id')
      .where('session_id', '=', session.id)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  if (open || dealing) throw new HpError(409, 'round_open');
}
