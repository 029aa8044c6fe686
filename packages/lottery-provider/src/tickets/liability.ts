import { sql, type Kysely, type Transaction } from 'kysely';
import type { LpDatabase } from '../db/schema.js';
import { LpError } from '../errors.js';
import type { LotteryFamily } from '../games/families.js';
import { liabilityOf, type TicketSelections } from './ticket-selection.js';

/**
 * Reserves a ticket's potential payouts on each of its draws' totals, refusing the purchase when a
 * total would pass its limit (nothing reserved then). Every purchase of a draw updates the same rows,
 * so this is its own transaction, one statement per draw (rows in key order, so concurrent purchases
 * lock them in the same order) committed without waiting for the WAL flush: the rows stay locked for
 * microseconds instead of a disk flush. A crash can lose a reservation just made (the limit then counts
 * a little less for that draw) or keep one whose order was never written (counts more); money is never
 * affected, only how close a draw may get to its limit.
 */
export async function reserveLiability(
  db: Kysely<LpDatabase>,
  drawIds: readonly string[],
  amounts: Map<string, bigint>,
  limits: { number: bigint; draw: bigint },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('synchronous_commit', 'off', true)`.execute(trx);
    for (const drawId of drawIds) await addLiability(trx, drawId, amounts, limits);
  });
}

async function addLiability(
  trx: Transaction<LpDatabase>,
  drawId: string,
  amounts: Map<string, bigint>,
  limits: { number: bigint; draw: bigint },
): Promise<void> {
  const rows = [...amounts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, amount]) => ({ draw_id: drawId, key, amount }));
  if (rows.length === 0) return;
  const totals = await trx
    .insertInto('lp_liability')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['draw_id', 'key']).doUpdateSet((eb) => ({
        amount: eb('lp_liability.amount', '+', eb.ref('excluded.amount')),
      })),
    )
    .returning(['key', 'amount'])
    .execute();
  const over = totals.find((row) => BigInt(row.amount) > (row.key === '*' ? limits.draw : limits.number));
  if (!over) return;
  const [betType, , pick] = over.key.split(':');
  const what =
    over.key === '*'
      ? 'This draw has reached its limit'
      : `The pick ${pick} of ${betType} has reached its limit for this draw`;
  throw new LpError(409, 'liability_exceeded', {}, `${what}; choose another number or bet less`);
}

/** Takes cancelled, refunded or failed tickets' potential payouts off their draws' totals. */
export async function releaseLiability(
  trx: Transaction<LpDatabase>,
  tickets: readonly { draw_id: string; selections: unknown; family: string }[],
): Promise<void> {
  for (const ticket of tickets) {
    const amounts = liabilityOf(ticket.selections as TicketSelections, ticket.family as LotteryFamily);
    for (const [key, amount] of amounts) {
      await trx
        .updateTable('lp_liability')
        .set((eb) => ({ amount: eb('amount', '-', amount.toString()) }))
        .where('draw_id', '=', ticket.draw_id)
        .where('key', '=', key)
        .execute();
    }
  }
}
