import { batchedPerOwner } from '@app/house-provider/batched';
import { sql } from 'kysely';
import type { LpContext } from '../context.js';

/**
 * An accepted bet to record: its call acknowledged and its ticket opened; with `placingOrderId` (the
 * order's last bet) the order is marked placed too.
 */
export interface BetAck {
  callId: string;
  placingOrderId: string | null;
}

/**
 * Whether the call was still pending (not settled meanwhile as unanswered) and whether its ticket
 * opened (not voided with its draw meanwhile).
 */
export interface BetAckResult {
  ok: boolean;
  opened: boolean;
}

/** Acknowledgements one statement takes at most. */
const SHARED_WRITE_MAX = 200;
const DEADLOCK = '40P01';
const ATTEMPTS = 3;

/**
 * Records an accepted bet, sharing the statement and its commit with every acknowledgement waiting at
 * the moment (`batched`: a lone purchase is not delayed). Only pending calls, tickets and placing
 * orders change, so a statement rolled back by a deadlock (an operator voiding a draw while its
 * tickets are acknowledged) is simply run again.
 */
export const ackBet: (ctx: LpContext, ack: BetAck) => Promise<BetAckResult> = batchedPerOwner(
  (ctx: LpContext, acks: readonly BetAck[]) => ackAll(ctx, acks),
  SHARED_WRITE_MAX,
);

async function ackAll(ctx: LpContext, acks: readonly BetAck[]): Promise<BetAckResult[]> {
  const now = ctx.now();
  const statement = sql<{ call_id: string; opened: boolean }>`
    with v as (
      select * from unnest(${acks.map((ack) => ack.callId)}::bigint[],
                           ${acks.map((ack) => ack.placingOrderId)}::bigint[]) as v(call_id, order_id)
    ), acked as (
      update lp_wallet_call c set status = 'acked', acked_at = ${now}
      from v where c.id = v.call_id and c.status = 'pending'
      returning c.id, c.ticket_id, v.order_id
    ), opened as (
      update lp_ticket t set status = 'open'
      from acked a where t.id = a.ticket_id and t.status = 'pending'
      returning t.id
    ), placed as (
      update lp_order o set status = 'placed'
      from acked a where o.id = a.order_id and o.status = 'placing'
    )
    select a.id::text as call_id, a.ticket_id in (select id from opened) as opened from acked a`;
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await statement.execute(ctx.db);
      const byCall = new Map(rows.map((row) => [row.call_id, row.opened]));
      return acks.map((ack) => {
        const opened = byCall.get(String(ack.callId));
        return { ok: opened !== undefined, opened: opened ?? false };
      });
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === ATTEMPTS) throw error;
    }
  }
}
