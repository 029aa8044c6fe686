import { agentPolicySchema, type AgentPolicy } from '@app/contracts';
import type { Db } from '../../../db/database.js';

const settingKey = 'agent_policy';

/** Shipped rules: salaries up to 100 % (a 100 % rate needs four eyes), dividends up to 50 %, no carry. */
export const defaultAgentPolicy: AgentPolicy = {
  maxSalaryRateBp: 10_000,
  maxDividendRateBp: 5_000,
  carryNegativePeriods: false,
  uplineFundsSubDividends: true,
};

/** The operator's agent policy (site_setting `agent_policy`); a missing or malformed row: the defaults. */
export async function getAgentPolicy(db: Db): Promise<AgentPolicy> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', settingKey)
    .executeTakeFirst();
  const parsed = agentPolicySchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultAgentPolicy;
}

export async function saveAgentPolicy(db: Db, policy: AgentPolicy): Promise<void> {
  const value = JSON.stringify(agentPolicySchema.parse(policy));
  await db
    .insertInto('site_setting')
    .values({ key: settingKey, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
