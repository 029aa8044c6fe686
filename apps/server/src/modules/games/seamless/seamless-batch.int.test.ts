import type {
  SeamlessErrorValue,
  SeamlessTransactionResult,
  SeamlessWinBatchItemResult,
  SeamlessWinBatchResult,
  SeamlessWinRequest,
} from '@app/contracts';
import { SEAMLESS_WIN_BATCH_MAX } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  freshNonce,
  freshTxId,
  importSeamlessTestGames,
  launchTokenFor,
  seamlessCall,
} from '../../../testing/seamless.js';
import { createPlayer, expectReconciled, type Player } from '../../../testing/wallet.js';
import { checkLedger } from '../../money/ledger/ledger-check.service.js';

type Tx = SeamlessTransactionResult;
type Batch = SeamlessWinBatchResult;

/** The nonce recorded by the bet/win statement itself, and the winBatch call (many wins, one statement). */
describe.each(testDatabaseKinds())('seamless winBatch and nonces in the statement ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let slot: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    slot = (await importSeamlessTestGames(database.db)).slot;
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    expect((await checkLedger(database.db)).problems).toEqual([]);
    await app.close();
    await database.close();
  });

  const codeOf = (result: { body: { value: unknown } }) => (result.body.value as SeamlessErrorValue).code;
  const setEnabled = (enabled: boolean) =>
    database.db.updateTable('game_provider').set({ enabled }).where('code', '=', 'HOUSE').execute();

  /** A player with `rounds` open rounds, each staked 1.00 from a 100.00 balance. */
  async function playerWithRounds(rounds: number): Promise<Player & { rounds: string[] }> {
    const player = await createPlayer(app, database.db, { balance: '100.00' });
    const launchToken = await launchTokenFor(database.db, player.id, slot);
    const refs: string[] = [];
    for (let i = 0; i < rounds; i++) {
      const roundId = freshTxId('r');
      const placed = await seamlessCall<Tx>(app, 'bet', {
        launchToken,
        playerId: player.id,
        txId: freshTxId('bet'),
        roundId,
        amount: '1.00',
      });
      expect(placed.status).toBe(200);
      refs.push(roundId);
    }
    return { ...player, rounds: refs };
  }

  const winItem = (player: Player, roundId: string, amount: string, endRound = true): SeamlessWinRequest => ({
    playerId: player.id,
    txId: freshTxId('win'),
    roundId,
    amount,
    endRound,
  });
  const winBatch = (items: readonly SeamlessWinRequest[], nonce?: string) =>
    seamlessCall<Batch>(app, 'winBatch', { items }, nonce ? { nonce } : {});
  const mainBalance = async (memberId: string) =>
    (
      await database.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('member_id', '=', memberId)
        .where('kind', '=', 'main')
        .executeTakeFirstOrThrow()
    ).balance;
  const roundOf = (roundRef: string) =>
    database.db
      .selectFrom('game_round')
      .selectAll()
      .where('provider_code', '=', 'HOUSE')
      .where('round_ref', '=', roundRef)
      .executeTakeFirstOrThrow();
  const settledEvents = (roundIds: readonly string[]) =>
    database.db
      .selectFrom('member_event')
      .select(['ref', 'payload'])
      .where('kind', '=', 'wager.settled')
      .where('ref', 'in', roundIds)
      .execute();
  const okItem = (item: SeamlessWinBatchItemResult | undefined) => {
    if (!item?.ok) throw new Error(`item refused: ${JSON.stringify(item)}`);
    return item;
  };

  describe('nonces recorded by the bet and win statements', () => {
    it('refuses a replayed bet or win nonce, whether the first call was applied or refused', async () => {
      const player = await playerWithRounds(1);
      const launchToken = await launchTokenFor(database.db, player.id, slot);
      const nonce = freshNonce();
      const body = {
        launchToken,
        playerId: player.id,
        txId: freshTxId(),
        roundId: freshTxId('r'),
        amount: '2.00',
      };
      expect((await seamlessCall(app, 'bet', body, { nonce })).status).toBe(200);
      const replayed = await seamlessCall(app, 'bet', { ...body, txId: freshTxId() }, { nonce });
      expect([replayed.status, codeOf(replayed)]).toEqual([409, 'NONCE_REPLAYED']);

      // Refused for funds: nothing moved, but the nonce is spent, so the same signed call cannot come
      // back and pass once the player has money.
      const poorNonce = freshNonce();
      const tooBig = { ...body, txId: freshTxId(), amount: '1000.00' };
      const refused = await seamlessCall(app, 'bet', tooBig, { nonce: poorNonce });
      expect(codeOf(refused)).toBe('INSUFFICIENT_FUNDS');
      const again = await seamlessCall(app, 'bet', tooBig, { nonce: poorNonce });
      expect(codeOf(again)).toBe('NONCE_REPLAYED');

      // Refused before any statement (a bad body): also spent.
      const badNonce = freshNonce();
      const bad = await seamlessCall(app, 'win', { playerId: player.id }, { nonce: badNonce });
      expect(codeOf(bad)).toBe('INVALID_REQUEST');
      const badAgain = await seamlessCall(app, 'win', { playerId: player.id }, { nonce: badNonce });
      expect(codeOf(badAgain)).toBe('NONCE_REPLAYED');

      const winNonce = freshNonce();
      const win = winItem(player, player.rounds[0]!, '3.00');
      expect((await seamlessCall(app, 'win', win, { nonce: winNonce })).status).toBe(200);
      const winReplay = await seamlessCall(app, 'win', { ...win, txId: freshTxId() }, { nonce: winNonce });
      expect(codeOf(winReplay)).toBe('NONCE_REPLAYED');
      expect(await mainBalance(player.id)).toBe(String(10_000 - 100 - 200 + 300));
    });

    it('refuses bets, wins and batches of a disabled provider, moving nothing', async () => {
      const player = await playerWithRounds(1);
      const launchToken = await launchTokenFor(database.db, player.id, slot);
      const before = await mainBalance(player.id);
      await setEnabled(false);
      try {
        const bet = await seamlessCall(app, 'bet', {
          launchToken,
          playerId: player.id,
          txId: freshTxId(),
          roundId: freshTxId('r'),
          amount: '1.00',
        });
        expect([bet.status, codeOf(bet)]).toEqual([403, 'PROVIDER_DISABLED']);
        const win = await seamlessCall(app, 'win', winItem(player, player.rounds[0]!, '5.00'));
        expect([win.status, codeOf(win)]).toEqual([403, 'PROVIDER_DISABLED']);
        const batch = await winBatch([winItem(player, player.rounds[0]!, '5.00')]);
        expect([batch.status, codeOf(batch)]).toEqual([403, 'PROVIDER_DISABLED']);
      } finally {
        await setEnabled(true);
      }
      expect(await mainBalance(player.id)).toBe(before);
      expect((await roundOf(player.rounds[0]!)).status).toBe('open');
    });
  });

  describe('winBatch', () => {
    it('is documented in the OpenAPI beside the single calls', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs/json' });
      const paths = response.json<{ paths: Record<string, { post?: { description?: string } }> }>().paths;
      const description = String(paths['/seamless/v1/winBatch']?.post?.description);
      expect(description).toContain('INVALID_SIGNATURE (401)');
      expect(description).toContain('refused whole');
    });

    it('pays every item once, settles its round with its event and answers each like a single win', async () => {
      const alice = await playerWithRounds(3);
      const bob = await playerWithRounds(2);
      const items = [
        winItem(alice, alice.rounds[0]!, '5.00'),
        winItem(bob, bob.rounds[0]!, '0'),
        winItem(alice, alice.rounds[1]!, '2.50'),
        winItem(alice, alice.rounds[2]!, '1.00', false),
        winItem(bob, bob.rounds[1]!, '7.25'),
      ];
      const first = await winBatch(items);
      expect(first.status).toBe(200);
      const answers = first.body.value.items;
      expect(answers.map((item) => [item.txId, item.ok])).toEqual(items.map((item) => [item.txId, true]));
      // Each answer carries the player's balance after that item (after the batch when it moved nothing).
      expect(answers.map((item) => okItem(item).balance)).toEqual([
        '102.00',
        '105.25',
        '104.50',
        '105.50',
        '105.25',
      ]);
      expect(okItem(answers[1]).platformTxId).toBeNull();
      expect(okItem(answers[0]).platformTxId).not.toBeNull();
      expect(await mainBalance(alice.id)).toBe('10550');
      expect(await mainBalance(bob.id)).toBe('10525');

      const settled = await roundOf(alice.rounds[0]!);
      expect([settled.status, settled.win, settled.valid_bet]).toEqual(['settled', '500', '100']);
      const open = await roundOf(alice.rounds[2]!);
      expect([open.status, open.win, open.valid_bet]).toEqual(['open', '100', '0']);
      const roundIds = await Promise.all(items.map(async (item) => (await roundOf(item.roundId)).id));
      const events = await settledEvents(roundIds);
      expect(events).toHaveLength(4);
      expect(events.find((event) => event.ref === settled.id)?.payload).toMatchObject({
        stakeMinor: '100',
        validBetMinor: '100',
        winMinor: '500',
        roundRef: alice.rounds[0],
      });

      // The same batch again (a retry after a lost answer): the first answers, nothing paid twice.
      const replay = await winBatch(items);
      expect(replay.body.value.items.map((item) => okItem(item).platformTxId)).toEqual(
        answers.map((item) => okItem(item).platformTxId),
      );
      expect(await mainBalance(alice.id)).toBe('10550');
      // A single win retrying one item is the same request.
      const single = await seamlessCall<Tx>(app, 'win', items[4]);
      expect([single.status, single.body.value.platformTxId]).toEqual([200, okItem(answers[4]).platformTxId]);
      expect(await mainBalance(bob.id)).toBe('10525');
      expect(await settledEvents(roundIds)).toHaveLength(4);
    });

    it('pays only the new items of a batch overlapping items paid before', async () => {
      const player = await playerWithRounds(4);
      const paidAlone = winItem(player, player.rounds[0]!, '3.00');
      expect((await seamlessCall(app, 'win', paidAlone)).status).toBe(200);
      const firstBatch = [winItem(player, player.rounds[1]!, '4.00')];
      expect((await winBatch(firstBatch)).status).toBe(200);
      const overlapping = [
        paidAlone,
        winItem(player, player.rounds[2]!, '10.00'),
        firstBatch[0]!,
        winItem(player, player.rounds[3]!, '1.00'),
      ];
      const result = await winBatch(overlapping);
      expect(result.body.value.items.every((item) => item.ok)).toBe(true);
      // 100 - 4 stakes + 3 + 4 + 10 + 1
      expect(await mainBalance(player.id)).toBe('11400');
      const journals = await database.db
        .selectFrom('ledger_journal')
        .select('id')
        .where('type', '=', 'game_win')
        .where('reference', 'in', player.rounds)
        .execute();
      expect(journals).toHaveLength(4);
    });

    it('refuses bad items on their own and applies the others', async () => {
      const player = await playerWithRounds(3);
      const other = await playerWithRounds(1);
      const closed = winItem(player, player.rounds[0]!, '1.00');
      expect((await seamlessCall(app, 'win', closed)).status).toBe(200);
      const mismatched = winItem(player, player.rounds[1]!, '2.00');
      expect((await seamlessCall(app, 'win', { ...mismatched, endRound: false })).status).toBe(200);
      const balanceBefore = await mainBalance(player.id);
      const items = [
        winItem(player, player.rounds[0]!, '9.00'), // round already settled
        winItem(player, other.rounds[0]!, '9.00'), // another player's round
        winItem(player, freshTxId('r'), '9.00'), // unknown round
        { ...winItem(player, freshTxId('r'), '9.00'), playerId: '999999999' }, // unknown player
        { ...winItem(player, freshTxId('r'), '9.00'), playerId: 'nobody' }, // not a player id
        mismatched, // its txId was used with other data
        winItem(player, player.rounds[2]!, '6.00'), // the good one
      ];
      const result = await winBatch(items);
      expect(result.status).toBe(200);
      const answers = result.body.value.items;
      expect(answers.map((item) => (item.ok ? 'ok' : item.code))).toEqual([
        'ROUND_CLOSED',
        'INVALID_REQUEST',
        'INVALID_REQUEST',
        'PLAYER_NOT_FOUND',
        'PLAYER_NOT_FOUND',
        'TX_MISMATCH',
        'ok',
      ]);
      expect(answers[0]).toMatchObject({ ok: false, balance: '106.00', message: 'The round is closed' });
      expect(answers[3]).not.toHaveProperty('balance');
      expect(await mainBalance(player.id)).toBe(String(Number(balanceBefore) + 600));
      // A refused item left nothing behind: its txId is free for a later, valid call.
      const stored = await database.db
        .selectFrom('game_transaction')
        .select('tx_ref')
        .where(
          'tx_ref',
          'in',
          items.slice(0, 5).map((item) => item.txId),
        )
        .execute();
      expect(stored).toEqual([]);
      expect((await roundOf(other.rounds[0]!)).status).toBe('open');
    });

    it('refuses a malformed batch whole, moving nothing', async () => {
      const player = await playerWithRounds(2);
      const before = await mainBalance(player.id);
      const item = winItem(player, player.rounds[0]!, '1.00');
      const empty = await winBatch([]);
      expect([empty.status, codeOf(empty)]).toEqual([400, 'INVALID_REQUEST']);
      const twiceTx = await winBatch([item, { ...item, roundId: player.rounds[1]! }]);
      expect(codeOf(twiceTx)).toBe('INVALID_REQUEST');
      const twiceRound = await winBatch([item, { ...item, txId: freshTxId() }]);
      expect(codeOf(twiceRound)).toBe('INVALID_REQUEST');
      const tooMany = await winBatch(
        Array.from({ length: SEAMLESS_WIN_BATCH_MAX + 1 }, () => winItem(player, freshTxId('r'), '1.00')),
      );
      expect(codeOf(tooMany)).toBe('INVALID_REQUEST');
      const badAmount = await winBatch([item, winItem(player, player.rounds[1]!, '-1.00')]);
      expect(codeOf(badAmount)).toBe('INVALID_REQUEST');
      expect(await mainBalance(player.id)).toBe(before);
      // A replayed batch nonce is refused like any call's.
      const nonce = freshNonce();
      expect((await winBatch([item], nonce)).status).toBe(200);
      const replay = await winBatch([winItem(player, player.rounds[1]!, '1.00')], nonce);
      expect(codeOf(replay)).toBe('NONCE_REPLAYED');
      expect((await roundOf(player.rounds[1]!)).status).toBe('open');
    });

    it('pays each item once when the same batch races itself', async () => {
      const player = await playerWithRounds(5);
      const items = player.rounds.map((roundId) => winItem(player, roundId, '2.00'));
      const results = await Promise.all(Array.from({ length: 4 }, () => winBatch(items)));
      for (const result of results) {
        expect(result.body.value.items.map((item) => item.ok)).toEqual(items.map(() => true));
      }
      expect(await mainBalance(player.id)).toBe(String(10_000 - 500 + 1_000));
    });
  });
});
