import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import type { Member } from '../../identity/member/member.service.js';
import { getSetting } from '../../platform/system/system.service.js';
import * as repo from './hierarchy.repository.js';

/**
 * The agent hierarchy: every agent sees and changes only its own subtree. Anything outside it answers
 * the same 404 as something that does not exist, so ids and usernames of other branches reveal nothing.
 */

export const notFound = () => keyedError(404, 'not_found');

/** Whether `memberId` is below `agentId` at any depth (the agent itself is not). */
export async function isInSubtree(db: Db, agentId: string, memberId: string): Promise<boolean> {
  return (await repo.findDepth(db, agentId, memberId)) !== null;
}

/** A member below the agent by username, else 404 'not_found'. */
export async function requireDownline(
  db: Db,
  agentId: string,
  username: string,
): Promise<Member & { depth: number }> {
  const member = await repo.findInSubtreeByUsername(db, agentId, username);
  if (!member) throw notFound();
  return member;
}

/** A member below the agent by username, or undefined. */
export function findDownline(db: Db, agentId: string, username: string) {
  return repo.findInSubtreeByUsername(db, agentId, username);
}

export function countTeam(db: Db, agentId: string): Promise<{ team: number; direct: number }> {
  return repo.countSubtree(db, agentId);
}

/** The zone the agent's reports and settlement days use: its own, else the site's. */
export async function timeZoneOf(db: Db, member: Pick<Member, 'time_zone'>): Promise<string> {
  return member.time_zone ?? (await getSetting(db, 'resources')).timeZone;
}

/** Freezes or unfreezes agent accounts (see the repository); `by` null is staff, else the upline agent. */
export function setFrozen(
  db: Db,
  id: string,
  change: { frozen: boolean; branch: boolean; by: string | null; onlyFrozenBy?: string },
  now: Date,
): Promise<string[]> {
  return repo.setFrozen(db, id, change, now);
}
