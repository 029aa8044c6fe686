import { MemberType, type RegisteredDownline, type RegisterDownlineRequest } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { fieldError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import {
  createMember,
  isUsernameTaken,
  passwordColumns,
  type Member,
} from '../../identity/member/member.service.js';
import { checkRequiredField } from '../../identity/registration/registration-rules.js';
import { getRegisterRules, getSetting } from '../../platform/system/system.service.js';

/** Agent tiers, highest first: an agent opens agent accounts of its own tier or lower. */
const agentTiers: readonly number[] = [1, 2, 41, 42];

/** Member types an agent may create: plain members, and agents of its tier or lower. */
export function allowedDownlineTypes(agentType: number): number[] {
  const tier = agentTiers.indexOf(agentType);
  if (tier < 0) return [];
  return [MemberType.member, ...agentTiers.slice(tier)];
}

/**
 * Register center: an agent opens an account directly below itself. The username and password follow
 * the operator's registration rules; without a password the account gets the operator's default
 * password, which forces a change at its first login.
 */
export async function registerDownline(
  db: Db,
  agent: Member,
  input: RegisterDownlineRequest,
  now = new Date(),
): Promise<RegisteredDownline> {
  if (!allowedDownlineTypes(agent.type).includes(input.type))
    throw fieldError('type', 'downline_type_not_allowed');
  const member = await openAccount(db, agent.id, input, now);
  return { username: member.username, type: member.type, mustChangePassword: member.password_is_default };
}

/**
 * Opens an account of `input.type` below `uplineId` (null: at the top, the operator's own agents) under
 * the operator's registration rules for username and password (none given: the default password).
 */
export async function openAccount(
  db: Db,
  uplineId: string | null,
  input: RegisterDownlineRequest,
  now = new Date(),
): Promise<Member> {
  const [rules, policy] = await Promise.all([getRegisterRules(db), getSetting(db, 'account_policy')]);
  const username = input.username.trim();
  const usernameProblem = checkRequiredField(rules.username, 'username', username);
  if (usernameProblem) throw fieldError('username', usernameProblem.key, usernameProblem.params);
  let password = policy.defaultPassword;
  if (input.password) {
    const problem = checkRequiredField(rules.password, 'password', input.password);
    if (problem) throw fieldError('password', problem.key, problem.params);
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
      throw fieldError('confirmPassword', 'inconsistent_twice');
    password = input.password;
  }
  if (await isUsernameTaken(db, username)) throw fieldError('username', 'username_taken');
  const passwords = await passwordColumns(password, policy.defaultPassword, now);
  try {
    return await db.transaction().execute((trx) =>
      createMember(trx, {
        username,
        type: input.type,
        nickname: input.nickname || null,
        mobile: null,
        email: null,
        payee_name: null,
        upline_id: uplineId,
        register_method: 'AGENT',
        ...passwords,
      }),
    );
  } catch (error) {
    if (uniqueViolation(error) === 'member_username_lower_key')
      throw fieldError('username', 'username_taken');
    throw error;
  }
}
