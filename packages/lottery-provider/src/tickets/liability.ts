import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { LpDatabase } from '../db/schema.js';
import { LpError } from '../errors.js';
import type { LotteryFamily } from '../games/families.js';
import { liabilityOf, type TicketSelections } from './ticket-selection.js';

const compare = <T extends string | bigint>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/** SQLSTATE of lp_reserve_liability's refusal (migration lp-0003), a key over its limit in the detail. */
const LIMIT_PASSED = 'LP001';

/** A ticket's potential payout on one key of one draw. */
export interface LiabilityRow {
  drawId: string;
  key: string;
  amount: bigint;
}

/** One total per (draw, key), in draw then key order: the order every writer locks the rows in. */
function orderedTotals(liability: Iterable<LiabilityRow>): LiabilityRow[] {
  const totals = new Map<string, LiabilityRow>();
  for (const row of liability) {
    const id = `${row.drawId}|${row.key}`;
    const total = totals.get(id);
    if (total) total.amount += row.amount;
    else totals.set(id, { ...row });
  }
  return [...totals.values()].sort((a, b) =>
    a.drawId === b.drawId ? compare(a.key, b.key) : compare(BigInt(a.drawId), BigInt(b.drawId)),
  );
}

/**
 * The call of lp_reserve_liability that reserves tickets' potential payouts on their draws' totals (one
 * row per (draw, key), summed, in draw then key order, so concurrent purchases lock them in the same
 * order); it raises LP001 when a total would pass its limit (see liabilityRefusal), so nothing is
 * reserved then. Every purchase of a draw updates the same rows: the purchase runs it inside the
 * statement that writes the orders waiting at that moment (see order-writes.ts), so the rows stay
 * locked for that statement and its commit, never across a round trip to this process.
 */
export function liabilityReservation(
  liability: readonly LiabilityRow[],
  limits: { number: bigint; draw: bigint },
): RawBuilder<unknown> {
  const rows = orderedTotals(liability);
  return sql`lp_reserve_liability(
    ${rows.map((row) => row.drawId)}::bigint[], ${rows.map((row) => row.key)}::text[],
    ${rows.map((row) => row.amount.toString())}::bigint[],
    ${limits.number.toString()}::bigint, ${limits.draw.toString()}::bigint)`;
}

/** The purchase's refusal when lp_reserve_liability found a limit passed (the key in the detail). */
export function liabilityRefusal(error: unknown): LpError | undefined {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code !== LIMIT_PASSED) return undefined;
  const [betType, , pick] = (detail ?? '*').split(':');
  const what =
    detail === '*' || !pick
      ? 'This draw has reached its limit'
      : `The pick ${pick} of ${betType} has reached its limit for this draw`;
  return new LpError(409, 'liability_exceeded', {}, `${what}; choose another number or bet less`);
}

/**
 * Takes cancelled, refunded or failed tickets' potential payouts off their draws' totals: one update per
 * (draw, key), in draw then key order like the reservation, so concurrent releases and reservations
 * never lock the same rows in opposite orders.
 */
export async function releaseLiability(
  trx: Transaction<LpDatabase>,
  tickets: readonly { draw_id: string; selections: unknown; family: string }[],
): Promise<void> {
  const ordered = orderedTotals(
    tickets.flatMap((ticket) =>
      [...liabilityOf(ticket.selections as TicketSelections, ticket.family as LotteryFamily)].map(
        ([key, amount]) => ({ drawId: ticket.draw_id, key, amount }),
      ),
    ),
  );
  for (const { drawId, key, amount } of ordered) {
    await trx
      .updateTable('lp_liability')
      .set((eb) => ({ amount: eb('amount', '-', amount.toString()) }))
      .where('draw_id', '=', drawId)
      .where('key', '=', key)
      .execute();
  }
}
