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

  it(
    'on PostgreSQL: every ticket bought once or refused, every prize paid once, the ledger balanced',
    { timeout: scaled(900_000) },
    async (context) => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) {
        context.skip('TEST_DATABASE_URL is not set: the crash test needs a PostgreSQL server');
        return;
      }
      const database = await createDatabase(adminUrl);
      cleanups.push(() => database.drop());
      const env = { DATABASE_URL: database.url, JOBS_ENABLED: 'false' };
      let server = await startServerProcess(env);
      const db = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
      cleanups.push(() => db.destroy());

      // One draw a day takes every purchase (the draw is made due by hand below); limits out of the way.
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
      const purchases = plan(detail.value.oddsVersion);

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
      // pays the prizes, and is killed while the win calls are on their way.
      const open = bought.filter((t) => t.status === 'open');
      const { rows: dueDraws } = await sql<{ id: string }>`
        update lp_draw set closes_at = now() - interval '2 seconds', draw_at = now() - interval '1 second'
        where id = (select t.draw_id from lp_ticket t join lp_draw d on d.id = t.draw_id
                    where t.status = 'open' order by d.draw_at limit 1)
        returning id`.execute(db);
      const drawId = dueDraws[0]!.id;
      const toPay = await countWhere(
        db,
        sql<{
          n: string;
        }>`select count(*)::text as n from lp_ticket where draw_id = ${drawId} and status = 'open'`,
      );
      expect(toPay).toBeGreaterThan(KILL_AFTER_COMPLETED / 2);
      expect(await server.stop('SIGTERM')).toBe(0);
      const paying = { ...env, JOBS_ENABLED: 'true' };
      server = await startServerProcess(paying);
      const ackedWins = sql<{ n: string }>`select count(*)::text as n from lp_wallet_call
        where kind = 'win' and status = 'acked'`;
      await waitFor(async () => (await countWhere(db, ackedWins)) > 0, 'the first prize paid');
      expect(await server.stop('SIGKILL')).toBeNull();
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
});
