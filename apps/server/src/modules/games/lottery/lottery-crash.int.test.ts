import { randomBytes } from 'node:crypto';
import {
  createLotteryProvider,
  lotteryProviderPaths,
  type LotteryProvider,
  type LpPurchaseRequest,
} from '@app/lottery-provider';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { houseProviderDevelopmentSecret, lotteryProviderSecretFrom } from '../../../config.js';
import { openDatabase, type Db } from '../../../db/database.js';
import { insertAccount } from '../../../testing/accounts.js';
import { silentLog } from '../../../testing/lottery.js';
import { launchTokenFor } from '../../../testing/seamless.js';
import { startServerProcess, type ServerProcess } from '../../../testing/server-process.js';
import { scaled } from '../../../testing/time-scale.js';
import { expectReconciled, fund, minor } from '../../../testing/wallet.js';
import { LOTTERY_PROVIDER_CODE } from './lottery.service.js';

/**
 * Kills the real server process (SIGKILL) while players buy lottery tickets over HTTP and again while
 * it pays a draw's prizes, restarts it, and checks that every ticket was bought once or refused, every
 * prize paid once and the ledger balanced. PostgreSQL only: the test reads the database while the
 * server runs (a PGlite folder opens in one process at a time).
 */
const GAME = 'SSC3';
const PLAYERS = 4;
const PURCHASES = 120;
const KILL_AFTER_COMPLETED = 30;
const WORKERS = 8;
const OPENING = '2000.00';

/** Every digit on the last position: each ticket (10.00) wins exactly once (9.70). */
const slip = {
  gameCode: GAME,
  unit: '1.00',
  multiplier: 1,
  selections: [{ betType: 'SSC_STAR1_DIRECT', picks: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']] }],
};

interface Purchase {
  player: number;
  request: LpPurchaseRequest;
}

/** A provider copy in the test process (its clock `aheadMs` ahead) calling the server's wallet over HTTP. */
function providerCopy(db: Db, server: { baseUrl: string }, aheadMs = 0): LotteryProvider {
  return createLotteryProvider({
    db,
    providerCode: LOTTERY_PROVIDER_CODE,
    secret: lotteryProviderSecretFrom(houseProviderDevelopmentSecret),
    log: silentLog,
    now: () => new Date(Date.now() + aheadMs),
    wallet: {
      async send(path, headers, body) {
        const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body });
        return { status: response.status, body: await response.text() };
      },
    },
  });
}

