import { agentMemberTypes } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { MemberRow } from '../../../db/schema.js';

/** The hierarchy's closure table (member_tree, kept by triggers on member): subtree lookups. */

/** How far below `agentId` the member is (1: direct), or null when it is not below it. */
export async function findDepth(db: Db, agentId: string, memberId: string): Promise<number | null> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .where('depth', '>', 0)
    .executeTakeFirst();
  return row?.depth ?? null;
}

/** A member of the agent's subtree by username (any case), with its depth below the agent. */
export async function findInSubtreeByUsername(
  db: Db,
  agentId: string,
  username: string,
): Promise<(MemberRow & { depth: number }) | undefined> {
  return db
    .selectFrom('member as m')
    .innerJoin('member_tree as t', 't.descendant_id', 'm.id')
    .selectAll('m')
    .select('t.depth')
    .where('t.ancestor_id', '=', agentId)
    .where('t.depth', '>', 0)
    .where(sql<string>`lower(m.username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function countSubtree(db: Db, agentId: string): Promise<{ team: number; direct: number }> {
  const row = await db
    .selectFrom('member_tree')
    .select([
      sql<string>`count(*) filter (where depth > 0)`.as('team'),
      sql<string>`count(*) filter (where depth = 1)`.as('direct'),
    ])
    .where('ancestor_id', '=', agentId)
    .executeTakeFirstOrThrow();
  return { team: Number(row.team), direct: Number(row.direct) };
}

/**
 * Freezes or unfreezes the agent accounts of `id` (itself, or with `branch` its whole subtree) and ends
 * the frozen agents' agent-center sessions; answers the ids that changed. `by` is who froze them: null
 * for staff, else the upline agent. An agent's `onlyFrozenBy` unfreeze lifts only its own freezes.
 */
export async function setFrozen(
  db: Db,
  id: string,
  change: { frozen: boolean; branch: boolean; by: string | null; onlyFrozenBy?: string },
  now: Date,
): Promise<string[]> {
  const targets = db
    .selectFrom('member_tree')
    .select('descendant_id')
    .where('ancestor_id', '=', id)
    .where('depth', change.branch ? '>=' : '=', 0);
  let update = db
    .updateTable('member')
    .set({ agent_frozen_at: change.frozen ? now : null, agent_frozen_by: change.frozen ? change.by : null })
    .where('id', 'in', targets)
    .where('type', 'in', [...agentMemberTypes])
    .where('agent_frozen_at', change.frozen ? 'is' : 'is not', null);
  if (change.onlyFrozenBy !== undefined) update = update.where('agent_frozen_by', '=', change.onlyFrozenBy);
  const ids = (await update.returning('id').execute()).map((row) => row.id);
  if (change.frozen && ids.length > 0) {
    await db
      .updateTable('member_session')
      .set({ revoked_at: now })
      .where('member_id', 'in', ids)
      .where('portal', '=', 'agent')
      .where('revoked_at', 'is', null)
      .execute();
  }
  return ids;
}
