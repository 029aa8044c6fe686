import {
  contractTermsSchemas,
  isAgentType,
  type ContractAction,
  type ContractActionResult,
  type ContractOptions,
  type ContractPage,
  type ContractTerms,
  type ContractType,
  type ContractView,
  type ConsolidatedContract,
  type ContractsQuery,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset } from '../../../lib/paging.js';
import { findDownline, notFound, requireDownline } from '../hierarchy/hierarchy.service.js';
import {
  findMemberByUsername,
  getMember,
  isActive,
  type Member,
} from '../../identity/member/member.service.js';
import { sendNotices, type ContractNoticeKind, type Notice } from './contract-notices.js';
import { capOf, exceedsCap, normaliseTerms, type RateCap } from './contract-terms.js';
import * as repo from './contracts.repository.js';

/**
 * Contracts between an upline and a direct downline agent (or the operator and a top-level agent):
 * offered, accepted or rejected, terminated by agreement. A rate never exceeds the offering agent's own
 * rate of the type; when an agent's rate falls (a lower contract accepted, or its contract ended), the
 * contracts it gave above the new rate end too, down the tree, after the caller confirmed the list.
 */

type Side = 'upline' | 'downline';
/** Who acts: an agent or member account, or the operator's staff (for contracts without an upline). */
export type ContractActor = { member: Member } | { operator: true };

const iso = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);

function sideOf(row: repo.ContractRow, actor: ContractActor): Side | null {
  if ('operator' in actor) return row.upline_id === null ? 'upline' : null;
  if (row.downline_id === actor.member.id) return 'downline';
  if (row.upline_id !== null && row.upline_id === actor.member.id) return 'upline';
  return null;
}

function actionsFor(row: repo.ContractRow, side: Side | null): ContractAction[] {
  if (!side) return [];
  if (row.status === 'pending') return side === 'downline' ? ['accept', 'reject'] : ['cancel'];
  if (row.status !== 'active') return [];
  if (!row.termination_requested_by) return ['requestTermination'];
  return row.termination_requested_by === side
    ? ['declineTermination']
    : ['confirmTermination', 'declineTermination'];
}

export function toView(row: repo.ContractRow, actor: ContractActor): ContractView {
  const side = sideOf(row, actor);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    upline: row.upline_username ? { username: row.upline_username, nickname: row.upline_nickname } : null,
    downline: { username: row.downline_username, nickname: row.downline_nickname },
    role: 'operator' in actor ? 'operator' : (side ?? 'upline'),
    terms: row.terms as ContractTerms,
    terminationRequestedBy: row.termination_requested_by,
    createdAt: new Date(row.created_at).toISOString(),
    acceptedAt: iso(row.accepted_at),
    endedAt: iso(row.ended_at),
    actions: actionsFor(row, side),
  };
}

const termsOf = (row: { type: ContractType; terms: unknown }): ContractTerms =>
  contractTermsSchemas[row.type].parse(row.terms);

/** The cap an agent's own active contract of the type puts on its offers; null: it has none. */
async function ownCap(db: Db, agentId: string, type: ContractType): Promise<RateCap | null> {
  const own = await repo.findByDownline(db, agentId, type, 'active');
  return own ? capOf(type, termsOf(own)) : null;
}

/**
 * The contracts that end when `agentId`'s rate of `type` becomes `cap` (null: no contract any more):
 * what it gave above the cap, and, below each active one that ends, everything given of the type.
 */
async function cascadeOf(
  db: Db,
  agentId: string,
  type: ContractType,
  cap: RateCap | null,
): Promise<repo.ContractRow[]> {
  const ending: repo.ContractRow[] = [];
  for (const row of await repo.listOpenGivenBy(db, agentId, type)) {
    if (cap && exceedsCap(type, termsOf(row), cap) === null) continue;
    ending.push(row);
    if (row.status === 'active') ending.push(...(await cascadeOf(db, row.downline_id, type, null)));
  }
  return ending;
}

async function endAll(trx: Db, rows: repo.ContractRow[], now: Date, reason: string): Promise<void> {
  for (const row of rows) {
    await repo.updateContract(trx, row.id, {
      status: row.status === 'pending' ? 'cancelled' : 'terminated',
      ended_at: now,
      end_reason: reason,
      termination_requested_by: null,
    });
  }
}

const notAllowed = () => keyedError(409, 'contract_action_not_allowed');

/** A transaction whose loss of a race on the one-active / one-pending indexes answers 409, not 500. */
async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'agent_contract_one_active' || constraint === 'agent_contract_one_pending')
      throw notAllowed();
    throw error;
  }
}

/** A notice about the contract `row` to `memberId`. */
const noticeOf = (
  row: repo.ContractRow,
  memberId: string,
  kind: ContractNoticeKind,
  requester?: string | null,
): Notice => ({
  memberId,
  kind,
  type: row.type,
  upline: row.upline_username,
  downline: row.downline_username,
  requester,
});

const cascadeNotices = (rows: repo.ContractRow[]): Notice[] =>
  rows.map((row) => noticeOf(row, row.downline_id, 'endedUplineRate'));