async function createPlayers(db: Db, server: ServerProcess) {
  const game = await db
    .selectFrom('game')
    .select('node_id')
    .where('game_code', '=', GAME)
    .executeTakeFirstOrThrow();
  const players: { id: string; session: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const account = await insertAccount(db);
    await fund(db, account.id, OPENING);
    const launchToken = await launchTokenFor(db, account.id, String(game.node_id));
    const response = await fetch(`${server.baseUrl}${lotteryProviderPaths.sessions}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchToken }),
    });
    const body = (await response.json()) as { value: { sessionToken: string } };
    players.push({ id: account.id, session: body.value.sessionToken });
  }
  return players;
}

function plan(oddsVersion: number): Purchase[] {
  const run = randomBytes(3).toString('hex');
  return Array.from({ length: PURCHASES }, (_, i) => ({
    player: i % PLAYERS,
    request: {
      ...slip,
      oddsVersion,
      // Every fourth order chases a second draw: an order of two bets sent one after the other.
      chase: { draws: i % 4 === 0 ? 2 : 1, stopOnWin: false },
      requestId: `crash-${run}-${i}`,
    },
  }));
}

/** Buys one slip; answers 'bought' or 'refused' (refused after a crash undid it), throws otherwise. */
async function buy(server: ServerProcess, session: string, request: LpPurchaseRequest) {
  const response = await fetch(`${server.baseUrl}${lotteryProviderPaths.tickets}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as { value?: { key?: string } };
  if (response.status === 200) return 'bought' as const;
  if (response.status === 400 && body.value?.key === 'order_refused') return 'refused' as const;
  throw new Error(`purchase ${request.requestId}: ${response.status} ${JSON.stringify(body)}`);
}

async function createDatabase(adminUrl: string) {
  const name = `lottery_crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Every ticket with the platform's status of its bet and win transactions. */
async function ticketsWithRounds(db: Db) {
  const { rows } = await sql<{
    ticket_uid: string;
    player_id: string;
    status: string;
    stake: string;
    win: string;
    order_status: string;
    request_id: string;
    bet: string | null;
    wins: string;
  }>`
    select t.ticket_uid, t.player_id, t.status, t.stake::text, t.win::text, o.status as order_status,
      o.request_id,
      (select g.status from game_transaction g
        where g.provider_code = ${LOTTERY_PROVIDER_CODE} and g.tx_ref = 'bet-' || t.ticket_uid) as bet,
      (select count(*) from game_transaction g
        where g.provider_code = ${LOTTERY_PROVIDER_CODE} and g.kind = 'win'
          and g.tx_ref = 'win-' || t.ticket_uid and g.status = 'applied')::text as wins
    from lp_ticket t join lp_order o on o.id = t.order_id
    order by t.id`.execute(db);
  return rows;
}

/**
 * Each player's game money (bets, wins, refunds on the ledger) is exactly the stakes of the bought
 * tickets and what they were paid: nothing charged or paid twice. (Platform jobs may move other money,
 * such as rebates, while the scheduler runs.) And the ledger balances.
 */
async function expectGameMoney(db: Db, players: { id: string }[]) {
  const tickets = await ticketsWithRounds(db);
  for (const player of players) {
    let expected = 0n;
    for (const ticket of tickets.filter((t) => t.player_id === player.id)) {
      if (['open', 'won', 'lost'].includes(ticket.status)) expected -= BigInt(ticket.stake);
      if (['won', 'lost'].includes(ticket.status)) expected += BigInt(ticket.win);
    }
    const { rows } = await sql<{ net: string | null }>`
      select sum(p.amount)::text as net from ledger_posting p
      join ledger_journal j on j.id = p.journal_id
      join ledger_account a on a.id = p.account_id
      where a.member_id = ${player.id} and a.kind = 'main'
        and j.type in ('game_bet', 'game_win', 'game_refund', 'game_adjust')`.execute(db);
    expect(BigInt(rows[0]?.net ?? '0'), `player ${player.id}`).toBe(expected);
  }
  await expectReconciled(db);
}

/** The draw of the soonest open tickets, closed and due now (the scheduler draws it on its next pass). */
async function makeDue(db: Db): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    update lp_draw set closes_at = now() - interval '2 seconds', draw_at = now() - interval '1 second'
    where id = (select t.draw_id from lp_ticket t join lp_draw d on d.id = t.draw_id
                where t.status = 'open' order by d.draw_at limit 1)
    returning id`.execute(db);
  return rows[0]!.id;
}

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + scaled(240_000);
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const countWhere = async (db: Db, query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

describe('a crash of the server in the middle of lottery purchases and prize payments', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /**
   * A fresh database with the real server on it (jobs off), one draw a day taking every purchase (made
   * due by hand), limits out of the way, and funded players with lottery sessions.
   */
  async function setUp(adminUrl: string) {
    const database = await createDatabase(adminUrl);
    cleanups.push(() => database.drop());
    const env = { DATABASE_URL: database.url, JOBS_ENABLED: 'false' };
    const server = await startServerProcess(env);
    const db = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
    cleanups.push(() => db.destroy());
    await providerCopy(db, server).operator.updateGame(GAME, {
      schedule: { kind: 'daily', times: ['12:00'] },
      closeSeconds: 60,
      numberLimit: 1_000_000_000_000n,
      drawLimit: 1_000_000_000_000n,
    });
    const detail = (await (await fetch(`${server.baseUrl}${lotteryProviderPaths.game(GAME)}`)).json()) as {
      value: { oddsVersion: number };
    };
    const players = await createPlayers(db, server);
    return { database, env, server, db, players, oddsVersion: detail.value.oddsVersion };
  }

  it(
    'on PostgreSQL: every ticket bought once or refused, every prize paid once, the ledger balanced',
    { timeout: scaled(900_000) },
    async (context) => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) {
        context.skip('TEST_DATABASE_URL is not set: the crash test needs a PostgreSQL server');
        return;
      }
      const { env, db, players, oddsVersion, ...started } = await setUp(adminUrl);
      let server = started.server;
      const purchases = plan(oddsVersion);

      // 1. Purchases over HTTP, the server killed after some of them.
      let completed = 0;
      let next = 0;
      const crash: { killed?: Promise<number | null> } = {};
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (next < purchases.length) {
            const purchase = purchases[next++]!;
            try {
              await buy(server, players[purchase.player]!.session, purchase.request);
              completed += 1;
            } catch {
              // The server died under this purchase: its outcome is unknown until the retry.
            }
            if (completed >= KILL_AFTER_COMPLETED && !crash.killed) crash.killed = server.stop('SIGKILL');
          }
        }),
      );
      expect(await crash.killed).toBeNull();
      expect(completed).toBeLessThan(PURCHASES);

      // Restarted: bets left without an answer are rolled back once they are stale (a clock a minute
      // ahead, still inside the platform's window for signed calls), then every purchase is retried
      // with its request id: bought (once) or refused, never anything else.
      server = await startServerProcess(env);
      await providerCopy(db, server, 61_000).runOutboxOnce();
      const answers = new Map<string, 'bought' | 'refused'>();
      let retry = 0;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (retry < purchases.length) {
            const purchase = purchases[retry++]!;
            const answer = await buy(server, players[purchase.player]!.session, purchase.request);
            answers.set(purchase.request.requestId, answer);
          }
        }),
      );
      expect(answers.size).toBe(PURCHASES);
      expect([...answers.values()].filter((a) => a === 'bought').length).toBeGreaterThanOrEqual(completed);

      const bought = await ticketsWithRounds(db);
      const orders = await db
        .selectFrom('lp_order' as never)
        .select(['request_id', 'status', 'chase_draws'] as never[])
        .execute();
      expect(orders).toHaveLength(PURCHASES);
      for (const order of orders as { request_id: string; status: string; chase_draws: number }[]) {
        const tickets = bought.filter((t) => t.request_id === order.request_id);
        expect(tickets, order.request_id).toHaveLength(order.chase_draws);
        if (answers.get(order.request_id) === 'bought') {
          expect(order.status).toBe('placed');
          // Bought once: each ticket open with one applied bet on the platform.
          for (const t of tickets) expect([t.status, t.bet], t.ticket_uid).toEqual(['open', 'applied']);
        } else {
          expect(order.status).toBe('refused');
          // Refused: nothing stays taken (never sent, refused by a tombstone, or refunded).
          for (const t of tickets) {
            expect(['failed', 'cancelled'], t.ticket_uid).toContain(t.status);
            expect([null, 'tombstone', 'refunded'], t.ticket_uid).toContain(t.bet);
          }
        }
      }
      expect(
        await countWhere(
          db,
          sql<{ n: string }>`select count(*)::text as n from lp_wallet_call
            where status = 'pending' or (status = 'failed' and kind <> 'bet')`,
        ),
      ).toBe(0);
      await expectGameMoney(db, players);

      // 2. The draw of today's tickets made due; the server (its scheduler on) draws it, settles it and
      // pays the prizes, and is killed while the win calls are on their way: the prizes go in one winBatch
      // call, which the test holds on the platform (its own lock on the lottery's open rounds) until the
      // kill, so the provider never hears the answer.
      const open = bought.filter((t) => t.status === 'open');
      const drawId = await makeDue(db);
      const toPay = await countWhere(
        db,
        sql<{
          n: string;
        }>`select count(*)::text as n from lp_ticket where draw_id = ${drawId} and status = 'open'`,
      );
      expect(toPay).toBeGreaterThan(KILL_AFTER_COMPLETED / 2);
      expect(await server.stop('SIGTERM')).toBe(0);
      const holder = new pg.Client({ connectionString: env.DATABASE_URL });
      await holder.connect();
      cleanups.push(() => holder.end());
      await holder.query('begin');
      await holder.query(
        `select id from game_round where provider_code = $1 and status = 'open' for update`,
        [LOTTERY_PROVIDER_CODE],
      );
      const paying = { ...env, JOBS_ENABLED: 'true' };
      server = await startServerProcess(paying);
      const ackedWins = sql<{ n: string }>`select count(*)::text as n from lp_wallet_call
        where kind = 'win' and status = 'acked'`;
      const batchWaiting = sql<{ n: string }>`select count(*)::text as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and state = 'active'
          and query like '%seamless_win_batch%'`;
      await waitFor(async () => (await countWhere(db, batchWaiting)) > 0, 'the prizes on their way');
      expect(await server.stop('SIGKILL')).toBeNull();
      await holder.query('rollback');
      const paidBeforeCrash = await countWhere(db, ackedWins);
      expect(paidBeforeCrash).toBeLessThan(toPay);

      server = await startServerProcess(paying);
      await waitFor(
        async () => (await countWhere(db, ackedWins)) === toPay,
        'every prize of the draw acknowledged',
      );
      expect(await server.stop('SIGTERM')).toBe(0);

      const settled = (await ticketsWithRounds(db)).filter((t) =>
        open.some((o) => o.ticket_uid === t.ticket_uid),
      );
      const ofDraw = settled.filter((t) => t.status !== 'open');
      expect(ofDraw).toHaveLength(toPay);
      // Every prize paid exactly once: one applied win per ticket of the draw.
      for (const t of ofDraw) {
        expect([t.status, t.wins], t.ticket_uid).toEqual(['won', '1']);
        expect(BigInt(t.win)).toBeGreaterThanOrEqual(minor('9.70'));
      }
      expect(
        await countWhere(
          db,
          sql<{
            n: string;
          }>`select count(*)::text as n from lp_wallet_call where status <> 'acked' and kind <> 'bet'`,
        ),
      ).toBe(0);
      await expectGameMoney(db, players);
    },
  );
  it(
    'on PostgreSQL: killed inside a settlement batch, the draw resumes with every ticket settled once and every prize paid once',
    { timeout: scaled(900_000) },
    async (context) => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) {
        context.skip('TEST_DATABASE_URL is not set: the crash test needs a PostgreSQL server');
        return;
      }
      const { env, db, players, oddsVersion, database, ...started } = await setUp(adminUrl);
      let server = started.server;
      const TICKETS = 24;
      for (let i = 0; i < TICKETS; i++) {
        const request = {
          ...slip,
          oddsVersion,
          chase: { draws: 1, stopOnWin: false },
          requestId: `settle-batch-${i}`,
        };
        expect(await buy(server, players[i % PLAYERS]!.session, request)).toBe('bought');
      }
      const drawId = await makeDue(db);
      const tickets = (
        await db
          .selectFrom('lp_ticket' as never)
          .select(['id', 'ticket_uid'] as never[])
          .where('draw_id' as never, '=', drawId as never)
          .orderBy('id' as never)
          .execute()
      ).map((t) => t as { id: string; ticket_uid: string });
      expect(tickets).toHaveLength(TICKETS);
      const early = tickets.slice(0, TICKETS / 2);
      const late = tickets.slice(TICKETS / 2);

      // The test holds the settlement where it wants it: a transaction of its own has queued a call
      // under the txId a late ticket's win will need (so the batch that settles that ticket waits on
      // it after storing its results, before its commit), and, in a savepoint, locks the late tickets
      // (so a first batch settles and commits only the early ones). Its queued call names the first
      // ticket, which the server's batches skip while that key is held: it settles after the restart.
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      cleanups.push(() => holder.end());
      const blocked = late[3]!;
      await holder.query('begin');
      await holder.query(
        `insert into lp_wallet_call (kind, ticket_id, tx_id, path, body, status, attempts, next_attempt_at, created_at)
         values ('win', $1, $2, '/held-by-test', '{}', 'pending', 0, now(), now())`,
        [early[0]!.id, `win-${blocked.ticket_uid}`],
      );
      await holder.query('savepoint late_tickets');
      await holder.query('select id from lp_ticket where id = any($1::bigint[]) for update', [
        late.map((t) => t.id),
      ]);

      expect(await server.stop('SIGTERM')).toBe(0);
      const settling = { ...env, JOBS_ENABLED: 'true' };
      server = await startServerProcess(settling);
      const settledOf = (ids: { id: string }[]) =>
        countWhere(
          db,
          sql<{ n: string }>`select count(*)::text as n from lp_ticket
            where id = any(${ids.map((t) => t.id)}::bigint[]) and status = 'won'`,
        );
      // The first batch: every early ticket but the one the test's call names, committed.
      await waitFor(async () => (await settledOf(early)) === early.length - 1, 'the first batch settled');

      // The late tickets released: the next batch stores their results and waits on the test's txId.
      await holder.query('rollback to savepoint late_tickets');
      const waiting = sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and state = 'active'
          and query like '%insert into "lp_wallet_call"%'`;
      let batchPid = 0;
      await waitFor(async () => {
        batchPid = (await waiting.execute(db)).rows[0]?.pid ?? 0;
        return batchPid > 0;
      }, 'a settlement batch waiting inside its transaction');
      expect(await server.stop('SIGKILL')).toBeNull();
      await holder.query('rollback');
      // The killed process's batch dies with its connection: nothing of it was committed.
      await waitFor(
        async () =>
          (
            await sql<{
              n: string;
            }>`select count(*)::text as n from pg_stat_activity where pid = ${batchPid}`.execute(db)
          ).rows[0]!.n === '0',
        'the killed batch rolled back',
      );
      expect(await settledOf(late)).toBe(0);
      expect(await settledOf(early)).toBe(early.length - 1);

      // Restarted: the settlement resumes; every prize is paid, once.
      server = await startServerProcess(settling);
      const ackedWins = sql<{ n: string }>`select count(*)::text as n from lp_wallet_call
        where kind = 'win' and status = 'acked'`;
      await waitFor(async () => (await countWhere(db, ackedWins)) === TICKETS, 'every prize acknowledged');
      expect(await server.stop('SIGTERM')).toBe(0);

      const rows = (await ticketsWithRounds(db)).filter((t) =>
        tickets.some((o) => o.ticket_uid === t.ticket_uid),
      );
      expect(rows).toHaveLength(TICKETS);
      for (const t of rows) expect([t.status, t.wins], t.ticket_uid).toEqual(['won', '1']);
      const { rows: calls } = await sql<{ tx_id: string; n: string }>`
        select tx_id, count(*)::text as n from lp_wallet_call where kind = 'win' group by tx_id`.execute(db);
      expect(calls).toHaveLength(TICKETS);
      expect(calls.every((c) => c.n === '1')).toBe(true);
      // One settled seamless round per winning ticket on the platform.
      const { rows: rounds } = await sql<{ n: string }>`
        select count(*)::text as n from game_round
        where provider_code = ${LOTTERY_PROVIDER_CODE} and status = 'settled' and win > 0
          and round_ref = any(${tickets.map((t) => t.ticket_uid)}::text[])`.execute(db);
      expect(rows.filter((t) => BigInt(t.win) > 0n)).toHaveLength(TICKETS);
      expect(rounds[0]!.n).toBe(String(TICKETS));
      const draw = await sql<{ status: string }>`select status from lp_draw where id = ${drawId}`.execute(db);
      expect(draw.rows[0]!.status).toBe('settled');
      await expectGameMoney(db, players);
    },
  );
});
