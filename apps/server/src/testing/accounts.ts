import type {
  AccountPolicy,
  BotCheckChallenge,
  Envelope,
  ErrorDetail,
  LoginResult,
  ModuleIdValue,
  OperatorPermission,
  SessionValue,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { defaultAccountPolicy } from '../seed/system-defaults.js';
import { solveBotCheck } from '../modules/identity/bot-check/bot-check-solver.js';
import { captchaAnswerHash } from '../modules/identity/captcha/captcha.service.js';
import { createMember, passwordColumns } from '../modules/identity/member/member.service.js';
import { setModuleEnabled } from '../modules/platform/system/system.repository.js';
import { updateSetting } from '../modules/platform/system/system.service.js';
import { staffConsoleToken } from './staff.js';

/** Helpers for the accounts tests: calls with a chosen client IP, registrations, outbox reads, operator switches. */

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

let ipCounter = 0;
/** A client address no other test uses, so per-IP throttles never leak between tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let nameCounter = 0;
export function freshUsername(prefix = 'player'): string {
  nameCounter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${nameCounter}`;
}

let mobileCounter = 0;
/** A Bangladeshi mobile number (national form with the trunk 0) no other test uses. */
export function freshMobile(): string {
  mobileCounter += 1;
  return `0171${String(process.pid % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`;
}
export const e164 = (national: string): string => `+880${national.replace(/^0/, '')}`;

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
}

export const detailOf = (result: CallResult<unknown>): ErrorDetail => result.body.value as ErrorDetail;

export function registrationForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: freshUsername(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    termsAccepted: true,
    ageConfirmed: true,
    ...overrides,
  };
}

/** Registers by username and returns the login value. */
export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  ip = freshIp(),
): Promise<SessionValue & { username: string; password: string }> {
  const form = registrationForm(overrides);
  const result = await call<SessionValue>(app, 'PUT', '/wps/member/register', { body: form, ip });
  if (result.status !== 200) throw new Error(`registration failed: ${JSON.stringify(result.body)}`);
  return { ...result.body.value, username: String(form.username), password: String(form.password) };
}

export function loginBody(username: string, password: string, extra: Record<string, unknown> = {}) {
  return { type: 'username', username, password, ...extra };
}

export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  ip = freshIp(),
) {
  return call<LoginResult>(app, 'POST', '/wps/session/login', {
    body: loginBody(username, password, extra),
    ip,
  });
}

/**
 * The session token of a successful password login; throws with the answer otherwise. Staff
 * (`portal: 'operator'`) sign in to the console instead, with their authenticator (testing/staff.ts).
 */
export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  if (extra.portal === 'operator') return staffConsoleToken(app, username, password, freshIp());
  const result = await login(app, username, password, extra);
  const token = (result.body.value as (LoginResult & { token?: string }) | null)?.token;
  if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(result.body)}`);
  return token;
}

/** The newest code sent to a mobile (E.164) or e-mail address, read from the development outbox endpoint. */
export async function latestCode(app: FastifyInstance, channel: 'sms' | 'mail', to: string): Promise<string> {
  const result = await call<{ code: string | null }[]>(
    app,
    'GET',
    `/dev/outbox/${channel}?to=${encodeURIComponent(to)}&limit=1`,
  );
  const code = result.body.value[0]?.code;
  if (!code) throw new Error(`no code in the ${channel} outbox for ${to}`);
  return code;
}

/**
 * `botCheck` fields with a challenge fetched from the API and solved, for apps built with the real
 * bot check (buildTestApp(db, env, { realBotCheck: true })); each admits one request.
 */
export async function solvedBotCheck(app: FastifyInstance, ip = freshIp()): Promise<Record<string, string>> {
  const result = await call<BotCheckChallenge>(app, 'GET', '/wps/botcheck/challenge', { ip });
  if (result.status !== 200) throw new Error(`bot-check challenge failed: ${JSON.stringify(result.body)}`);
  return solveBotCheck(result.body.value);
}

/** A captcha fetched from the API whose answer the test then knows (the image is for people). */
export async function knownCaptcha(
  app: FastifyInstance,
  db: Db,
  answer = 'ABCDE',
): Promise<{ captchaId: string; captcha: string }> {
  const result = await call<{ captchaId: string }>(app, 'GET', '/wps/captcha', { ip: freshIp() });
  const { captchaId } = result.body.value;
  await db
    .updateTable('captcha')
    .set({ answer_hash: captchaAnswerHash(captchaId, answer) })
    .where('id', '=', captchaId)
    .execute();
  return { captchaId, captcha: answer };
}

export function setPolicy(db: Db, patch: Partial<AccountPolicy>): Promise<void> {
  return updateSetting(db, 'account_policy', { ...defaultAccountPolicy, ...patch });
}

export function setModule(db: Db, modId: ModuleIdValue, enabled: boolean): Promise<void> {
  return setModuleEnabled(db, modId, enabled);
}

export interface TestAccount {
  id: string;
  username: string;
  password: string;
  mobile: string | null;
  email: string | null;
}

/** An account made the way the operator would make it (no registration form), with a password. */
export async function insertAccount(
  db: Db,
  options: {
    type?: number;
    password?: string;
    mobile?: string | null;
    email?: string | null;
    payeeName?: string | null;
    /** Staff accounts: the permissions held (default: all). */
    staffPermissions?: OperatorPermission[];
  } = {},
): Promise<TestAccount> {
  const password = options.password ?? 'Secret123';
  const username = freshUsername('acct');
  const member = await createMember(db, {
    username,
    type: options.type ?? 0,
    mobile: options.mobile ?? null,
    email: options.email ?? null,
    payee_name: options.payeeName ?? null,
    staff_permissions: options.staffPermissions ?? null,
    ...(await passwordColumns(password, defaultAccountPolicy.defaultPassword, new Date())),
  });
  return { id: member.id, username, password, mobile: member.mobile, email: member.email };
}
