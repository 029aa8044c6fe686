import type {
  AccountPolicy,
  CodeSent,
  LoginChallengeMethod,
  Portal,
  SessionValue,
  VerificationRequired,
} from '@app/contracts';
import { consumeOnce, countAttempt } from '../../../db/single-use-rows.js';
import { keyedError } from '../../../lib/app-errors.js';
import { maskEmail, maskMobile } from '../../../lib/mask.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { newToken, sha256Hex } from '../../../lib/secure-token.js';
import { getMember, type Member } from '../member/member.service.js';
import { checkTotpProof, isTotpEnabled } from '../security/totp.service.js';
import { useCode } from '../verification/verification-code.service.js';
import { sendCode, type SendDeps } from '../verification/verification.service.js';
import { recordLoginAttempt } from './login-audit.service.js';
import { loginRefusal, sameName } from './login-rules.js';
import { issueLogin } from './login-value.service.js';
import * as repo from './login.repository.js';

const MAX_CHALLENGE_ATTEMPTS = 5;

function offeredMethods(member: Member, allowed: readonly LoginChallengeMethod[]) {
  const options: { method: LoginChallengeMethod; destination: string | null }[] = [];
  if (allowed.includes('sms') && member.mobile)
    options.push({ method: 'sms', destination: maskMobile(member.mobile) });
  if (allowed.includes('email') && member.email)
    options.push({ method: 'email', destination: maskEmail(member.email) });
  if (allowed.includes('bankAccountName') && member.payee_name)
    options.push({ method: 'bankAccountName', destination: null });
  return options;
}

/**
 * After a correct password from an IP the account never logged in from (when the operator turned
 * this on, or the member switched the authenticator app on): a short-lived challenge instead of a
 * session. With the app on, its code (or a recovery code) is the only proof offered. Accounts with
 * no successful login yet, or nothing to verify with, are let through.
 */
export async function challengeUnknownIp(
  deps: SendDeps,
  member: Member,
  portal: Portal,
  client: RequestClient,
  policy: AccountPolicy,
): Promise<VerificationRequired | null> {
  const setting = policy.unregisteredIpVerification;
  const totp = await isTotpEnabled(deps.db, member.id);
  if (!setting.enabled && !totp) return null;
  const history = await repo.findLoginIpHistory(deps.db, member.id, client.ip);
  if (!history.any || history.known) return null;
  const methods = totp
    ? [{ method: 'totp' as const, destination: null }]
    : offeredMethods(member, setting.methods);
  if (methods.length === 0) return null;

  const challengeId = newToken();
  const expiresAt = new Date(Date.now() + deps.config.LOGIN_CHALLENGE_TTL_SECONDS * 1000);
  await repo.insertChallenge(deps.db, {
    challenge_hash: sha256Hex(challengeId),
    member_id: member.id,
    ip: client.ip,
    portal,
    methods: JSON.stringify(methods.map((option) => option.method)),
    expires_at: expiresAt,
  });
  return {
    status: 'VERIFICATION_REQUIRED',
    challengeId,
    methods,
    expiresAt: expiresAt.toISOString(),
    captcha: false,
  };
}

/** The open challenge and its member; it only answers the IP that started it. */
async function openChallenge(deps: SendDeps, challengeId: string, client: RequestClient) {
  const challenge = await repo.findOpenChallenge(deps.db, sha256Hex(challengeId), new Date());
  const member =
    challenge && challenge.ip === client.ip ? await getMember(deps.db, challenge.member_id) : undefined;
  if (!challenge || !member) throw keyedError(400, 'login_challenge_expired');
  return { challenge, member, portal: challenge.portal as Portal };
}

const codeDestination = (member: Member, method: 'sms' | 'email') =>
  method === 'sms' ? member.mobile : member.email;

/** Sends the code of an sms or email challenge method to the account's own mobile or e-mail. */
export async function sendChallengeCode(
  deps: SendDeps,
  request: { challengeId: string; method: 'sms' | 'email' },
  client: RequestClient,
): Promise<CodeSent> {
  const { challenge, member } = await openChallenge(deps, request.challengeId, client);
  const destination = codeDestination(member, request.method);
  if (!challenge.methods.includes(request.method) || !destination)
    throw keyedError(400, 'login_challenge_failed');
  return sendCode(deps, { purpose: 'loginChallenge', channel: request.method, destination }, client.ip);
}

async function proofAccepted(
  deps: SendDeps,
  member: Member,
  method: LoginChallengeMethod,
  proof: string,
): Promise<boolean> {
  if (method === 'bankAccountName') return member.payee_name !== null && sameName(member.payee_name, proof);
  if (method === 'totp') return checkTotpProof(deps.db, deps.config, member.id, proof);
  return codeAccepted(deps, member, method, proof);
}

async function codeAccepted(
  deps: SendDeps,
  member: Member,
  method: 'sms' | 'email',
  code: string,
): Promise<boolean> {
  const destination = codeDestination(member, method);
  if (!destination) return false;
  try {
    await useCode(
      deps.db,
      { purpose: 'loginChallenge', destination },
      code,
      deps.config.SMS_CODE_MAX_ATTEMPTS,
    );
    return true;
  } catch {
    return false;
  }
}

/** Second step: the proof for one offered method completes the login. */
export async function completeChallenge(
  deps: SendDeps,
  request: { challengeId: string; method: LoginChallengeMethod; proof: string },
  client: RequestClient,
): Promise<SessionValue> {
  const { db, config } = deps;
  const { challenge, member, portal } = await openChallenge(deps, request.challengeId, client);
  const audit = (reason: string) =>
    recordLoginAttempt(
      db,
      { method: 'challenge', portal, client, loginName: member.username, memberId: member.id },
      { success: false, reason },
    );

  if (!(await countAttempt(db, 'login_challenge', challenge.id, MAX_CHALLENGE_ATTEMPTS))) {
    await audit('challenge_attempts');
    throw keyedError(400, 'login_challenge_expired');
  }
  const proofOk =
    challenge.methods.includes(request.method) &&
    (await proofAccepted(deps, member, request.method, request.proof));
  if (!proofOk) {
    await audit(`challenge_${request.method}`);
    throw keyedError(400, 'login_challenge_failed');
  }
  const refusal = loginRefusal(member, portal);
  if (refusal) {
    await audit(refusal);
    throw keyedError(403, refusal);
  }
  if (!(await consumeOnce(db, 'login_challenge', challenge.id, new Date())))
    throw keyedError(400, 'login_challenge_expired');
  return issueLogin({ db, config }, member, { portal, client, method: 'challenge' });
}