export interface OfferInput {
  type: ContractType;
  downlineUsername: string;
  terms: ContractTerms;
}

/** An agent offers terms to a direct downline agent; a pending offer of the type to the same downline is replaced. */
async function offerByAgent(db: Db, upline: Member, input: OfferInput): Promise<ContractActionResult> {
  const downline = await requireDownline(db, upline.id, input.downlineUsername);
  if (downline.depth !== 1 || !isAgentType(downline.type) || !isActive(downline))
    throw keyedError(400, 'contract_not_direct_agent', {}, { field: 'downlineUsername' });
  const cap = await ownCap(db, upline.id, input.type);
  if (!cap) throw keyedError(400, 'contract_no_own_contract');
  const terms = normaliseTerms(input.type, input.terms);
  const problem = exceedsCap(input.type, terms, cap);
  if (problem) {
    const { key, ...params } = problem;
    throw keyedError(400, key, params, { field: 'terms' });
  }
  return insertOffer(db, { member: upline }, upline.id, downline, input.type, terms);
}

async function insertOffer(
  db: Db,
  actor: ContractActor,
  uplineId: string | null,
  downline: Member,
  type: ContractType,
  terms: ContractTerms,
): Promise<ContractActionResult> {
  const now = new Date();
  const id = await inTransaction(db, async (trx) => {
    const pending = await repo.findByDownline(trx, downline.id, type, 'pending');
    if (pending) await endAll(trx, [pending], now, 'superseded');
    return repo.insertContract(trx, {
      type,
      upline_id: uplineId,
      downline_id: downline.id,
      terms,
      created_at: now,
    });
  });
  const row = await repo.findContract(db, id);
  if (!row) throw new Error(`contract ${id} vanished`);
  await sendNotices(db, [noticeOf(row, downline.id, 'offered')]);
  return { contract: toView(row, actor), confirmationRequired: false, wouldTerminate: [] };
}

/** The operator offers a contract to a top-level agent (an agent without an agent above it). */
export async function offerByOperator(db: Db, input: OfferInput): Promise<ContractActionResult> {
  const downline = await findMemberByUsername(db, input.downlineUsername);
  if (!downline || !isActive(downline) || !isAgentType(downline.type)) throw notFound();
  const upline = downline.upline_id ? await getMember(db, downline.upline_id) : undefined;
  if (upline && isAgentType(upline.type))
    throw keyedError(400, 'contract_top_agent_only', {}, { field: 'downlineUsername' });
  return insertOffer(
    db,
    { operator: true },
    null,
    downline,
    input.type,
    normaliseTerms(input.type, input.terms),
  );
}

export type ContractActionInput =
  | { action: 'offer'; downlineUsername: string; terms: ContractTerms }
  | { action: Exclude<ContractAction, 'offer'>; contractId: string; confirm?: boolean | undefined };

/**
 * One action on a contract of `type` (null: of any type; the operator's console). Contracts the actor
 * is not a side of answer 404, like unknown ones; an action the contract's state does not allow, 409.
 */
export async function performAction(
  db: Db,
  actor: ContractActor,
  type: ContractType | null,
  input: ContractActionInput,
): Promise<ContractActionResult> {
  if (input.action === 'offer') {
    if (!type) throw notAllowed();
    if ('operator' in actor)
      return offerByOperator(db, { type, downlineUsername: input.downlineUsername, terms: input.terms });
    return offerByAgent(db, actor.member, {
      type,
      downlineUsername: input.downlineUsername,
      terms: input.terms,
    });
  }
  const { action, contractId } = input;
  const confirm = input.confirm === true;
  const now = new Date();
  const notices: Notice[] = [];
  const outcome = await inTransaction(db, async (trx) => {
    const row = await repo.findContract(trx, contractId, true);
    const side = row && (type === null || row.type === type) ? sideOf(row, actor) : null;
    if (!row || !side) throw notFound();
    if (!actionsFor(row, side).includes(action)) throw notAllowed();
    const notifyOther = (kind: ContractNoticeKind, requester?: string | null) => {
      const otherId = side === 'upline' ? row.downline_id : row.upline_id;
      if (otherId) notices.push(noticeOf(row, otherId, kind, requester));
    };
    let wouldTerminate: repo.ContractRow[] = [];

    switch (action) {
      case 'accept': {
        const terms = termsOf(row);
        if (row.upline_id) {
          const cap = await ownCap(trx, row.upline_id, row.type);
          if (!cap || exceedsCap(row.type, terms, cap)) throw notAllowed();
        }
        wouldTerminate = await cascadeOf(trx, row.downline_id, row.type, capOf(row.type, terms));
        if (wouldTerminate.length > 0 && !confirm) return { row, wouldTerminate, confirmationRequired: true };
        const previous = await repo.findByDownline(trx, row.downline_id, row.type, 'active');
        if (previous) {
          await repo.updateContract(trx, previous.id, {
            status: 'replaced',
            ended_at: now,
            end_reason: 'replaced',
            termination_requested_by: null,
          });
        }
        await repo.updateContract(trx, row.id, { status: 'active', accepted_at: now });
        await endAll(trx, wouldTerminate, now, 'upline_rate_lowered');
        notifyOther('accepted');
        break;
      }
      case 'reject':
        await repo.updateContract(trx, row.id, { status: 'rejected', ended_at: now, end_reason: 'rejected' });
        notifyOther('rejected');
        break;
      case 'cancel':
        await repo.updateContract(trx, row.id, {
          status: 'cancelled',
          ended_at: now,
          end_reason: 'cancelled',
        });
        break;
      case 'requestTermination':
        await repo.updateContract(trx, row.id, { termination_requested_by: side });
        notifyOther('terminationRequested', side === 'upline' ? row.upline_username : row.downline_username);
        break;
      case 'declineTermination':
        await repo.updateContract(trx, row.id, { termination_requested_by: null });
        notifyOther('terminationDeclined');
        break;
      case 'confirmTermination': {
        wouldTerminate = await cascadeOf(trx, row.downline_id, row.type, null);
        if (wouldTerminate.length > 0 && !confirm) return { row, wouldTerminate, confirmationRequired: true };
        await repo.updateContract(trx, row.id, {
          status: 'terminated',
          ended_at: now,
          end_reason: 'terminated_by_agreement',
          termination_requested_by: null,
        });
        await endAll(trx, wouldTerminate, now, 'upline_contract_ended');
        notifyOther('terminated');
        break;
      }
    }
    notices.push(...cascadeNotices(wouldTerminate.filter((ended) => ended.status === 'active')));
    return { row, wouldTerminate, confirmationRequired: false };
  });
  await sendNotices(db, notices);
  const current = outcome.confirmationRequired ? outcome.row : await repo.findContract(db, contractId);
  if (!current) throw new Error(`contract ${contractId} vanished`);
  return {
    contract: toView(current, actor),
    confirmationRequired: outcome.confirmationRequired,
    wouldTerminate: outcome.wouldTerminate.map((row) => toView(row, actor)),
  };
}

