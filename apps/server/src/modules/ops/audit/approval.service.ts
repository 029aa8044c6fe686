import {
  approvalPermissions,
  formatMoney,
  operatorContractOfferSchema,
  parseMinor,
  toDecimalString,
  type Approval,
  type ApprovalKind,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import { adjustBalance, type AdjustmentInput } from '../operator/adjustment.service.js';
import { offerByOperator } from '../../agents/contracts/contracts.service.js';
import { hasStaffPermission } from '../../identity/session/auth.js';
import type { Member } from '../../identity/member/member.service.js';
import { getOpsPolicy } from '../staff/ops-policy.service.js';
import { recordAudit, type AuditActor } from './audit.service.js';
import * as repo from './approval.repository.js';

function toApproval(row: repo.ApprovalRow): Approval {
  return {
    id: row.id,
    kind: row.kind as ApprovalKind,
    summary: row.summary,
    amount: toDecimalString(BigInt(row.amount_minor)),
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at.toISOString(),
    status: row.status,
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
    note: row.note,
  };
}

interface StoredAdjustment extends Omit<AdjustmentInput, 'amount'> {
  amount: string;
}

/**
 * A balance adjustment by a staff member: carried out at once up to the policy's four-eyes amount;
 * above it, recorded as a request for a second staff member and answered 409 `approval_requested`.
 */
export async function adjustWithFourEyes(
  db: Db,
  input: AdjustmentInput,
  actor: AuditActor & { staffId: string },
) {
  const policy = await getOpsPolicy(db);
  const limit = parseMinor(policy.fourEyesAmount) ?? 0n;
  if (input.amount <= limit) return adjustBalance(db, input, `operator:${actor.staffUsername ?? ''}`);
  const payload: StoredAdjustment = { ...input, amount: toDecimalString(input.amount) };
  const approvalId = await requestApproval(db, actor, {
    kind: 'adjustment',
    payload,
    summary: `${input.direction} ${input.username} ${formatMoney(input.amount)}: ${input.reason}`,
    amount: input.amount,
  });
  throw keyedError(409, 'approval_requested', { amount: policy.fourEyesAmount, approvalId });
}

/** Records an action for a second staff member to approve (audited); answers the request's id. */
export async function requestApproval(
  db: Db,
  actor: AuditActor & { staffId: string },
  request: { kind: ApprovalKind; payload: object; summary: string; amount: bigint },
): Promise<string> {
  const approvalId = await repo.insertApproval(db, {
    kind: request.kind,
    payload: request.payload,
    summary: request.summary,
    amount_minor: request.amount.toString(),
    requested_by: actor.staffId,
  });
  await recordAudit(db, actor, { action: 'approval.requested', after: { approvalId, ...request.payload } });
  return approvalId;
}

/** The requests of one kind (each kind is its own queue, open to the staff holding its permission). */
export async function listApprovalRequests(
  db: Db,
  kind: ApprovalKind,
  query: PageRequest & { status: string },
) {
  const [rows, total] = await Promise.all([
    repo.listApprovals(db, kind, query.status, query.pageSize, pageOffset(query)),
    repo.countApprovals(db, kind, query.status),
  ]);
  return { list: rows.map(toApproval), total };
}

/** What an approved request does: the adjustment, or the contract offer, it stands for. */
function carryOut(db: Db, request: repo.ApprovalRow, actor: AuditActor): Promise<unknown> {
  if (request.kind === 'agent_contract')
    return offerByOperator(db, operatorContractOfferSchema.parse(request.payload));
  const stored = request.payload as StoredAdjustment;
  return adjustBalance(
    db,
    { ...stored, amount: parseMinor(stored.amount) ?? 0n },
    `operator:${request.requested_by_name} approved by ${actor.staffUsername ?? ''}`,
  );
}

/**
 * A second staff member approves (the action is carried out then) or rejects: never the requester, and
 * only with the permission of the request's kind (an adjustment takes `adjustments`, an agent contract
 * `agents`). `kind` is the queue the call came through: a request of another kind is not in it.
 */
export async function decideApprovalRequest(
  db: Db,
  kind: ApprovalKind,
  id: string,
  decision: { decision: 'approve' | 'reject'; note?: string | undefined },
  actor: AuditActor & { staffId: string; member: Member },
  now = new Date(),
): Promise<Approval> {
  const request = await repo.findApproval(db, id);
  if (request?.kind !== kind) throw keyedError(404, 'not_found');
  if (!hasStaffPermission(actor.member, approvalPermissions[kind]))
    throw keyedError(403, 'permission_denied');
  if (request.status !== 'pending')
    throw keyedError(409, 'approval_decided', { staff: request.decided_by_name ?? '' });
  if (request.requested_by === actor.staffId) throw keyedError(403, 'approval_own_request');
  const status = decision.decision === 'approve' ? 'approved' : 'rejected';
  const won = await repo.decideApproval(
    db,
    id,
    { status, decided_by: actor.staffId, note: decision.note ?? null },
    now,
  );
  if (!won) {
    const current = await repo.findApproval(db, id);
    throw keyedError(409, 'approval_decided', { staff: current?.decided_by_name ?? '' });
  }
  let result: unknown = null;
  if (status === 'approved') {
    try {
      result = await carryOut(db, request, actor);
    } catch (error) {
      await repo.markFailed(db, id, error instanceof Error ? error.message : 'failed');
      throw error;
    }
  }
  await recordAudit(db, actor, { action: `approval.${status}`, before: toApproval(request), after: result });
  const after = await repo.findApproval(db, id);
  if (!after) throw new Error('the approval request disappeared');
  return toApproval(after);
}
