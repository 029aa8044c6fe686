import {
  isAgentType,
  MemberType,
  toDecimalString,
  type CreateTopAgentRequest,
  type OpsAgentDetail,
  type OpsAgentReport,
  type OpsAgentRow,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { StoredPayoutLevel } from '../../../db/schema-agents.js';
import { fieldError, keyedError } from '../../../lib/app-errors.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import { allowedDownlineTypes, openAccount } from '../../agents/agent-center/register-downline.service.js';
import { sendNotices, type Notice } from '../../agents/contracts/contract-notices.js';
import { applyRate } from '../../agents/contracts/contract-terms.js';
import { endContractsOnMove, listAgentContracts } from '../../agents/contracts/contracts.service.js';
import { findMemberByUsername, getMember, type Member } from '../../identity/member/member.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { notBonusJournalTypes } from '../reports/bonus-journals.js';
import { setFrozen } from '../../agents/hierarchy/hierarchy.service.js';
import * as repo from './agents.repository.js';

const money = (minor: string | bigint) => toDecimalString(BigInt(minor));
const maxReportDays = 366;

function toRow(row: repo.AgentRow): OpsAgentRow {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    frozen: row.agent_frozen_at !== null,
    upline: row.upline,
    directAgents: row.direct_agents,
    directMembers: row.direct_members,
    team: row.team,
  };
}

/** One level of the tree (the top-level agents, or those directly below `parentId`), or agents matching `q`. */
export async function listAgents(
  db: Db,
  query: PageRequest & { parentId?: string | undefined; q?: string | undefined },
) {
  const filter = { parentId: query.parentId, q: query.q };
  const [rows, total] = await Promise.all([
    repo.listAgents(db, filter, query.pageSize, pageOffset(query)),
    repo.countAgents(db, filter),
  ]);
  return { list: rows.map(toRow), total };
}

export async function getAgentDetail(db: Db, id: string): Promise<OpsAgentDetail> {
  const row = await repo.findAgent(db, id);
  if (!row) throw keyedError(404, 'not_found');
  const [chain, teamAgents, contracts, payouts] = await Promise.all([
    repo.chainOf(db, id),
    repo.countTeamAgents(db, id),
    listAgentContracts(db, id),
    repo.recentPayouts(db, id),
  ]);
  const names = await repo.usernamesOf(
    db,
    payouts.flatMap((payout) => payout.levels?.flatMap((level) => level.downlineIds ?? []) ?? []),
  );
  return {
    ...toRow(row),
    chain,
    teamAgents,
    createdAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    frozenAt: row.agent_frozen_at?.toISOString() ?? null,
    contracts,
    payouts: payouts.map((payout) => ({
      id: payout.id,
      type: payout.contract_type,
      periodKey: payout.period_key,
      periodEnd: new Date(payout.period_end).toISOString(),
      basis: money(payout.basis),
      rateBp: payout.rate_bp,
      amount: money(payout.amount),
      levels: payout.levels?.map((level) => levelView(level, names)) ?? null,
    })),
  };
}

/** A level of a payout as the console explains it: its own amount and the downline agents behind it. */
function levelView(level: StoredPayoutLevel, names: ReadonlyMap<string, string>) {
  const downlines =
    level.downlineIds?.map((id) => names.get(id) ?? id) ?? (level.downlineRateBp > 0 ? null : []);
  return {
    ownRateBp: level.ownRateBp,
    downlineRateBp: level.downlineRateBp,
    paidRateBp: level.paidRateBp,
    volume: money(level.volume),
    amount: money(applyRate(BigInt(level.volume) * BigInt(level.paidRateBp))),
    downlines,
  };
}

const brief = (detail: OpsAgentDetail) => ({
  username: detail.username,
  type: detail.type,
  upline: detail.upline,
  chain: detail.chain,
  frozen: detail.frozen,
});

/** A new top-level agent account: the operator's own agent, below nobody. */
export async function createTopAgent(db: Db, input: CreateTopAgentRequest, actor: AuditActor) {
  const member = await openAccount(db, null, { ...input, type: input.type ?? MemberType.agent });
  const after = await getAgentDetail(db, member.id);
  await recordAudit(db, actor, {
    action: 'agent.create',
    params: { agentId: member.id },
    body: input,
    after: brief(after),
  });
  return after;
}

async function requireUpline(db: Db, member: Member): Promise<Member | undefined> {
  const upline = member.upline_id ? await getMember(db, member.upline_id) : undefined;
  return upline && isAgentType(upline.type) ? upline : undefined;
}

