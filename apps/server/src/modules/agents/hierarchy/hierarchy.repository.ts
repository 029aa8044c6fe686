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