/** The caller's contracts as upline and as downline, newest first. Another party outside the subtree finds nothing. */
export async function listContracts(
  db: Db,
  member: Member,
  query: ContractsQuery & { pageNo: number; pageSize: number },
): Promise<ContractPage> {
  let otherId: string | undefined;
  if (query.username) {
    const other =
      (await findDownline(db, member.id, query.username)) ??
      (member.upline_id ? await getMember(db, member.upline_id) : undefined);
    if (!other || other.username.toLowerCase() !== query.username.toLowerCase()) return toPage([], 0, query);
    otherId = other.id;
  }
  const { rows, total } = await repo.pageContracts(db, {
    memberId: member.id,
    role: query.role,
    type: query.type,
    status: query.status,
    otherId,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return toPage(
    rows.map((row) => toView(row, { member })),
    total,
    query,
  );
}

/** What an agent can offer: its own active contracts (the caps) and its direct downline agents. */
export async function getContractOptions(db: Db, member: Member): Promise<ContractOptions> {
  const active = await repo.listActiveOf(db, member.id);
  const own = (type: ContractType) => {
    const row = active.find((contract) => contract.type === type);
    return row ? toView(row, { member }) : null;
  };
  const agents = await repo.listDirectAgents(db, member.id);
  return {
    own: {
      dividend: own('dividend'),
      daily_salary: own('daily_salary'),
      hourly_salary: own('hourly_salary'),
      realtime_salary: own('realtime_salary'),
    },
    downlineAgents: agents,
  };
}

/** The contract modal's data: what waits for the caller's answer, counted per type. */
export async function getConsolidated(db: Db, member: Member): Promise<ConsolidatedContract> {
  const rows = await repo.listWaitingFor(db, member.id);
  const count = (type: ContractType) => rows.filter((row) => row.type === type).length;
  return {
    dailysalreqtype: count('daily_salary'),
    divtypereq: count('dividend'),
    contracthoursalreq: count('hourly_salary'),
    realtimesalreqtype: count('realtime_salary'),
    list: rows.map((row) => toView(row, { member })),
  };
}

export async function listOperatorContracts(db: Db): Promise<ContractView[]> {
  return (await repo.listOperatorContracts(db, 200)).map((row) => toView(row, { operator: true }));
}

/** The agent's contracts (held and given) as the operator sees them. */
export async function listAgentContracts(db: Db, agentId: string): Promise<ContractView[]> {
  return (await repo.listOfAgent(db, agentId, 100)).map((row) => toView(row, { operator: true }));
}

/**
 * An agent moved to another upline: its open contracts with the previous one (null: the operator) end,
 * and with them what it gave above no rate at all; the parties are told. Run it inside the move's transaction.
 */
export async function endContractsOnMove(
  trx: Db,
  agentId: string,
  previousUplineId: string | null,
  now: Date,
): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const row of await repo.listOpenFromUpline(trx, agentId, previousUplineId)) {
    const cascade = row.status === 'active' ? await cascadeOf(trx, agentId, row.type, null) : [];
    await endAll(trx, [row, ...cascade], now, 'agent_moved');
    notices.push(noticeOf(row, agentId, 'endedMoved'));
    notices.push(...cascadeNotices(cascade.filter((ended) => ended.status === 'active')));
  }
  return notices;
}