/** A player becomes an agent of `type`; below an upline agent only types of its tier or lower. */
export async function promoteMember(db: Db, input: { username: string; type: number }, actor: AuditActor) {
  const member = await findMemberByUsername(db, input.username);
  if (!member) throw keyedError(404, 'member_not_found', {}, { field: 'username' });
  if (member.type !== MemberType.member) throw fieldError('username', 'agent_promote_not_member');
  const upline = await requireUpline(db, member);
  if (upline && !allowedDownlineTypes(upline.type).includes(input.type))
    throw fieldError('type', 'agent_type_below_upline', { upline: upline.username });
  await repo.setType(db, member.id, input.type);
  const after = await getAgentDetail(db, member.id);
  await recordAudit(db, actor, {
    action: 'agent.promote',
    params: { agentId: member.id, username: member.username },
    before: { type: member.type },
    after: brief(after),
  });
  return after;
}

/**
 * Moves the agent with its whole subtree below another agent (null: to the top level). The closure rows
 * are rewritten by the member_tree_move trigger inside the same transaction that ends the agent's open
 * contracts with its previous upline.
 */
export async function moveAgent(
  db: Db,
  id: string,
  input: { uplineUsername: string | null; reason: string },
  actor: AuditActor,
  now = new Date(),
) {
  const before = await getAgentDetail(db, id);
  let uplineId: string | null = null;
  if (input.uplineUsername !== null) {
    const upline = await findMemberByUsername(db, input.uplineUsername);
    if (!upline || !isAgentType(upline.type)) throw fieldError('uplineUsername', 'agent_not_found');
    if (await repo.isSelfOrBelow(db, id, upline.id)) throw keyedError(409, 'agent_move_into_own_branch');
    if (upline.agent_frozen_at !== null)
      throw fieldError('uplineUsername', 'agent_move_under_frozen', { upline: upline.username });
    if (!allowedDownlineTypes(upline.type).includes(before.type))
      throw fieldError('uplineUsername', 'agent_type_below_upline', { upline: upline.username });
    uplineId = upline.id;
  }
  const member = await getMember(db, id);
  if (!member) throw keyedError(404, 'not_found');
  if (member.upline_id === uplineId) return before;
  const previousAgentUpline = (await requireUpline(db, member))?.id ?? null;
  let notices: Notice[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      await repo.setUpline(trx, id, uplineId);
      notices = await endContractsOnMove(trx, id, previousAgentUpline, now);
    });
  } catch (error) {
    // The trigger's own check, should the tree change between the check above and the update.
    if ((error as { code?: string }).code === '23514') throw keyedError(409, 'agent_move_into_own_branch');
    throw error;
  }
  await sendNotices(db, notices);
  const after = await getAgentDetail(db, id);
  await recordAudit(db, actor, {
    action: 'agent.move',
    params: { agentId: id, username: before.username },
    body: input,
    before: brief(before),
    after: { ...brief(after), contractsEnded: notices.length },
  });
  return after;
}

/** Freezes or unfreezes the agent, or every agent of its branch; frozen agents' agent-center sessions end. */
export async function freezeAgent(
  db: Db,
  id: string,
  input: { frozen: boolean; branch: boolean; reason: string },
  actor: AuditActor,
  now = new Date(),
) {
  const before = await getAgentDetail(db, id);
  const changed = await setFrozen(db, id, { frozen: input.frozen, branch: input.branch, by: null }, now);
  await recordAudit(db, actor, {
    action: input.frozen ? 'agent.freeze' : 'agent.unfreeze',
    params: { agentId: id, username: before.username },
    body: input,
    before: { frozen: before.frozen },
    after: { agentIds: changed },
  });
  return { agents: changed.length };
}

/** The agent's team over [from, to) (default the last 30 days): GGR, costs and NGR. */
export async function getAgentReport(
  db: Db,
  id: string,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<OpsAgentReport> {
  if (!(await repo.findAgent(db, id))) throw keyedError(404, 'not_found');
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 30 * 86_400_000);
  if (!(from < to) || to.getTime() - from.getTime() > maxReportDays * 86_400_000)
    throw keyedError(400, 'records_range_invalid', { days: maxReportDays });
  const figures = await repo.teamFigures(db, id, from, to, notBonusJournalTypes);
  const ggr = BigInt(figures.bets) - BigInt(figures.wins);
  const costs = BigInt(figures.bonus_cost) + BigInt(figures.salary_cost) + BigInt(figures.dividend_cost);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bets: money(figures.bets),
    validBet: money(figures.valid_bet),
    wins: money(figures.wins),
    ggr: money(ggr),
    bonusCost: money(figures.bonus_cost),
    salaryCost: money(figures.salary_cost),
    dividendCost: money(figures.dividend_cost),
    ngr: money(ggr - costs),
  };
}
