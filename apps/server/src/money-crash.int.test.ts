import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Deposit, SessionValue } from '@app/contracts';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db/database.js';
import { signedCallbackHeaders } from './modules/money/sandbox-gateway/sandbox-protocol.js';
import { insertAccount } from './testing/accounts.js';
import { fetchBotCheckFields } from './modules/identity/bot-check/bot-check-solver.js';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';
import { scaled } from './testing/time-scale.js';
import { expectReconciled, fund, minor, PAYMENT_PASSWORD, requestId } from './testing/wallet.js';
import { hashPassword } from './lib/password-hash.js';
import { updateMember } from './modules/identity/member/member.service.js';

/**
 * Kills the real server process (SIGKILL) in the middle of a load of money movements over HTTP,
 * restarts it, retries every request with its idempotency key, and checks that nothing was lost and
 * nothing applied twice.
 */
const SECRET = 'crash-test-sandbox-secret-01234';
const MEMBERS = 6;
const MOVEMENTS = 240;
const KILL_AFTER_COMPLETED = 60;
const WORKERS = 8;

interface Target {
  name: string;
  env: Record<string, string>;
  /** PGlite folders open in one process at a time: the test reads them only while the server is down. */
  shared: boolean;
  openDb(): Promise<Db>;
  cleanup(): Promise<void>;
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString() },
    shared: true,
    openDb: () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }),
    async cleanup() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

function pgliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-pglite-'));
  return {
    name: 'pglite folder',
    env: { DATABASE_URL: '', PGLITE_DIR: dataDir },
    shared: false,
    openDb: () => openDatabase({ kind: 'pglite', dataDir }),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

type Movement =
  | { kind: 'deposit'; member: number; amount: string; requestId: string; eventId: string }
  | { kind: 'fund'; member: number; amount: string; requestId: string }
  | { kind: 'upline'; member: number; amount: string; requestId: string };

function plan(): Movement[] {
  return Array.from({ length: MOVEMENTS }, (_, i): Movement => {
    const member = i % MEMBERS;
    const amount = `${100 + (i % 37)}.${String(i % 100).padStart(2, '0')}`;
    if (i % 3 === 0)
      return { kind: 'deposit', member, amount, requestId: requestId(), eventId: `evt_${requestId()}` };
    if (i % 3 === 1) return { kind: 'fund', member, amount: `${1 + (i % 9)}.50`, requestId: requestId() };
    return { kind: 'upline', member, amount: `${1 + (i % 7)}.25`, requestId: requestId() };
  });
}

interface Accounts {
  agent: { id: string; username: string; password: string; token?: string };
  members: { id: string; username: string; password: string; token?: string }[];
}

const OPENING_AGENT = '100000.00';
const OPENING_MEMBER = '5000.00';

async function createAccounts(db: Db): Promise<Accounts> {
  const hash = await hashPassword(PAYMENT_PASSWORD);
  const agent = await insertAccount(db, { type: 1 });
  await updateMember(db, agent.id, { payment_password_hash: hash });
  await fund(db, agent.id, OPENING_AGENT);
  const members = [];
  for (let i = 0; i < MEMBERS; i++) {
    const member = await insertAccount(db);
    await updateMember(db, member.id, { payment_password_hash: hash, upline_id: agent.id });
    await fund(db, member.id, OPENING_MEMBER);
    members.push(member);
  }
  return { agent, members };
}

async function post(server: ServerProcess, url: string, body: unknown, token?: string) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; value: unknown } };
}

function callback(server: ServerProcess, reference: string, amount: string, eventId: string) {
  const body = JSON.stringify({ eventId, reference, amount, status: 'succeeded' });
  return fetch(`${server.baseUrl}/wps/cashier/webhooks/sandbox`, {
    method: 'POST',
    headers: signedCallbackHeaders(SECRET, body),
    body,
  });
}

/** Performs one movement; throws when it did not (visibly) complete. */
async function perform(server: ServerProcess, accounts: Accounts, movement: Movement): Promise<void> {
  const member = accounts.members[movement.member];
  if (!member?.token || !accounts.agent.token) throw new Error('not logged in');
  if (movement.kind === 'deposit') {
    const created = await post(
      server,
      '/wps/cashier/deposits',
      { channelId: 'sandbox_gateway', amount: movement.amount, requestId: movement.requestId },
      member.token,
    );
    if (created.status !== 200) throw new Error(`deposit ${created.status} ${JSON.stringify(created.body)}`);
    const deposit = created.body.value as Deposit;
    const answer = await callback(server, deposit.reference, deposit.amount, movement.eventId);
    // 409: this event was applied before the crash (its answer was lost): nothing moves again.
    if (answer.status !== 200 && answer.status !== 409) throw new Error(`callback ${answer.status}`);
    return;
  }
  const [url, from, body] =
    movement.kind === 'fund'
      ? ['/wps/transfer/downline', accounts.agent.token, { toUsername: member.username }]
      : ['/wps/transfer/upline', member.token, {}];
  const result = await post(
    server,
    url,
    { ...body, amount: movement.amount, paymentPassword: PAYMENT_PASSWORD, requestId: movement.requestId },
    from,
  );
  if (result.status !== 200)
    throw new Error(`${movement.kind} ${result.status} ${JSON.stringify(result.body)}`);
}

