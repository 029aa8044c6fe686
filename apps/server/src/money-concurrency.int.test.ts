import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Deposit, TransferResult, Withdrawal } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedCallbackHeaders } from './modules/money/sandbox-gateway/sandbox-protocol.js';
import { call, type CallResult } from './testing/accounts.js';
import { buildTestApp } from './testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from './testing/test-database.js';
import { scaled } from './testing/time-scale.js';
import {
  createPlayer,
  expectReconciled,
  minor,
  operatorToken,
  PAYMENT_PASSWORD,
  requestId,
  type Player,
} from './testing/wallet.js';

const SECRET = 'concurrency-sandbox-secret-0123';
const PLAYERS = 8;
const OPERATIONS_PER_PLAYER = 16;

/** A small seeded PRNG, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

/** Sends the same request 1 to 3 times at once, as a client retrying over a flaky network would. */
async function withRetries<T>(times: number, send: () => Promise<CallResult<T>>): Promise<CallResult<T>[]> {
  return Promise.all(Array.from({ length: times }, send));
}

describe.each(testDatabaseKinds())('money under concurrency ($name)', (kind) => {
  let database: TestDatabase;
  let uploads: string;
  let apps: FastifyInstance[];
  let operator: string;
  let agent: Player;
  let players: (Player & { accountId: string })[];

  beforeAll(async () => {
    database = await kind.create();
    // Both copies share one uploads folder, as two servers behind one balancer share storage.
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'concurrency-uploads-'));
    const env = { SANDBOX_GATEWAY_SECRET: SECRET, UPLOAD_DIR: uploads };
    apps = [await buildTestApp(database.db, env), await buildTestApp(database.db, env)];
    const [app] = apps as [FastifyInstance];
    operator = await operatorToken(app);
    agent = await createPlayer(app, database.db, { type: 1, balance: '20000.00' });
    players = [];
    for (let i = 0; i < PLAYERS; i++) {
      const player = await createPlayer(app, database.db, { uplineId: agent.id, balance: '2000.00' });
      const account = await call<{ id: string }>(app, 'POST', '/wps/cashier/payoutAccounts', {
        token: player.token,
        body: {
          method: 'mobile_wallet',
          provider: 'Nagad',
          accountName: 'P',
          accountNumber: `0181${String(i).padStart(7, '0')}`,
          paymentPassword: PAYMENT_PASSWORD,
        },
      });
      players.push({ ...player, accountId: account.body.value.id });
    }
  }, scaled(180_000));

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it('never loses, invents or doubles money; retries apply once', { timeout: scaled(240_000) }, async () => {
    const rng = random(kind.name === 'pglite' ? 7 : 11);
    const appFor = () => rng.pick(apps);
    const successfulTransfers = new Map<string, { from: string; to: string; amount: bigint }>();
    let running = true;

    const callback = (reference: string, amount: string, eventId: string) => {
      const body = JSON.stringify({ eventId, reference, amount, status: 'succeeded' });
      return appFor().inject({
        method: 'POST',
        url: '/wps/cashier/webhooks/sandbox',
        headers: signedCallbackHeaders(SECRET, body),
        payload: body,
      });
    };

    async function playerClient(player: Player & { accountId: string }) {
      for (let op = 0; op < OPERATIONS_PER_PLAYER; op++) {
        const key = requestId();
        const retries = rng.int(1, 3);
        const kindOfOp = rng.pick(['manual', 'gateway', 'withdraw', 'upline', 'fund'] as const);
        if (kindOfOp === 'manual') {
          const body = {
            channelId: 'bkash_manual',
            amount: `${rng.int(200, 600)}.${rng.int(10, 99)}`,
            requestId: key,
            transactionRef: `TX${player.accountId}N${op}`,
          };
          const results = await withRetries(retries, () =>
            call<Deposit>(appFor(), 'POST', '/wps/cashier/deposits', { token: player.token, body }),
          );
          expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
        } else if (kindOfOp === 'gateway') {
          const body = { channelId: 'sandbox_gateway', amount: `${rng.int(100, 900)}.00`, requestId: key };
          const [created] = await withRetries(retries, () =>
            call<Deposit>(appFor(), 'POST', '/wps/cashier/deposits', { token: player.token, body }),
          );
          const deposit = created?.body.value;
          if (!deposit?.reference) continue;
          const eventId = `evt_${requestId()}`;
          // The gateway's callback, replayed at once: exactly one is accepted.
          const answers = await Promise.all([
            callback(deposit.reference, deposit.amount, eventId),
            callback(deposit.reference, deposit.amount, eventId),
          ]);
          expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        } else if (kindOfOp === 'withdraw') {
          const body = {
            payoutAccountId: player.accountId,
            amount: `${rng.int(100, 700)}.00`,
            paymentPassword: PAYMENT_PASSWORD,
            requestId: key,
          };
          const results = await withRetries(retries, () =>
            call<Withdrawal>(appFor(), 'POST', '/wps/cashier/withdrawals', { token: player.token, body }),
          );
          const statuses = new Set(results.map((r) => r.status));
          expect([...statuses].every((status) => status === 200 || status === 400)).toBe(true);
          if (statuses.has(200))
            expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.value.id)).size).toBe(1);
        } else {
          const fromAgent = kindOfOp === 'fund';
          const body = fromAgent
            ? {
                toUsername: player.username,
                amount: `${rng.int(1, 80)}.${rng.int(0, 99)}`,
                paymentPassword: PAYMENT_PASSWORD,
                requestId: key,
              }
            : {
                amount: `${rng.int(1, 80)}.${rng.int(0, 99)}`,
                paymentPassword: PAYMENT_PASSWORD,
                requestId: key,
              };
          const from = fromAgent ? agent : player;
          const url = fromAgent ? '/wps/transfer/downline' : '/wps/transfer/upline';
          const results = await withRetries(retries, () =>
            call<TransferResult>(appFor(), 'POST', url, { token: from.token, body }),
          );
          const ok = results.filter((r) => r.status === 200);
          expect(new Set(ok.map((r) => r.body.value.reference)).size).toBeLessThanOrEqual(1);
          if (ok.length > 0) {
            successfulTransfers.set(`${from.id}:${key}`, {
              from: from.id,
              to: fromAgent ? player.id : agent.id,
              amount: minor(body.amount),
            });
          }
        }
      }
    }

    /** Decides pending orders while players work, sometimes twice at once, sometimes both ways at once. */
    async function decide(final: boolean) {
      const deposits = await call<{ list: Deposit[] }>(
        appFor(),
        'GET',
        '/wps/operator/deposits?pageSize=100',
        { token: operator },
      );
      const withdrawals = await call<{ list: Withdrawal[] }>(
        appFor(),
        'GET',
        '/wps/operator/withdrawals?pageSize=100',
        { token: operator },
      );
      const decisions: Promise<unknown>[] = [];
      for (const deposit of deposits.body.value.list.filter((d) => d.channelId === 'bkash_manual')) {
        const approve = rng.chance(0.7);
        const url = `/wps/operator/deposits/${deposit.id}/${approve ? 'approve' : 'reject'}`;
        const body = approve ? undefined : { reason: 'not found' };
        decisions.push(
          call(appFor(), 'POST', url, { token: operator, body }),
          call(appFor(), 'POST', url, { token: operator, body }),
        );
        if (!final && rng.chance(0.2)) {
          decisions.push(
            call(appFor(), 'POST', `/wps/operator/deposits/${deposit.id}/${approve ? 'reject' : 'approve'}`, {
              token: operator,
              body: { reason: 'conflict' },
            }),
          );
        }
      }
      for (const withdrawal of withdrawals.body.value.list) {
        const approve = rng.chance(0.6);
        const url = `/wps/operator/withdrawals/${withdrawal.id}/${approve ? 'approve' : 'reject'}`;
        const body = approve ? undefined : { reason: 'refused' };
        decisions.push(
          call(appFor(), 'POST', url, { token: operator, body }),
          call(appFor(), 'POST', url, { token: operator, body }),
        );
      }
      const results = (await Promise.all(decisions)) as CallResult<unknown>[];
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    }

    const operatorLoop = (async () => {
      while (running) {
        await decide(false);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all(players.map(playerClient));
    running = false;
    await operatorLoop;
    await decide(true);
    await decide(true);

    await expectReconciled(database.db);

    // Independently of the ledger: every balance equals its opening plus what the orders and the
    // successful transfers say, so nothing was lost or applied twice.
    const db = database.db;
    const expected = new Map<string, bigint>([
      [agent.id, minor('20000.00')],
      ...players.map((p) => [p.id, minor('2000.00')] as const),
    ]);
    const add = (id: string, amount: bigint) => expected.set(id, (expected.get(id) ?? 0n) + amount);
    for (const row of await db
      .selectFrom('deposit')
      .select(['member_id', 'amount'])
      .where('status', '=', 'credited')
      .execute()) {
      add(row.member_id, BigInt(row.amount));
    }
    for (const row of await db
      .selectFrom('withdrawal')
      .select(['member_id', 'amount'])
      .where('status', '!=', 'rejected')
      .execute()) {
      add(row.member_id, -BigInt(row.amount));
    }
    for (const transfer of successfulTransfers.values()) {
      add(transfer.from, -transfer.amount);
      add(transfer.to, transfer.amount);
    }
    const balances = await db
      .selectFrom('ledger_account')
      .select(['member_id', 'balance'])
      .where('kind', '=', 'main')
      .where('member_id', 'in', [...expected.keys()])
      .execute();
    for (const row of balances)
      expect(BigInt(row.balance ?? '-1'), `member ${row.member_id}`).toBe(expected.get(row.member_id ?? ''));

    const transferJournals = await db
      .selectFrom('ledger_journal')
      .select('event_key')
      .where('event_key', 'like', 'transfer:%')
      .execute();
    expect(transferJournals.length).toBe(successfulTransfers.size);
    const pending = await db.selectFrom('withdrawal').select('id').where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
    const counts = await db
      .selectFrom('ledger_journal')
      .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('type')
      .execute();
    expect(counts.length).toBeGreaterThanOrEqual(5);
  });
});
