import { operatorMemberType } from '@app/contracts';
import type { Db } from '../db/database.js';
import type { TotpKeyConfig } from '../lib/totp-secret.js';
import { findMemberByUsername } from '../modules/identity/member/member.service.js';
import {
  adoptLegacyStaff,
  createStaffAccount,
  enrolKnownSecret,
} from '../modules/ops/staff/staff.service.js';

/**
 * The authenticator secret of every demo staff account (base32), printed in the start banner so the
 * demo can sign in to /ops: add it to an authenticator app, or compute the code with any TOTP tool.
 * Local demo only: production never seeds demo accounts.
 */
export const demoTotpSecret = 'KRSXG5CTMVRXEZLUKN2XAZLSONSWG4TF';

/** One demo staff account per built-in role besides the owner (demo_operator) and content (demo_content_staff). */
export const demoStaff = [
  { role: 'admin', username: 'demo_admin', password: 'Admin12345' },
  { role: 'finance', username: 'demo_finance', password: 'Finance12345' },
  { role: 'risk', username: 'demo_risk', password: 'Risk123456' },
  { role: 'support', username: 'demo_support', password: 'Support12345' },
  { role: 'agent_manager', username: 'demo_agent_manager', password: 'Agents12345' },
  { role: 'read_only', username: 'demo_read_only', password: 'ReadOnly12345' },
] as const;

/** Gives the demo staff their roles and the known authenticator secret; creates the missing ones. */
export async function seedDemoStaff(db: Db, config: TotpKeyConfig): Promise<void> {
  for (const username of ['demo_operator', 'demo_content_staff']) {
    const member = await findMemberByUsername(db, username);
    if (member?.type !== operatorMemberType) continue;
    await adoptLegacyStaff(db, member);
    await enrolKnownSecret(db, config, member.id, demoTotpSecret);
  }
  for (const staff of demoStaff) {
    if (await findMemberByUsername(db, staff.username)) continue;
    await createStaffAccount(db, config, { ...staff, roleCode: staff.role, totpSecret: demoTotpSecret });
  }
}
