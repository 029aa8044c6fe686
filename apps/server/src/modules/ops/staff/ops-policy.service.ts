import { opsPolicySchema, toDecimalString, type OpsPolicy } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import * as repo from './staff.repository.js';

export const defaultOpsPolicy: OpsPolicy = {
  staffIdleMinutes: 15,
  lockoutFailures: 5,
  lockoutMinutes: 15,
  fourEyesAmount: '10000.00',
};

/** The console's own rules (idle timeout, lockout, four-eyes amount); a malformed row falls back to the defaults. */
export async function getOpsPolicy(db: Db): Promise<OpsPolicy> {
  const parsed = opsPolicySchema.safeParse((await repo.readPolicyRow(db))?.value);
  return parsed.success ? parsed.data : defaultOpsPolicy;
}

export async function saveOpsPolicy(
  db: Db,
  input: Omit<OpsPolicy, 'fourEyesAmount'> & { fourEyesAmount: bigint },
): Promise<{ before: OpsPolicy; after: OpsPolicy }> {
  const before = await getOpsPolicy(db);
  const after = opsPolicySchema.parse({ ...input, fourEyesAmount: toDecimalString(input.fourEyesAmount) });
  await repo.writePolicyRow(db, after);
  return { before, after };
}
