import type { Envelope, StaffLoginResult } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { demoTotpSecret } from '../seed/demo-staff.js';
import { totpCodeBook, type UnusedTotpCode } from './totp-codes.js';

/** The authenticator secrets enrolled through each app, by username (a test plays the staff member's phone). */
const secrets = new WeakMap<FastifyInstance, Map<string, string>>();

function rememberTotpSecret(app: FastifyInstance, username: string, secret: string): void {
  const known = secrets.get(app) ?? new Map<string, string>();
  known.set(username, secret);
  secrets.set(app, known);
}

/** The authenticator secret of a staff account: enrolled through this app, else the demo seed's. */
/** Each app's code book: a staff code is accepted once per account, as on the real console. */
const codeBooks = new WeakMap<FastifyInstance, UnusedTotpCode>();

/** An authenticator code of a staff account's secret that no earlier sign-in through this app used. */
export function unusedStaffCode(
  app: FastifyInstance,
  username: string,
  secret = totpSecretOf(app, username),
) {
  let book = codeBooks.get(app);
  if (!book) {
    book = totpCodeBook();
    codeBooks.set(app, book);
  }
  return book(secret, username);
}

export const totpSecretOf = (app: FastifyInstance, username: string): string =>
  secrets.get(app)?.get(username) ?? demoTotpSecret;

async function post<T>(app: FastifyInstance, url: string, body: object, ip: string) {
  const response = await app.inject({ method: 'POST', url, payload: body, remoteAddress: ip });
  const envelope = response.json<Envelope<T>>();
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
  return envelope.value;
}

/**
 * A console session of a staff account: password, then the authenticator code; at the first sign-in
 * the authenticator is enrolled (its secret remembered for the next sign-ins through this app).
 */
export async function staffConsoleToken(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<string> {
  const answer = await post<StaffLoginResult>(app, '/wps/ops/staff/login', { username, password }, ip);
  if (answer.status === 'signed_in') return answer.token;
  if (answer.status === 'enrol') {
    rememberTotpSecret(app, username, answer.secret);
    const enrolled = await post<{ token: string }>(
      app,
      '/wps/ops/staff/enrol',
      { ticket: answer.ticket, code: await unusedStaffCode(app, username, answer.secret) },
      ip,
    );
    return enrolled.token;
  }
  const code = await unusedStaffCode(app, username);
  const signed = await post<StaffLoginResult>(app, '/wps/ops/staff/login', { username, password, code }, ip);
  if (signed.status !== 'signed_in') throw new Error(`staff sign-in of ${username}: ${signed.status}`);
  return signed.token;
}
