import {
  type AgentPolicy,
  type ContractActionResult,
  type ContractTerms,
  type ContractType,
  type DividendTerms,
  type RealtimeSalaryTerms,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { getAgentPolicy, saveAgentPolicy } from '../../agents/contracts/agent-policy.js';
import { offerByOperator, type OfferInput } from '../../agents/contracts/contracts.service.js';
import { requestApproval } from '../audit/approval.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';

/** Every rate the terms name, in basis points. */
function ratesOf(type: ContractType, terms: ContractTerms): number[] {
  if (type === 'realtime_salary') {
    const realtime = terms as RealtimeSalaryTerms;
    return [realtime.profitRateBp, realtime.lossRateBp];
  }
  return (terms as DividendTerms).tiers.map((tier) => tier.rateBp);
}

const fullRateBp = 10_000;
const percent = (bp: number) => (bp / 100).toString();

/**
 * Staff offer a contract to a top-level agent. Rates above the agent policy's cap are refused; a salary
 * rate of 100 % becomes a four-eyes request that a second staff member approves (then it is offered).
 */
export async function offerWithChecks(
  db: Db,
  offer: OfferInput,
  actor: AuditActor & { staffId: string },
): Promise<ContractActionResult> {
  const policy = await getAgentPolicy(db);
  const highest = Math.max(0, ...ratesOf(offer.type, offer.terms));
  const cap = offer.type === 'dividend' ? policy.maxDividendRateBp : policy.maxSalaryRateBp;
  if (highest > cap)
    throw keyedError(
      400,
      'agent_rate_over_cap',
      { rate: percent(highest), cap: percent(cap) },
      { field: 'terms' },
    );
  if (offer.type !== 'dividend' && highest >= fullRateBp) {
    const approvalId = await requestApproval(db, actor, {
      kind: 'agent_contract',
      payload: offer,
      summary: `${offer.type} contract for ${offer.downlineUsername} at ${percent(highest)}%`,
      amount: 0n,
    });
    throw keyedError(409, 'agent_contract_approval_requested', { approvalId });
  }
  const result = await offerByOperator(db, offer);
  await recordAudit(db, actor, {
    action: 'agent.contract_offer',
    body: offer,
    after: { contractId: result.contract.id, status: result.contract.status },
  });
  return result;
}

export async function updateAgentPolicy(
  db: Db,
  policy: AgentPolicy,
  actor: AuditActor,
): Promise<AgentPolicy> {
  const before = await getAgentPolicy(db);
  await saveAgentPolicy(db, policy);
  const after = await getAgentPolicy(db);
  await recordAudit(db, actor, { action: 'agent.policy', before, after });
  return after;
}
