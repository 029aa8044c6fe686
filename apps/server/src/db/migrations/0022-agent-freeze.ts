import { sql, type Kysely } from 'kysely';

/**
 * Operator console, agents: member.agent_frozen_at — when staff froze the agent business of the account
 * (no agent-center sign-in, no new downlines). The account itself stays usable on the player site.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column agent_frozen_at timestamptz`.execute(db);
}
