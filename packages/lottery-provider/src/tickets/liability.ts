import type { Transaction } from 'kysely';
import type { LpDatabase } from '../db/schema.js';
import { LpError } from '../errors.js';
import type { LotteryFamily } from '../games/families.js';
import { liabilityOf, type TicketSelections } from './ticket-selection.js';

/**
 * Adds a ticket's potential payouts to its draw's totals; the row locks of the upsert serialise
 * concurrent purchases, and a total over its limit refuses the purchase (the transaction rolls back).
 */
export async function addLiability(
  trx: Transaction<LpDatabase>,
  drawId: string,
  amounts: Map<string, bigint>,
  limits: { number: bigint; draw: bigint },
): Promise<void> {
  for (const [key, amount] of [...amounts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const row = await trx
      .insertInto('lp_liability')
      .values({ draw_id: drawId, key, amount })
      .onConflict((oc) =>
        oc
          .columns(['draw_id', 'key'])
          .doUpdateSet((eb) => ({ amount: eb('lp_liability.amount', '+', amount.toString()) })),
      )
      .returning('amount')
      .executeTakeFirstOrThrow();
    const limit = key === '*' ? limits.draw : limits.number;
    if (BigInt(row.amount) > limit) {
      const what =
        key === '*'
          ? 'This draw has reached its limit'
          : `The pick ${key.split(':').at(-1)} of ${key.split(':')[0]} has reached its limit for this draw`;
      throw new LpError(409, 'liability_exceeded', {}, `${what}; choose another number or bet less`);
    }
  }
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
