import { agentPolicySchema, type AgentPolicy } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import * as repo from './agent-policy.repository.js';

/** Shipped rules: salaries up to 100 % (a 100 % rate needs four eyes), dividends up to 50 %, no carry. */
export const defaultAgentPolicy: AgentPolicy = {
  maxSalaryRateBp: 10_000,
  maxDividendRateBp: 5_000,
  carryNegativePeriods: false,
  uplineFundsSubDividends: true,
};

/** The operator's agent policy (site_setting `agent_policy`); a missing or malformed row: the defaults. */
export async function getAgentPolicy(db: Db): Promise<AgentPolicy> {
  const parsed = agentPolicySchema.safeParse((await repo.readPolicyRow(db))?.value);
  return parsed.success ? parsed.data : defaultAgentPolicy;
}

export async function saveAgentPolicy(db: Db, policy: AgentPolicy): Promise<void> {
  await repo.writePolicyRow(db, JSON.stringify(agentPolicySchema.parse(policy)));
}
