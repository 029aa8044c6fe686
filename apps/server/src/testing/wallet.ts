import { randomUUID } from 'node:crypto';
import { parseMinor, type SessionValue } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/password-hash.js';
import { postJournal } from '../modules/money/ledger/ledger.service.js';
import { updateMember } from '../modules/identity/member/member.service.js';
import { reconcile } from '../modules/ops/operator/reconciliation.service.js';
import { call, insertAccount, login, loginToken } from './accounts.js';

/** Helpers for the wallet tests: funded players with a payment password, operators, reconciliation. */

export const PAYMENT_PASSWORD = '246810';
let paymentHash: Promise<string> | undefined;

export const minor = (amount: string): bigint => {
  const value = parseMinor(amount);
  if (value === null) throw new Error(`bad amount ${amount}`);
  return value;
};

export const requestId = (): string => randomUUID();

export interface Player {
  id: string;
  username: string;
  token: string;
}

/** Credits a member out of the house adjustment account (as an operator adjustment would). */
export async function fund(db: Db, memberId: string, amount: string): Promise<void> {
  const value = minor(amount);
  await db.transaction().execute((trx) =>
    postJournal(trx, {
      type: 'adjustment',
      eventKey: `test:fund:${randomUUID()}`,
      reference: 'TEST',
      postings: [
        { account: { memberId, kind: 'main' }, amount: value },
        { account: { house: 'house:adjustments' }, amount: -value },
      ],
    }),
  );
}

/** A logged-in account with the test payment password, an optional upline and an opening balance. */
export async function createPlayer(
  app: FastifyInstance,
  db: Db,
  options: { type?: number; uplineId?: string; balance?: string; paymentPassword?: boolean } = {},
): Promise<Player> {
  const account = await insertAccount(db, { type: options.type ?? 0 });
  paymentHash ??= hashPassword(PAYMENT_PASSWORD);
  await updateMember(db, account.id, {
    upline_id: options.uplineId ?? null,
    payment_password_hash: options.paymentPassword === false ? null : await paymentHash,
  });
  if (options.balance) await fund(db, account.id, options.balance);
  const result = await login(app, account.username, account.password);
  if (result.status !== 200) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
  return { id: account.id, username: account.username, token: (result.body.value as SessionValue).token };
}

/** The seeded operator (demo_operator), signed in to the operator console. */
export function operatorToken(app: FastifyInstance): Promise<string> {
  return loginToken(app, 'demo_operator', 'Operator123', { portal: 'operator' });
}

export async function balanceOf(app: FastifyInstance, token: string): Promise<string> {
  const result = await call<{ balance: string }>(app, 'GET', '/wps/v2/wallets/balance', { token });
  return result.body.value.balance;
}

/** The reconciliation check as a test assertion: the ledger sums to zero and agrees with every order. */
export async function expectReconciled(db: Db): Promise<void> {
  const report = await reconcile(db);
  expect(report.problems).toEqual([]);
  expect(report.ledgerTotal).toBe('0');
  expect(report.ok).toBe(true);
}

/** A tiny valid PNG (1x1), for proof uploads. */
export const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);
/** A real 2x2 JPEG (proof images are decoded, so a JPEG header alone no longer passes). */
export const jpgBytes = Buffer.from(
  'ffd8ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080002000203012200021101031101ffc4001500010100000000000000000000000000000004ffc40014100100000000000000000000000000000000ffc40014010100000000000000000000000000000005ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00800383dfffd9',
  'hex',
);

/** A multipart/form-data body with text fields and `proof` files. */
export function multipart(
  fields: Record<string, string>,
  files: { name?: string; filename: string; type: string; bytes: Buffer }[],
): { body: Buffer; contentType: string } {
  const boundary = `----test${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'proof'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
