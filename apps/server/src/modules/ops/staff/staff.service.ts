import {
  builtinStaffRoles,
  operatorMemberType,
  operatorPermissions,
  type OperatorPermission,
  type StaffAccount,
  type StaffLoginResult,
  type StaffProfile,
  type StaffRole,
} from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { keyedError, throttledError } from '../../../lib/app-errors.js';
import { addressListContains, buildAddressList, isCidrOrIp } from '../../../lib/ip-address.js';
import { verifyPassword } from '../../../lib/password-hash.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { openTotpSecret, sealTotpSecret, type TotpKeyConfig } from '../../../lib/totp-secret.js';
import { newReadableCode, newToken, sha256Hex } from '../../../lib/secure-token.js';
import {
  createMember,
  findMemberByUsername,
  getMember,
  isUsernameTaken,
  passwordColumns,
  recordLogin,
  updateMember,
  type Member,
} from '../../identity/member/member.service.js';
import type { AuthContext } from '../../identity/session/auth.js';
import { recordLoginAttempt } from '../../identity/session/login-audit.service.js';
import {
  authenticateToken,
  createSession,
  revokeAllSessions,
} from '../../identity/session/session.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { getOpsPolicy } from './ops-policy.service.js';
import * as repo from './staff.repository.js';
import { newTotpSecret, totpCodeStep, totpUrl } from './totp.js';

type SessionConfig = Pick<AppConfig, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>;
type SignInConfig = SessionConfig & TotpKeyConfig;

const enrolTicketMinutes = 10;
const inviteHours = 72;
const recoveryCodeCount = 10;

const roleNames: Record<string, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  finance: 'Finance',
  risk: 'Risk',
  content: 'Content',
  support: 'Support',
  agent_manager: 'Agent manager',
  read_only: 'Read-only',
};

/** Creates the built-in roles that are missing (start-up, seed and the create-owner command). */
export async function ensureBuiltinRoles(db: Db): Promise<void> {
  for (const role of builtinStaffRoles) {
    await repo.insertRoleIfMissing(db, {
      code: role.code,
      name: roleNames[role.code] ?? role.code,
      permissions: role.permissions ? [...role.permissions] : null,
      builtin: true,
    });
  }
}

const permissionsOf = (member: Member): OperatorPermission[] =>
  member.staff_permissions === null
    ? [...operatorPermissions]
    : operatorPermissions.filter((permission) => member.staff_permissions?.includes(permission));

const actorOf = (member: Member, client: RequestClient): AuditActor => ({
  staffId: member.id,
  staffUsername: member.username,
  ip: client.ip,
});

async function profileOf(db: Db, member: Member): Promise<StaffProfile> {
  const account = await repo.findAccount(db, member.id);
  const role = account ? await repo.findRole(db, account.role_code) : undefined;
  const policy = await getOpsPolicy(db);
  return {
    id: member.id,
    username: member.username,
    role: { code: role?.code ?? 'owner', name: role?.name ?? roleNames.owner ?? 'Owner' },
    permissions: permissionsOf(member),
    idleMinutes: policy.staffIdleMinutes,
  };
}

const normaliseRecoveryCode = (code: string) => code.replace(/-/g, '').toUpperCase();

