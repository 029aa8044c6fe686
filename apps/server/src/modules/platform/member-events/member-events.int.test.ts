import type { Deposit, SeamlessErrorValue, SeamlessTransactionResult } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { keyedError } from '../../../lib/app-errors.js';
import {
  freshTxId,
  importSeamlessTestGames,
  launchTokenFor,
  seamlessCall,
} from '../../../testing/seamless.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  balanceOf,
  createPlayer,
  expectReconciled,
  operatorToken,
  requestId,
  type Player,
} from '../../../testing/wallet.js';
import { HOUSE_PROVIDER_CODE } from '../../games/seamless/seamless-provider.service.js';
import { placeBet } from '../../games/seamless/seamless.service.js';
import type { WagerGate } from '../../games/seamless/wager-gates.js';
import { consumeMemberEvents, publishMemberEvent } from './member-event.service.js';
import type { MemberEvent, MemberEventConsumer, MemberEventKind } from './member-event.types.js';

type Tx = SeamlessTransactionResult;

describe.each(testDatabaseKinds())('member events ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let games: Awaited<ReturnType<typeof importSeamlessTestGames>>;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    games = await importSeamlessTestGames(database.db);
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  /** A consumer that remembers what it was handed, under a name of its own. */
  function recorder(kinds: MemberEventKind[], filterMember?: string) {
    const seen: MemberEvent[] = [];
    const consumer: MemberEventConsumer = {
      name: `test-${requestId()}`,
      kinds,
      handle: (_trx, events) => {
        seen.push(...events.filter((event) => !filterMember || event.memberId === filterMember));
        return Promise.resolve();
      },
    };
    return { consumer, seen };
  }

  const eventsOf = (memberId: string, eventKind: MemberEventKind) =>
    database.db
      .selectFrom('member_event')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', eventKind)
      .execute();

  it('hands each event to a consumer exactly once, however many drains run at once', async () => {
    const player = await createPlayer(app, database.db);
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 30; index++) {
        await publishMemberEvent(trx, {
          memberId: player.id,
          kind: 'member.login',
          ref: `test-once-${player.id}-${index}`,
          payload: { ip: '127.0.0.1' },
        });
      }
      // Published twice: recorded once.
      await publishMemberEvent(trx, {
        memberId: player.id,
        kind: 'member.login',
        ref: `test-once-${player.id}-0`,
        payload: { ip: '127.0.0.1' },
      });
    });
    const { consumer, seen } = recorder(['member.login'], player.id);
    const counts = await Promise.all([1, 2, 3, 4].map(() => consumeMemberEvents(database.db, consumer)));
    await consumeMemberEvents(database.db, consumer);
    const refs = seen.map((event) => event.ref).filter((ref) => ref.startsWith('test-once-'));
    expect(refs).toHaveLength(30);
    expect(new Set(refs).size).toBe(30);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(30);
  });

  it('hands an event again after the handler failed (its receipt rolled back)', async () => {
    const player = await createPlayer(app, database.db);
    await database.db.transaction().execute((trx) =>
      publishMemberEvent(trx, {
        memberId: player.id,
        kind: 'member.login',
        ref: `test-retry-${player.id}`,
        payload: { ip: '127.0.0.1' },
      }),
    );
    let failOnce = true;
    const handled: string[] = [];
    const consumer: MemberEventConsumer = {
      name: `test-${requestId()}`,
      kinds: ['member.login'],
      handle: (_trx, events) => {
        if (failOnce) {
          failOnce = false;
          return Promise.reject(new Error('handler failed'));
        }
        handled.push(...events.map((event) => event.ref));
        return Promise.resolve();
      },
    };
    await expect(consumeMemberEvents(database.db, consumer)).rejects.toThrow('handler failed');
    await consumeMemberEvents(database.db, consumer);
    expect(handled).toContain(`test-retry-${player.id}`);
  });

  it('announces logins and registrations', async () => {
    const player = await createPlayer(app, database.db);
    expect(await eventsOf(player.id, 'member.login')).toHaveLength(1);
    expect(await eventsOf(player.id, 'member.registered')).toHaveLength(1);
  });

  it('announces a credited deposit once, marking the first', async () => {
    const player = await createPlayer(app, database.db);
    const operator = await operatorToken(app);
    for (const amount of ['500.00', '300.00']) {
      const created = await call<Deposit>(app, 'POST', '/wps/cashier/deposits', {
        token: player.token,
        body: {
          channelId: 'bkash_manual',
          amount,
          requestId: requestId(),
          transactionRef: `TRX${requestId().slice(0, 8)}`,
        },
      });
      const url = `/wps/operator/deposits/${created.body.value.id}/approve`;
      await call(app, 'POST', url, { token: operator });
      await call(app, 'POST', url, { token: operator });
    }
    const events = await eventsOf(player.id, 'deposit.credited');
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({ amountMinor: '50000', channelCode: 'bkash_manual', first: true }),
      expect.objectContaining({ amountMinor: '30000', first: false }),
    ]);
  });

  describe('seamless wallet', () => {
    async function playerWithToken(balance = '100.00') {
      const player = await createPlayer(app, database.db, { balance });
      return { ...player, launchToken: await launchTokenFor(database.db, player.id, games.slot) };
    }
    const bet = (player: Player & { launchToken: string }, roundId: string, amount: string) =>
      seamlessCall<Tx>(app, 'bet', {
        launchToken: player.launchToken,
        playerId: player.id,
        txId: freshTxId(),
        roundId,
        amount,
      });
    const codeOf = (result: { body: { value: unknown } }) => (result.body.value as SeamlessErrorValue).code;

    it('announces a settled round with its stake, valid bet, win and game type', async () => {
      const player = await playerWithToken();
      const roundId = freshTxId('round');
      await bet(player, roundId, '10.00');
      await seamlessCall<Tx>(app, 'win', {
        playerId: player.id,
        txId: freshTxId(),
        roundId,
        amount: '25.00',
      });
      const [event] = await eventsOf(player.id, 'wager.settled');
      expect(event?.payload).toEqual(
        expect.objectContaining({
          providerCode: 'HOUSE',
          roundRef: roundId,
          gameType: 'RNG',
          stakeMinor: '1000',
          validBetMinor: '1000',
          winMinor: '2500',
        }),
      );
    });

    it('adjusts a settled round once, refuses an open one and an overdraft', async () => {
      const player = await playerWithToken('20.00');
      const roundId = freshTxId('round');
      await bet(player, roundId, '10.00');
      const adjust = (txId: string, amount: string) =>
        seamlessCall<Tx>(app, 'adjust', {
          playerId: player.id,
          txId,
          roundId,
          amount,
          reason: 'result corrected',
        });
      const early = await adjust(freshTxId(), '5.00');
      expect(early.status).toBe(409);
      expect(codeOf(early)).toBe('ROUND_NOT_SETTLED');

      await seamlessCall<Tx>(app, 'win', { playerId: player.id, txId: freshTxId(), roundId, amount: '0' });
      const txId = freshTxId();
      const first = await adjust(txId, '7.50');
      const retry = await adjust(txId, '7.50');
      expect(first.body.value.balance).toBe('17.50');
      expect(retry.body.value.platformTxId).toBe(first.body.value.platformTxId);
      expect(codeOf(await adjust(txId, '8.00'))).toBe('TX_MISMATCH');
      const overdraft = await adjust(freshTxId(), '-100.00');
      expect(codeOf(overdraft)).toBe('INSUFFICIENT_FUNDS');
      const takeBack = await adjust(freshTxId(), '-7.50');
      expect(takeBack.body.value.balance).toBe('10.00');
      expect(await balanceOf(app, player.token)).toBe('10.00');

      const adjusted = await eventsOf(player.id, 'wager.adjusted');
      expect(adjusted.map((event) => (event.payload as { deltaMinor: string }).deltaMinor)).toEqual([
        '750',
        '-750',
      ]);
    });

    const markGated = (memberId: string) =>
      sql`insert into wager_gate_mark (member_id) values (${memberId})`.execute(database.db);

    it('refuses a bet a wager gate refuses, moving nothing', async () => {
      const player = await playerWithToken('50.00');
      // A gate's rules mark the members they may refuse (a trigger on the rule's table, migration 0021).
      await markGated(player.id);
      const gate: WagerGate = {
        name: 'test-max-bet',
        check: (_trx, wager) =>
          Promise.resolve(
            wager.amountMinor > 2000n ? keyedError(403, 'bonus_max_bet', { max: '20.00' }) : null,
          ),
      };
      const input = (amount: bigint) => ({
        launchToken: player.launchToken,
        playerId: player.id,
        txId: freshTxId(),
        roundId: freshTxId('round'),
        amount,
      });
      await expect(placeBet(database.db, HOUSE_PROVIDER_CODE, input(3000n), [gate])).rejects.toMatchObject({
        code: 'BET_REFUSED',
        message: 'While your bonus is active the largest bet is 20.00',
        // The rule's stable code and parameters travel with it, for the game to word in the player's language.
        value: {
          code: 'BET_REFUSED',
          balance: '50.00',
          reason: { key: 'bonus_max_bet', params: { max: '20.00' } },
        },
      });
      const allowed = await placeBet(database.db, HOUSE_PROVIDER_CODE, input(2000n), [gate]);
      expect(allowed.balance).toBe('30.00');
    });

    it('runs the gates only for marked members, and the rules mark them', async () => {
      const player = await playerWithToken('50.00');
      const refuseAll: WagerGate = {
        name: 'test-refuse-all',
        check: () => Promise.resolve(keyedError(403, 'rg_excluded_permanent')),
      };
      const bet = () => ({
        launchToken: player.launchToken,
        playerId: player.id,
        txId: freshTxId(),
        roundId: freshTxId('round'),
        amount: 100n,
      });
      expect((await placeBet(database.db, HOUSE_PROVIDER_CODE, bet(), [refuseAll])).balance).toBe('49.00');
      await sql`insert into rg_limit (member_id, kind, period, value) values (${player.id}, 'deposit', 'day', 100000)`.execute(
        database.db,
      );
      await expect(placeBet(database.db, HOUSE_PROVIDER_CODE, bet(), [refuseAll])).rejects.toMatchObject({
        code: 'BET_REFUSED',
        value: { balance: '49.00' },
      });
    });
  });
});