async function login(server: ServerProcess, account: { username: string; password: string }) {
  const result = await post(server, '/wps/session/login', {
    type: 'username',
    username: account.username,
    password: account.password,
    botCheck: await fetchBotCheckFields(server.baseUrl),
  });
  if (result.status !== 200) throw new Error(`login failed ${JSON.stringify(result.body)}`);
  return (result.body.value as SessionValue).token;
}

async function runCrashScenario(target: Target) {
  // A light bot check: the logins solve it, but the crash scenario is about money.
  const env = {
    ...target.env,
    SANDBOX_GATEWAY_SECRET: SECRET,
    JOBS_ENABLED: 'false',
    BOT_CHECK_MAX_ATTEMPTS: '100',
  };
  let server = await startServerProcess(env);
  let accounts: Accounts;
  if (target.shared) {
    const db = await target.openDb();
    accounts = await createAccounts(db);
    await db.destroy();
  } else {
    expect(await server.stop('SIGTERM')).toBe(0);
    const db = await target.openDb();
    accounts = await createAccounts(db);
    await db.destroy();
    server = await startServerProcess(env);
  }
  for (const account of [accounts.agent, ...accounts.members]) account.token = await login(server, account);

  const movements = plan();
  let completed = 0;
  let next = 0;
  const crash: { killed?: Promise<number | null> } = {};
  const worker = async () => {
    while (next < movements.length) {
      const movement = movements[next++];
      if (!movement) break;
      try {
        await perform(server, accounts, movement);
        completed += 1;
      } catch {
        // The server died under this request: its outcome is unknown until the retry.
      }
      if (completed >= KILL_AFTER_COMPLETED && !crash.killed) crash.killed = server.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  expect(await crash.killed).toBeNull();
  expect(completed).toBeGreaterThanOrEqual(KILL_AFTER_COMPLETED);
  expect(completed).toBeLessThan(MOVEMENTS);

  // Restart on the same database and retry everything with the same keys: each applies exactly once.
  server = await startServerProcess(env);
  let retryIndex = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (retryIndex < movements.length) {
        const movement = movements[retryIndex++];
        if (movement) await perform(server, accounts, movement);
      }
    }),
  );
  expect(await server.stop('SIGTERM')).toBe(0);

  const db = await target.openDb();
  try {
    await expectReconciled(db);
    const expected = new Map<string, bigint>([
      [accounts.agent.id, minor(OPENING_AGENT)],
      ...accounts.members.map((m) => [m.id, minor(OPENING_MEMBER)] as const),
    ]);
    const add = (id: string, amount: bigint) => expected.set(id, (expected.get(id) ?? 0n) + amount);
    for (const movement of movements) {
      const member = accounts.members[movement.member]?.id ?? '';
      const amount = minor(movement.amount);
      if (movement.kind === 'deposit') add(member, amount);
      if (movement.kind === 'fund') {
        add(accounts.agent.id, -amount);
        add(member, amount);
      }
      if (movement.kind === 'upline') {
        add(member, -amount);
        add(accounts.agent.id, amount);
      }
    }
    const rows = await db
      .selectFrom('ledger_account')
      .select(['member_id', 'balance'])
      .where('kind', '=', 'main')
      .where('member_id', 'in', [...expected.keys()])
      .execute();
    expect(rows).toHaveLength(expected.size);
    for (const row of rows)
      expect(BigInt(row.balance ?? '-1'), `member ${row.member_id}`).toBe(expected.get(row.member_id ?? ''));
    const journals = await db
      .selectFrom('ledger_journal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', 'in', ['deposit', 'transfer_downline', 'transfer_upline'])
      .executeTakeFirstOrThrow();
    expect(Number(journals.n)).toBe(MOVEMENTS);
    const deposits = await db.selectFrom('deposit').select('status').execute();
    expect(deposits.map((row) => row.status)).toEqual(Array(MOVEMENTS / 3).fill('credited'));
  } finally {
    await db.destroy();
  }
}

describe('a crash in the middle of money movements', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it(
    'on PostgreSQL: nothing lost, nothing doubled after SIGKILL, restart and retries',
    { timeout: scaled(600_000) },
    async (context) => {
      const url = process.env.TEST_DATABASE_URL;
      if (!url) {
        context.skip(
          'TEST_DATABASE_URL is not set: the crash test needs a PostgreSQL server that outlives the process',
        );
        return;
      }
      const target = await postgresTarget(url);
      cleanups.push(() => target.cleanup());
      await runCrashScenario(target);
    },
  );

  it(
    'on a PGlite data folder: nothing lost, nothing doubled after SIGKILL, restart and retries',
    { timeout: scaled(600_000) },
    async () => {
      const target = pgliteTarget();
      cleanups.push(() => target.cleanup());
      await runCrashScenario(target);
    },
  );
});