/** Fresh recovery codes for an account (the old ones stop working): the codes to show once. */
async function issueRecoveryCodes(db: Db, memberId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const raw = newReadableCode(10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await repo.replaceRecoveryCodes(
    db,
    memberId,
    codes.map((code) => sha256Hex(normaliseRecoveryCode(code))),
  );
  return codes;
}

/** Opens a console session (portal operator) that has passed the second factor. */
async function openConsoleSession(
  db: Db,
  config: SessionConfig,
  member: Member,
  client: RequestClient,
  now: Date,
): Promise<string> {
  const { firstTimeLogin } = await recordLogin(db, member.id, now);
  const { token } = await createSession(
    db,
    config,
    member.id,
    { portal: 'operator', client, firstLogin: firstTimeLogin, mustChangePassword: false },
    now,
  );
  const session = await authenticateToken(db, config, token, now);
  if (!session) throw new Error('the new session is not live');
  await repo.insertConsoleSession(db, session.sessionId, member.id, now);
  return token;
}

export interface StaffLoginInput {
  username: string;
  password: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/**
 * Staff sign-in: the password, then the authenticator code or a recovery code. Failures (password or
 * code) count on the account; at the policy's number it locks for the policy's minutes, whatever is
 * typed. An unknown name costs the same time and gets the same answer as a wrong password.
 */
export async function staffLogin(
  db: Db,
  config: SignInConfig,
  input: StaffLoginInput,
  client: RequestClient,
  now = new Date(),
): Promise<StaffLoginResult> {
  const policy = await getOpsPolicy(db);
  const found = await findMemberByUsername(db, input.username);
  const member = found?.type === operatorMemberType ? found : undefined;
  if (member) await adoptLegacyStaff(db, member);
  const account = member ? await repo.findAccount(db, member.id) : undefined;
  const attempt = {
    method: 'password' as const,
    portal: 'operator' as const,
    client,
    loginName: input.username,
    memberId: member?.id,
  };
  const fail = async (reason: string) => {
    if (member && account) {
      await repo.countFailure(
        db,
        member.id,
        policy.lockoutFailures,
        new Date(now.getTime() + policy.lockoutMinutes * 60_000),
      );
    }
    await recordLoginAttempt(db, attempt, { success: false, reason });
    await recordAudit(
      db,
      { staffId: member?.id ?? null, staffUsername: input.username, ip: client.ip },
      {
        action: 'staff.sign_in_failed',
        after: { reason },
      },
    );
    return keyedError(401, 'staff_login_failed');
  };

  if (account?.locked_until && account.locked_until > now) {
    const waitMs = account.locked_until.getTime() - now.getTime();
    await recordLoginAttempt(db, attempt, { success: false, reason: 'locked' });
    throw throttledError('staff_locked', waitMs, { minutes: Math.ceil(waitMs / 60_000) });
  }
  const passwordRight = await verifyPassword(member?.password_hash, input.password);
  if (!member || !account || member.status !== 'active' || !passwordRight) throw await fail('password');

  if (!account.totp_secret) {
    const secret = newTotpSecret();
    const ticket = newToken();
    await repo.insertTicket(db, {
      token_hash: sha256Hex(ticket),
      purpose: 'enrol',
      member_id: member.id,
      secret: sealTotpSecret(config, 'staff_ticket', member.id, secret),
      expires_at: new Date(now.getTime() + enrolTicketMinutes * 60_000),
    });
    return { status: 'enrol', ticket, secret, otpauthUrl: totpUrl(secret, member.username) };
  }
  if (input.code === undefined && input.recoveryCode === undefined) return { status: 'code_required' };
  const secondFactor = input.code
    ? await acceptStaffCode(db, config, member.id, account.totp_secret, input.code, now)
    : await repo.useRecoveryCode(
        db,
        member.id,
        sha256Hex(normaliseRecoveryCode(input.recoveryCode ?? '')),
        now,
      );
  if (!secondFactor) throw await fail(input.code ? 'code' : 'recovery_code');

  await repo.updateAccount(db, member.id, { failed_attempts: 0, locked_until: null });
  const token = await openConsoleSession(db, config, member, client, now);
  await recordLoginAttempt(db, attempt, { success: true, reason: input.code ? 'totp' : 'recovery_code' });
  await recordAudit(db, actorOf(member, client), {
    action: 'staff.sign_in',
    after: { with: input.code ? 'totp' : 'recovery_code' },
  });
  return { status: 'signed_in', token, staff: await profileOf(db, member), recoveryCodes: null };
}

/**
 * Whether an authenticator code is right for the account's sealed secret and of a later step than the
 * last one accepted (a code seen once, on screen or on the wire, never signs in again).
 */
async function acceptStaffCode(
  db: Db,
  config: TotpKeyConfig,
  memberId: string,
  sealed: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const secret = openTotpSecret(config, 'staff_account', memberId, sealed);
  const step = secret === null ? null : totpCodeStep(secret, code, now.getTime());
  return step !== null && (await repo.acceptTotpStep(db, memberId, step));
}

/** Confirms a new authenticator with its first code, then signs in and hands the recovery codes out once. */
export async function enrolSecondFactor(
  db: Db,
  config: SignInConfig,
  input: { ticket: string; code: string },
  client: RequestClient,
  now = new Date(),
) {
  const ticket = await repo.takeTicket(db, sha256Hex(input.ticket), 'enrol', now);
  const member = ticket ? await getMember(db, ticket.member_id) : undefined;
  const secret = ticket?.secret
    ? openTotpSecret(config, 'staff_ticket', ticket.member_id, ticket.secret)
    : null;
  if (!secret || !member || member.status !== 'active') throw keyedError(404, 'staff_ticket_invalid');
  const step = totpCodeStep(secret, input.code, now.getTime());
  if (step === null) {
    // The ticket is spent: a wrong first code starts the enrolment again from the password.
    throw keyedError(401, 'staff_code_invalid');
  }
  await repo.updateAccount(db, member.id, {
    totp_secret: sealTotpSecret(config, 'staff_account', member.id, secret),
    totp_enrolled_at: now,
    totp_last_step: String(step),
    failed_attempts: 0,
  });
  const recoveryCodes = await issueRecoveryCodes(db, member.id);
  const token = await openConsoleSession(db, config, member, client, now);
  await recordAudit(db, actorOf(member, client), { action: 'staff.second_factor_enrolled' });
  return { status: 'signed_in' as const, token, staff: await profileOf(db, member), recoveryCodes };
}

/**
 * The checks every console call passes after the session guard: a console session (second factor
 * passed) used within the idle timeout, from an address the role allows.
 */
export async function checkConsoleSession(
  db: Db,
  context: AuthContext,
  ip: string,
  now = new Date(),
): Promise<void> {
  // Not the access hook's 'operator_only': these checks also serve routes any account may call.
  if (context.member.type !== operatorMemberType) throw keyedError(403, 'staff_console_only');
  const policy = await getOpsPolicy(db);
  const idleSince = new Date(now.getTime() - policy.staffIdleMinutes * 60_000);
  if (!(await repo.touchConsoleSession(db, context.sessionId, now, idleSince))) {
    throw keyedError(403, 'staff_console_only');
  }
  const account = await repo.findAccount(db, context.member.id);
  const role = account ? await repo.findRole(db, account.role_code) : undefined;
  if (
    role &&
    role.ip_allow_list.length > 0 &&
    !addressListContains(buildAddressList(role.ip_allow_list), ip)
  ) {
    throw keyedError(403, 'staff_ip_not_allowed', { ip });
  }
}

export async function getStaffProfile(db: Db, context: AuthContext, ip: string): Promise<StaffProfile> {
  await checkConsoleSession(db, context, ip);
  return profileOf(db, context.member);
}

/** Ends every other session of the staff member (the console then logs its own session out). */
export async function signOutOthers(db: Db, context: AuthContext, client: RequestClient): Promise<void> {
  await checkConsoleSession(db, context, client.ip);
  await repo.revokeOtherSessions(db, context.member.id, context.sessionId, new Date());
  await recordAudit(db, actorOf(context.member, client), { action: 'staff.sign_out_everywhere' });
}

export async function listStaffRoles(db: Db): Promise<StaffRole[]> {
  const rows = await repo.listRoles(db);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    permissions: row.permissions as OperatorPermission[] | null,
    ipAllowList: row.ip_allow_list,
    builtin: row.builtin,
    members: row.members ?? 0,
  }));
}

