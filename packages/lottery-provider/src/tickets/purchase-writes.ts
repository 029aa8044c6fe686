import { batched } from '@app/house-provider/batched';
import { sql } from 'kysely';
import type { LpContext } from '../context.js';

/** What one shared write does for one purchase. */
export type PurchaseWrite =
  /** Makes an order written with an asynchronous commit durable: its bet calls are rewritten by a synchronous commit. */
  | { kind: 'durable'; callIds: readonly string[] }
  /**
   * Records an accepted bet and opens its ticket; with `placingOrderId` (the order's last bet) the order
   * is marked placed too. Answers whether the call was still pending (not settled meanwhile as
   * unanswered) and whether its ticket opened (not voided with its draw meanwhile).
   */
  | { kind: 'ack'; callId: string; placingOrderId: string | null };

export interface PurchaseWriteResult {
  ok: boolean;
  opened: boolean;
}

/** Writes one statement takes at most. */
const SHARED_WRITE_MAX = 200;
const DEADLOCK = '40P01';
const ATTEMPTS = 3;

const sharedWrites = new WeakMap<LpContext, (write: PurchaseWrite) => Promise<PurchaseWriteResult>>();

/**
 * The purchases' synchronous writes, shared: every durability write and acknowledgement waiting at
 * the moment goes in one statement with one commit (`batched`: a lone purchase is not delayed). A
 * synchronous commit flushes the WAL up to itself, so it also makes every order committed before it
 * began durable. Only pending calls, tickets and placing orders change, so a statement rolled back by a
 * deadlock (an operator voiding a draw while its tickets are acknowledged) is simply run again.
 */
export function purchaseWrite(ctx: LpContext, write: PurchaseWrite): Promise<PurchaseWriteResult> {
  let run = sharedWrites.get(ctx);
  if (!run) {
    run = batched((writes: readonly PurchaseWrite[]) => writeAll(ctx, writes), SHARED_WRITE_MAX);
    sharedWrites.set(ctx, run);
  }
  return run(write);
}

async function writeAll(ctx: LpContext, writes: readonly PurchaseWrite[]): Promise<PurchaseWriteResult[]> {
  const acks = writes.flatMap((write) => (write.kind === 'ack' ? [write] : []));
  const durable = writes.flatMap((write) => (write.kind === 'durable' ? write.callIds : []));
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
    ), durable as (
      -- Any write lets the commit flush; this one changes no indexed column, so it stays a HOT update.
      update lp_wallet_call set attempts = attempts
      where id = any(${durable}::bigint[]) and status = 'pending'
    )
    select a.id::text as call_id, a.ticket_id in (select id from opened) as opened from acked a`;
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await statement.execute(ctx.db);
      const byCall = new Map(rows.map((row) => [row.call_id, row.opened]));
      return writes.map((write) => {
        if (write.kind === 'durable') return { ok: true, opened: false };
        const opened = byCall.get(String(write.callId));
        return { ok: opened !== undefined, opened: opened ?? false };
      });
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === ATTEMPTS) throw error;
    }
  }
}
