import { agentMemberTypes } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { fieldError } from '../../../lib/app-errors.js';
import type { Member } from '../../identity/member/member.service.js';
import { recordAudit } from '../../ops/audit/audit.service.js';
import { findDownline, notFound, setFrozen } from '../hierarchy/hierarchy.service.js';

const isAgentType = (type: number) => (agentMemberTypes as readonly number[]).includes(type);

/**
 * An agent freezes or unfreezes an agent of its own team (never itself or anyone above: only its
 * subtree is searched), or that agent's whole branch. Unfreezing lifts only the freezes this agent
 * made, so a freeze by the operator (or by an agent higher up) stays. Recorded in the audit log with
 * the agent as the actor.
 */
export async function freezeDownline(
  db: Db,
  agent: Member,
  input: { username: string; frozen: boolean; branch?: boolean | undefined },
  ip: string,
  now = new Date(),
): Promise<{ agents: number }> {
  const target = await findDownline(db, agent.id, input.username.trim());
  if (!target) throw notFound();
  if (!isAgentType(target.type)) throw fieldError('username', 'downline_not_agent');
  const branch = input.branch ?? false;
  if (!input.frozen && target.agent_frozen_at !== null && target.agent_frozen_by !== agent.id)
    throw fieldError('username', 'downline_frozen_by_operator');
  const changed = await setFrozen(
    db,
    target.id,
    input.frozen
      ? { frozen: true, branch, by: agent.id }
      : { frozen: false, branch, by: null, onlyFrozenBy: agent.id },
    now,
  );
  await recordAudit(
    db,
    { staffId: agent.id, staffUsername: agent.username, ip },
    {
      action: input.frozen ? 'agent_center.freeze_downline' : 'agent_center.unfreeze_downline',
      params: { agentId: target.id, username: target.username },
      body: { branch },
      before: { frozen: target.agent_frozen_at !== null },
      after: { agentIds: changed },
    },
  );
  return { agents: changed.length };
}
