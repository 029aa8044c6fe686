import { MemberType, type RegisteredDownline, type RegisterDownlineRequest } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { Adapters } from '../../../lib/adapters.js';
import { fieldError, throttledError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import { maskMobile } from '../../../lib/mask.js';
import { newNumericCode, newReadableCode } from '../../../lib/secure-token.js';
import {
  createMember,
  isUsernameTaken,
  passwordColumns,
  type Member,
} from '../../identity/member/member.service.js';
import { checkRequiredField } from '../../identity/registration/registration-rules.js';
import { resolveMobile } from '../../identity/verification/verification.service.js';
import { messageLanguageOf, type MessageLanguage } from '../../messaging/messages/messages.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
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
 * A random password the operator's password rule accepts (letters and digits in a few shapes), or null
 * when the rule takes none of them.
 */
async function generatedPassword(db: Db): Promise<string | null> {
  const rule = (await getRegisterRules(db)).password;
  const letters = () => newReadableCode(5).replace(/[0-9]/g, 'k').toLowerCase();
  const candidates = [
    `${letters()}${newNumericCode(5)}`,
    `${letters().slice(0, 1).toUpperCase()}${letters()}${newNumericCode(4)}`,
    newNumericCode(8),
    `${letters()}${letters().slice(0, 3)}`,
  ];
  return candidates.find((candidate) => !checkRequiredField(rule, 'password', candidate)) ?? null;
}

/** Password messages an agent may send per hour, and a mobile may receive per hour. */
const SMS_PER_AGENT_HOUR = 30;
const SMS_PER_MOBILE_HOUR = 3;

/** Refuses (429) an agent past its hourly password messages, or a mobile past its own. */
async function throttlePasswordSms(db: Db, agentId: string, mobile: string): Promise<void> {
  for (const [key, max] of [
    [`downline-sms:agent:${agentId}`, SMS_PER_AGENT_HOUR],
    [`downline-sms:mobile:${mobile}`, SMS_PER_MOBILE_HOUR],
  ] as const) {
    const decision = await rateLimit.consume(db, key, { windowMs: rateLimit.minutes(60), max });
    if (!decision.allowed)
      throw throttledError('downline_sms_limit', decision.retryAfterMs, {
        minutes: Math.max(1, Math.ceil(decision.retryAfterMs / 60_000)),
      });
  }
}

/** The SMS carrying a new account's generated password, in the account holder's language. */
export function passwordSmsText(language: MessageLanguage, username: string, password: string): string {
  return language === 'en'
    ? `Your account ${username} is ready. Password: ${password} - please change it when you first sign in.`
    : `আপনার অ্যাকাউন্ট ${username} তৈরি হয়েছে। পাসওয়ার্ড: ${password} - প্রথমবার লগইন করে এটি বদলে নিন।`;
}

export interface RegisterDownlineDeps {
  db: Db;
  adapters: Pick<Adapters, 'sms'>;
}

/**
 * Register center: an agent opens an account directly below itself. The username and password follow
 * the operator's registration rules; without a password the account gets a random one, answered once
 * for the agent to hand over (the operator's default password when its rule accepts no generated one),
 * and must change it at its first login. The agent may also have the generated password sent by SMS
 * (checked and throttled before the account is opened; a gateway failure leaves `smsSentTo` null, the
 * password is still answered).
 */
export async function registerDownline(
  { db, adapters }: RegisterDownlineDeps,
  agent: Member,
  input: RegisterDownlineRequest,
  now = new Date(),
): Promise<RegisteredDownline> {
  if (!allowedDownlineTypes(agent.type).includes(input.type))
    throw fieldError('type', 'downline_type_not_allowed');
  const generated = input.password ? null : await generatedPassword(db);
  let smsTo: string | null = null;
  if (input.smsPassword) {
    if (!generated) throw fieldError('smsPassword', 'downline_sms_needs_generated');
    const { dialingCode, mobileNo } = input.smsPassword;
    smsTo = await resolveMobile(db, dialingCode, mobileNo, 'smsPassword');
    await throttlePasswordSms(db, agent.id, smsTo);
  }
  const member = await openAccount(
    db,
    agent.id,
    generated ? { ...input, password: generated, confirmPassword: generated } : input,
    now,
    { mustChangePassword: generated !== null },
  );
  let smsSentTo: string | null = null;
  if (smsTo && generated) {
    try {
      await adapters.sms.send(
        smsTo,
        passwordSmsText(messageLanguageOf(member.language), member.username, generated),
      );
      smsSentTo = maskMobile(smsTo);
    } catch {
      smsSentTo = null;
    }
  }
  return {
    username: member.username,
    type: member.type,
    mustChangePassword: member.password_is_default,
    password: generated,
    smsSentTo,
  };
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
  options: { mustChangePassword?: boolean } = {},
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
  if (options.mustChangePassword) passwords.password_is_default = true;
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