function checkAllowList(entries: readonly string[]): string[] {
  for (const entry of entries) {
    if (!isCidrOrIp(entry))
      throw keyedError(400, 'staff_ip_entry_invalid', { entry }, { field: 'ipAllowList' });
  }
  return entries.map((entry) => entry.trim());
}

/** Gives every member of a role the role's permissions (what the access guard reads). */
async function applyRolePermissions(db: Db, code: string, permissions: string[] | null): Promise<void> {
  for (const { member_id } of await repo.roleMemberIds(db, code)) {
    await updateMember(db, member_id, { staff_permissions: permissions });
  }
}

/** Creates or changes a role: custom roles fully, built-in ones only their allow-list. */
export async function saveStaffRole(
  db: Db,
  input: { code: string; name: string; permissions: OperatorPermission[]; ipAllowList: string[] },
  actor: AuditActor,
): Promise<StaffRole> {
  const ipAllowList = checkAllowList(input.ipAllowList);
  const existing = await repo.findRole(db, input.code);
  if (existing?.builtin) {
    const samePermissions =
      existing.permissions === null
        ? false
        : [...existing.permissions].sort().join(',') === [...input.permissions].sort().join(',');
    if (!samePermissions && existing.code !== 'owner') throw keyedError(409, 'staff_role_builtin');
    await repo.setRoleAllowList(db, input.code, ipAllowList);
  } else {
    await repo.upsertRole(db, {
      code: input.code,
      name: input.name,
      permissions: [...new Set(input.permissions)],
      ip_allow_list: ipAllowList,
    });
    await applyRolePermissions(db, input.code, [...new Set(input.permissions)]);
  }
  const roles = await listStaffRoles(db);
  const after = roles.find((role) => role.code === input.code);
  if (!after) throw new Error('the saved role is missing');
  await recordAudit(db, actor, { action: 'staff.role_saved', before: existing ?? null, after });
  return after;
}

function toStaffAccount(row: repo.StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    role: row.role_code,
    status: row.password_hash === null && row.status === 'active' ? 'invited' : row.status,
    enrolled: row.totp_secret !== null,
    lockedUntil: row.locked_until && row.locked_until > new Date() ? row.locked_until.toISOString() : null,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  return (await repo.listAccounts(db)).map(toStaffAccount);
}

/**
 * Creates a staff account (no password yet) with a role, and a single-use invitation: the invitee
 * chooses a password with it, then enrols an authenticator at the first sign-in.
 */
export async function inviteStaff(
  db: Db,
  input: { username: string; roleCode: string },
  actor: AuditActor,
  now = new Date(),
) {
  const role = await repo.findRole(db, input.roleCode);
  if (!role) throw keyedError(404, 'staff_role_unknown');
  if (await isUsernameTaken(db, input.username))
    throw keyedError(409, 'staff_username_taken', {}, { field: 'username' });
  const member = await createMember(db, {
    username: input.username,
    type: operatorMemberType,
    password_hash: null,
    staff_permissions: role.permissions,
  });
  await repo.insertAccount(db, { member_id: member.id, role_code: role.code, invited_by: actor.staffId });
  const token = newToken();
  const expiresAt = new Date(now.getTime() + inviteHours * 3_600_000);
  await repo.insertTicket(db, {
    token_hash: sha256Hex(token),
    purpose: 'invite',
    member_id: member.id,
    secret: null,
    expires_at: expiresAt,
  });
  await recordAudit(db, actor, {
    action: 'staff.invited',
    after: { username: member.username, role: role.code },
  });
  return {
    username: member.username,
    // Not `token`: the site takes a `token` query parameter as a login.
    invitePath: `/ops/invite?invitation=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function acceptInvite(
  db: Db,
  input: { token: string; password: string },
  client: RequestClient,
  now = new Date(),
) {
  const ticket = await repo.takeTicket(db, sha256Hex(input.token), 'invite', now);
  const member = ticket ? await getMember(db, ticket.member_id) : undefined;
  if (!member) throw keyedError(404, 'staff_ticket_invalid');
  await updateMember(db, member.id, await passwordColumns(input.password, '', now));
  await recordAudit(db, actorOf(member, client), { action: 'staff.invite_accepted' });
  return { username: member.username };
}

/** Changes another staff member's role or status, lifts a lockout, or resets the authenticator. */
export async function updateStaff(
  db: Db,
  id: string,
  input: {
    roleCode?: string | undefined;
    status?: 'active' | 'disabled' | undefined;
    unlock?: true | undefined;
    resetSecondFactor?: true | undefined;
  },
  actor: AuditActor,
): Promise<StaffAccount> {
  const before = await repo.findAccount(db, id);
  if (!before) throw keyedError(404, 'not_found');
  if (id === actor.staffId) throw keyedError(409, 'staff_not_self');
  const losesOwner =
    before.role_code === 'owner' &&
    ((input.roleCode !== undefined && input.roleCode !== 'owner') || input.status === 'disabled');
  if (losesOwner && (await repo.countActiveOwners(db)).n <= 1) throw keyedError(409, 'staff_last_owner');
  if (input.roleCode !== undefined) {
    const role = await repo.findRole(db, input.roleCode);
    if (!role) throw keyedError(404, 'staff_role_unknown');
    await repo.updateAccount(db, id, { role_code: role.code });
    await updateMember(db, id, { staff_permissions: role.permissions });
  }
  if (input.status !== undefined) await updateMember(db, id, { status: input.status });
  if (input.unlock) await repo.updateAccount(db, id, { failed_attempts: 0, locked_until: null });
  if (input.resetSecondFactor) {
    await repo.updateAccount(db, id, { totp_secret: null, totp_enrolled_at: null, totp_last_step: '0' });
    await repo.replaceRecoveryCodes(db, id, []);
  }
  if (input.roleCode !== undefined || input.status === 'disabled' || input.resetSecondFactor) {
    await revokeAllSessions(db, id);
  }
  const after = await repo.findAccount(db, id);
  if (!after) throw new Error('the staff account disappeared');
  await recordAudit(db, actor, {
    action: 'staff.account_updated',
    before: toStaffAccount(before),
    after: toStaffAccount(after),
  });
  return toStaffAccount(after);
}

export async function hasActiveOwner(db: Db): Promise<boolean> {
  return (await repo.countActiveOwners(db)).n > 0;
}

/** A staff account made outside the console: the first owner of an install, the demo seed. */
export async function createStaffAccount(
  db: Db,
  config: TotpKeyConfig,
  input: { username: string; password: string; roleCode: string; totpSecret?: string | null },
  now = new Date(),
): Promise<Member> {
  await ensureBuiltinRoles(db);
  const role = await repo.findRole(db, input.roleCode);
  if (!role) throw keyedError(404, 'staff_role_unknown');
  const member = await createMember(db, {
    username: input.username,
    type: operatorMemberType,
    staff_permissions: role.permissions,
    ...(await passwordColumns(input.password, '', now)),
  });
  await repo.insertAccount(db, { member_id: member.id, role_code: role.code, invited_by: null });
  if (input.totpSecret) await enrolKnownSecret(db, config, member.id, input.totpSecret, now);
  await recordAudit(
    db,
    { staffId: null, staffUsername: null, ip: null },
    {
      action: 'staff.created_outside_console',
      after: { username: member.username, role: role.code },
    },
  );
  return member;
}

/** Enrols a given authenticator secret when the account has none (the demo seed's known secret). */
export async function enrolKnownSecret(
  db: Db,
  config: TotpKeyConfig,
  memberId: string,
  secret: string,
  now = new Date(),
): Promise<void> {
  const account = await repo.findAccount(db, memberId);
  if (account && !account.totp_secret)
    await repo.updateAccount(db, memberId, {
      totp_secret: sealTotpSecret(config, 'staff_account', memberId, secret),
      totp_enrolled_at: now,
    });
}

/** Staff accounts (type 99) that predate the console get a staff row: the owner role for an unrestricted one. */
export async function adoptLegacyStaff(db: Db, member: Member): Promise<void> {
  if (member.type !== operatorMemberType || (await repo.findAccount(db, member.id))) return;
  await ensureBuiltinRoles(db);
  const code =
    member.staff_permissions === null
      ? 'owner'
      : (builtinStaffRoles.find(
          (role) =>
            role.permissions !== null &&
            [...role.permissions].sort().join(',') === [...member.staff_permissions!].sort().join(','),
        )?.code ?? null);
  const roleCode = code ?? `custom_${member.id}`;
  if (!code) {
    await repo.upsertRole(db, {
      code: roleCode,
      name: `Custom (${member.username})`,
      permissions: member.staff_permissions,
      ip_allow_list: [],
    });
  }
  await repo.insertAccount(db, { member_id: member.id, role_code: roleCode, invited_by: null });
}
