import type {
  SeamlessAuthenticateResult,
  SeamlessBalanceResult,
  SeamlessErrorValue,
  SeamlessTransactionResult,
} from '@app/contracts';
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
import { balanceOf, createPlayer, expectReconciled, type Player } from '../../../testing/wallet.js';
import { houseProviderDevelopmentSecret } from '../../../config.js';
import { checkLedger } from '../../money/ledger/ledger-check.service.js';
import { pruneNonces } from './seamless-auth.service.js';
import { seedHouseProvider } from './seamless-provider.service.js';
import { rankListConsumer } from '../../lobby/rank-list/rank-list.consumer.js';
import { consumeMemberEvents } from '../../platform/member-events/member-event.service.js';

type Tx = SeamlessTransactionResult;

describe.each(testDatabaseKinds())('seamless wallet protocol ($name)', (kind) => {
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
    expect((await checkLedger(database.db)).problems).toEqual([]);
    await app.close();
    await database.close();
  });

  /** A funded player with a fresh launch token of the test slot. */
  async function playerWithToken(balance = '100.00'): Promise<Player & { launchToken: string }> {
    const player = await createPlayer(app, database.db, { balance });
    return { ...player, launchToken: await launchTokenFor(database.db, player.id, games.slot) };
  }

  const bet = (player: Player & { launchToken: string }, txId: string, roundId: string, amount: string) =>
    seamlessCall<Tx>(app, 'bet', {
      launchToken: player.launchToken,
      playerId: player.id,
      txId,
      roundId,
      amount,
    });
  const win = (player: Player, txId: string, roundId: string, amount: string, endRound = true) =>
    seamlessCall<Tx>(app, 'win', { playerId: player.id, txId, roundId, amount, endRound });
  const rollback = (player: Player, txId: string, refTxId: string, roundId: string) =>
    seamlessCall<Tx>(app, 'rollback', { playerId: player.id, txId, refTxId, roundId });
  const codeOf = (result: { body: { value: unknown } }) => (result.body.value as SeamlessErrorValue).code;
  /** The claims of a round's calls in order: kind, journal and the answer's platformTxId. */
  const claimsOf = async (roundRef: string) =>
    (
      await database.db
        .selectFrom('game_transaction as t')
        .innerJoin('game_round as r', 'r.id', 't.round_id')
        .select(['t.kind', 't.journal_id', 't.response'])
        .where('r.provider_code', '=', 'HOUSE')
        .where('r.round_ref', '=', roundRef)
        .orderBy('t.id')
        .execute()
    ).map((claim) => [
      claim.kind,
      claim.journal_id === null ? null : String(claim.journal_id),
      (claim.response as { platformTxId: string | null }).platformTxId,
    ]);
  const roundOf = (roundRef: string) =>
    database.db
      .selectFrom('game_round')
      .selectAll()
      .where('provider_code', '=', 'HOUSE')
      .where('round_ref', '=', roundRef)
      .executeTakeFirst();

  describe('signed requests', () => {
    it('documents every operation with its error codes in the OpenAPI', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs/json' });
      const paths = response.json<{ paths: Record<string, { post?: Record<string, unknown> }> }>().paths;
      for (const path of ['authenticate', 'balance', 'bet', 'win', 'rollback', 'endRound']) {
        const operation = paths[`/seamless/v1/${path}`]?.post;
        expect(operation, path).toBeDefined();
        expect(String(operation?.description)).toContain('INVALID_SIGNATURE (401)');
        expect(Object.keys(operation?.responses as object)).toEqual(
          expect.arrayContaining(['200', '400', '401', '409']),
        );
      }
      expect(String(paths['/seamless/v1/bet']?.post?.description)).toContain('INSUFFICIENT_FUNDS (400)');
    });

    it('authenticates a launch token: player, balance and the game', async () => {
      const player = await playerWithToken('12.34');
      const result = await seamlessCall<SeamlessAuthenticateResult>(app, 'authenticate', {
        launchToken: player.launchToken,
      });
      expect(result.status).toBe(200);
      expect(result.body.value).toMatchObject({
        playerId: player.id,
        balance: '12.34',
        currency: 'BDT',
        language: 'en',
        game: { nodeId: games.slot, vendorCode: 'PG', gameCode: 'sw1', gameType: 'RNG' },
      });
      const unknown = await seamlessCall(app, 'authenticate', { launchToken: 'not-a-token' });
      expect([unknown.status, codeOf(unknown)]).toEqual([401, 'INVALID_TOKEN']);
    });

    it('refuses a wrong signature, a tampered body, a stale timestamp and an unknown provider', async () => {
      const player = await playerWithToken();
      const body = { playerId: player.id };
      const badSignature = await seamlessCall(app, 'balance', body, { signature: 'ab'.repeat(32) });
      expect([badSignature.status, codeOf(badSignature)]).toEqual([401, 'INVALID_SIGNATURE']);
      const wrongSecret = await seamlessCall(app, 'balance', body, { secret: 'x'.repeat(40) });
      expect(codeOf(wrongSecret)).toBe('INVALID_SIGNATURE');
      const stale = await seamlessCall(app, 'balance', body, { timestamp: Date.now() - 6 * 60_000 });
      expect([stale.status, codeOf(stale)]).toEqual([401, 'REQUEST_EXPIRED']);
      const future = await seamlessCall(app, 'balance', body, { timestamp: Date.now() + 6 * 60_000 });
      expect(codeOf(future)).toBe('REQUEST_EXPIRED');
      const unknown = await seamlessCall(app, 'balance', body, { provider: 'NOBODY' });
      expect([unknown.status, codeOf(unknown)]).toEqual([401, 'INVALID_SIGNATURE']);
      const badNonce = await seamlessCall(app, 'balance', body, { nonce: 'short' });
      expect([badNonce.status, codeOf(badNonce)]).toEqual([400, 'INVALID_REQUEST']);
      const ok = await seamlessCall<SeamlessBalanceResult>(app, 'balance', body);
      expect(ok.body.value).toEqual({ balance: '100.00', currency: 'BDT' });
    });

    it('checks the signature over the raw text the provider sent, before the body is parsed', async () => {
      const player = await playerWithToken('7.00');
      // Re-serialising the parsed body would drop this spacing and break the signature.
      const spaced = await seamlessCall<SeamlessBalanceResult>(app, 'balance', null, {
        rawBody: `{ "playerId" :\n  "${player.id}" }`,
      });
      expect([spaced.status, spaced.body.value]).toEqual([200, { balance: '7.00', currency: 'BDT' }]);
      // Signed but not JSON: the signature passes, then parsing refuses it in the seamless envelope.
      const notJson = await seamlessCall(app, 'balance', null, { rawBody: '{"playerId":' });
      expect([notJson.status, notJson.body.success, codeOf(notJson)]).toEqual([
        400,
        false,
        'INVALID_REQUEST',
      ]);
      expect(notJson.body.message).toBe('Request body is not valid JSON');
    });

    it('refuses a replayed nonce', async () => {
      const player = await playerWithToken();
      const nonce = freshNonce();
      const first = await seamlessCall(app, 'balance', { playerId: player.id }, { nonce });
      expect(first.status).toBe(200);
      const replay = await seamlessCall(app, 'balance', { playerId: player.id }, { nonce });
      expect([replay.status, codeOf(replay)]).toEqual([409, 'NONCE_REPLAYED']);
    });

    it('refuses a disabled provider and invalid bodies', async () => {
      const player = await playerWithToken();
      await database.db
        .updateTable('game_provider')
        .set({ enabled: false })
        .where('code', '=', 'HOUSE')
        .execute();
      try {
        const disabled = await seamlessCall(app, 'balance', { playerId: player.id });
        expect([disabled.status, codeOf(disabled)]).toEqual([403, 'PROVIDER_DISABLED']);
      } finally {
        await database.db
          .updateTable('game_provider')
          .set({ enabled: true })
          .where('code', '=', 'HOUSE')
          .execute();
      }
      const missing = await seamlessCall(app, 'bet', { playerId: player.id, txId: freshTxId() });
      expect([missing.status, codeOf(missing)]).toEqual([400, 'INVALID_REQUEST']);
      const notJson = await seamlessCall(app, 'balance', null, { rawBody: '{not json' });
      expect([notJson.status, codeOf(notJson)]).toEqual([400, 'INVALID_REQUEST']);
      const tooPrecise = await bet(player, freshTxId(), freshTxId('r'), '1.005');
      expect(codeOf(tooPrecise)).toBe('INVALID_REQUEST');
      const unknownPlayer = await seamlessCall(app, 'balance', { playerId: '999999999' });
      expect([unknownPlayer.status, codeOf(unknownPlayer)]).toEqual([404, 'PLAYER_NOT_FOUND']);
    });
  });

  describe('bets and wins', () => {
    it('debits a bet, credits a win and settles the round with its valid bet', async () => {
      const player = await playerWithToken('100.00');
      const roundId = freshTxId('round');
      const betTx = freshTxId('bet');
      const placed = await bet(player, betTx, roundId, '10.00');
      expect(placed.status).toBe(200);
      expect(placed.body.value).toMatchObject({ txId: betTx, balance: '90.00', currency: 'BDT' });
      expect(placed.body.value.platformTxId).not.toBeNull();
      const paid = await win(player, freshTxId('win'), roundId, '25.50');
      expect(paid.body.value.balance).toBe('115.50');
      expect(await balanceOf(app, player.token)).toBe('115.50');
      expect(await roundOf(roundId)).toMatchObject({
        member_id: player.id,
        node_id: games.slot,
        vendor_code: 'PG',
        game_type: 'RNG',
        status: 'settled',
        stake: '1000',
        valid_bet: '1000',
        win: '2550',
      });
      // The winner board reads the round's wager.settled event, off the provider's call.
      await consumeMemberEvents(database.db, rankListConsumer);
      const board = await database.db
        .selectFrom('game_win')
        .select('win_amount_minor')
        .where('round_ref', '=', `HOUSE:${roundId}`)
        .executeTakeFirst();
      expect(board?.win_amount_minor).toBe('2550');
      const journals = await database.db
        .selectFrom('ledger_journal')
        .select(['id', 'type', 'event_key'])
        .where('reference', '=', roundId)
        .orderBy('id')
        .execute();
      expect(journals.map((row) => row.type)).toEqual(['game_bet', 'game_win']);
      expect(journals[0]?.event_key).toBe(`seamless:HOUSE:${betTx}`);
      // Each claim was written once with its round, its journal and the answer naming that journal.
      const [betJournal, winJournal] = journals.map((row) => String(row.id));
      expect(await claimsOf(roundId)).toEqual([
        ['bet', betJournal, betJournal],
        ['win', winJournal, winJournal],
      ]);
      expect(placed.body.value.platformTxId).toBe(betJournal);
      expect(paid.body.value.platformTxId).toBe(winJournal);
    });

    it("checks a claim's journal when the transaction commits", async () => {
      const player = await playerWithToken('1.00');
      let inserted = false;
      const unknownJournal = database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('game_transaction')
          .values({
            provider_code: 'HOUSE',
            tx_ref: freshTxId('bet'),
            kind: 'bet',
            status: 'applied',
            member_id: player.id,
            amount: '100',
            request_hash: 'hash',
            response: '{}',
            journal_id: '9000000000000',
          })
          .execute();
        inserted = true;
      });
      await expect(unknownJournal).rejects.toThrow(/foreign key/);
      // The insert itself passed: the journal is looked for at commit (it is written after the claim).
      expect(inserted).toBe(true);
    });

    it('answers a retried bet or win with the first answer and the current balance, once', async () => {
      const player = await playerWithToken('50.00');
      const roundId = freshTxId('round');
      const betTx = freshTxId('bet');
      const first = await bet(player, betTx, roundId, '5.00');
      const other = await bet(player, freshTxId('bet'), roundId, '1.00');
      expect(other.body.value.balance).toBe('44.00');
      const retry = await bet(player, betTx, roundId, '5.00');
      expect(retry.status).toBe(200);
      expect(retry.body.value).toEqual({ ...first.body.value, balance: '44.00' });
      // The second bet joined the round the first opened: its claim names the round and its journal.
      expect(await claimsOf(roundId)).toEqual([
        ['bet', first.body.value.platformTxId, first.body.value.platformTxId],
        ['bet', other.body.value.platformTxId, other.body.value.platformTxId],
      ]);

      const winTx = freshTxId('win');
      const paid = await win(player, winTx, roundId, '3.00');
      const again = await win(player, winTx, roundId, '3.00');
      expect(again.body.value).toEqual(paid.body.value);
      expect(await balanceOf(app, player.token)).toBe('47.00');
      // The same txId with other data is refused, and so is a second win on the settled round.
      const mismatch = await bet(player, betTx, roundId, '6.00');
      expect([mismatch.status, codeOf(mismatch)]).toEqual([409, 'TX_MISMATCH']);
      expect((mismatch.body.value as unknown as SeamlessErrorValue).balance).toBe('47.00');
      const winAsBet = await bet(player, winTx, roundId, '3.00');
      expect(codeOf(winAsBet)).toBe('TX_MISMATCH');
      const otherWinData = await win(player, winTx, roundId, '4.00');
      expect(codeOf(otherWinData)).toBe('TX_MISMATCH');
      const closed = await win(player, freshTxId('win'), roundId, '1.00');
      expect([closed.status, codeOf(closed)]).toEqual([409, 'ROUND_CLOSED']);
      const lateBet = await bet(player, freshTxId('bet'), roundId, '1.00');
      expect(codeOf(lateBet)).toBe('ROUND_CLOSED');
      expect(await balanceOf(app, player.token)).toBe('47.00');
    });

    it('accepts a zero win without a journal and a win in several parts', async () => {
      const player = await playerWithToken('20.00');
      const lost = freshTxId('round');
      await bet(player, freshTxId('bet'), lost, '2.00');
      const zero = await win(player, freshTxId('win'), lost, '0');
      expect(zero.status).toBe(200);
      expect(zero.body.value).toMatchObject({ platformTxId: null, balance: '18.00' });
      expect(await roundOf(lost)).toMatchObject({ status: 'settled', win: '0', valid_bet: '200' });

      const split = freshTxId('round');
      await bet(player, freshTxId('bet'), split, '3.00');
      await win(player, freshTxId('win'), split, '1.00', false);
      expect(await roundOf(split)).toMatchObject({ status: 'open', win: '100', valid_bet: '0' });
      const ended = await seamlessCall<SeamlessBalanceResult>(app, 'endRound', {
        playerId: player.id,
        roundId: split,
      });
      expect(ended.body.value).toEqual({ balance: '16.00', currency: 'BDT' });
      expect(await roundOf(split)).toMatchObject({ status: 'settled', stake: '300', valid_bet: '300' });
      const endedAgain = await seamlessCall(app, 'endRound', { playerId: player.id, roundId: split });
      expect(endedAgain.status).toBe(200);
      const unknownRound = await seamlessCall(app, 'endRound', { playerId: player.id, roundId: 'nope' });
      expect(codeOf(unknownRound)).toBe('INVALID_REQUEST');
    });

    it('pays the win of a round whose game was disabled meanwhile, without listing it', async () => {
      const player = await playerWithToken('10.00');
      const roundId = freshTxId('round');
      await bet(player, freshTxId('bet'), roundId, '1.00');
      const setEnabled = (enabled: boolean) =>
        database.db.updateTable('game').set({ enabled }).where('node_id', '=', games.slot).execute();
      await setEnabled(false);
      try {
        const paid = await win(player, freshTxId('win'), roundId, '3.00');
        expect([paid.status, paid.body.value.balance]).toEqual([200, '12.00']);
        await consumeMemberEvents(database.db, rankListConsumer);
      } finally {
        await setEnabled(true);
      }
      const board = await database.db
        .selectFrom('game_win')
        .select('id')
        .where('round_ref', '=', `HOUSE:${roundId}`)
        .executeTakeFirst();
      expect(board).toBeUndefined();
    });

    it('answers insufficient funds with the balance and stores nothing', async () => {
      const player = await playerWithToken('5.00');
      const roundId = freshTxId('round');
      const txId = freshTxId('bet');
      const refused = await bet(player, txId, roundId, '5.01');
      expect([refused.status, refused.body.value]).toEqual([
        400,
        { code: 'INSUFFICIENT_FUNDS', balance: '5.00' },
      ]);
      expect(await roundOf(roundId)).toBeUndefined();
      const stored = await database.db
        .selectFrom('game_transaction')
        .select('id')
        .where('tx_ref', '=', txId)
        .executeTakeFirst();
      expect(stored).toBeUndefined();
      // The same txId can then be placed with an amount the balance covers.
      expect((await bet(player, txId, roundId, '5.00')).body.value.balance).toBe('0.00');
    });

    it('refuses a bet with another player token, or in another player round', async () => {
      const alice = await playerWithToken();
      const bob = await playerWithToken();
      const stolen = await seamlessCall(app, 'bet', {
        launchToken: alice.launchToken,
        playerId: bob.id,
        txId: freshTxId(),
        roundId: freshTxId('round'),
        amount: '1.00',
      });
      expect([stolen.status, codeOf(stolen)]).toEqual([401, 'INVALID_TOKEN']);
      const roundId = freshTxId('round');
      await bet(alice, freshTxId('bet'), roundId, '1.00');
      const intruder = await bet(bob, freshTxId('bet'), roundId, '1.00');
      expect(codeOf(intruder)).toBe('INVALID_REQUEST');
      const foreignWin = await win(bob, freshTxId('win'), roundId, '1.00');
      expect(codeOf(foreignWin)).toBe('INVALID_REQUEST');
    });

    it('refuses bets once the launch token expired but accepts the win and rollback of its rounds', async () => {
      const player = await playerWithToken('30.00');
      const paidRound = freshTxId('round');
      const refundedRound = freshTxId('round');
      await bet(player, freshTxId('bet'), paidRound, '4.00');
      const refundedBet = freshTxId('bet');
      await bet(player, refundedBet, refundedRound, '6.00');
      await database.db
        .updateTable('game_launch')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('member_id', '=', player.id)
        .execute();
      const late = await bet(player, freshTxId('bet'), paidRound, '1.00');
      expect([late.status, codeOf(late)]).toEqual([401, 'TOKEN_EXPIRED']);
      const expiredAuth = await seamlessCall(app, 'authenticate', { launchToken: player.launchToken });
      expect(codeOf(expiredAuth)).toBe('TOKEN_EXPIRED');
      expect((await win(player, freshTxId('win'), paidRound, '8.00')).body.value.balance).toBe('28.00');
      const refund = await rollback(player, freshTxId('rb'), refundedBet, refundedRound);
      expect(refund.body.value.balance).toBe('34.00');
    });
  });

  describe('rollbacks', () => {
    it('refunds a bet, cancels a round whose bets are all refunded, and answers retries once', async () => {
      const player = await playerWithToken('40.00');
      const roundId = freshTxId('round');
      const first = freshTxId('bet');
      const second = freshTxId('bet');
      await bet(player, first, roundId, '7.00');
      await bet(player, second, roundId, '3.00');
      const rbTx = freshTxId('rb');
      const refunded = await rollback(player, rbTx, first, roundId);
      expect(refunded.body.value).toMatchObject({ txId: rbTx, balance: '37.00' });
      expect(refunded.body.value.platformTxId).not.toBeNull();
      expect(await roundOf(roundId)).toMatchObject({ status: 'open', stake: '300' });
      const retry = await rollback(player, rbTx, first, roundId);
      expect(retry.body.value).toEqual(refunded.body.value);
      // A second rollback of the same bet (another txId) is acknowledged and moves nothing.
      const twice = await rollback(player, freshTxId('rb'), first, roundId);
      expect(twice.body.value).toMatchObject({ platformTxId: null, balance: '37.00' });
      const mismatch = await rollback(player, rbTx, second, roundId);
      expect(codeOf(mismatch)).toBe('TX_MISMATCH');
      await rollback(player, freshTxId('rb'), second, roundId);
      expect(await balanceOf(app, player.token)).toBe('40.00');
      const round = await roundOf(roundId);
      expect(round).toMatchObject({ status: 'cancelled', stake: '0', valid_bet: '0' });
      expect(round?.settled_at).not.toBeNull();
      const journals = await database.db
        .selectFrom('ledger_journal')
        .select('type')
        .where('reference', '=', roundId)
        .execute();
      expect(journals.map((row) => row.type).sort()).toEqual([
        'game_bet',
        'game_bet',
        'game_refund',
        'game_refund',
      ]);
    });

    it('remembers a rollback of an unknown bet and refuses that bet when it arrives', async () => {
      const player = await playerWithToken('10.00');
      const roundId = freshTxId('round');
      const betTx = freshTxId('bet');
      const rbTx = freshTxId('rb');
      const early = await rollback(player, rbTx, betTx, roundId);
      expect(early.status).toBe(200);
      expect(early.body.value).toMatchObject({ txId: rbTx, platformTxId: null, balance: '10.00' });
      const retry = await rollback(player, rbTx, betTx, roundId);
      expect(retry.body.value).toEqual(early.body.value);
      const lateBet = await bet(player, betTx, roundId, '2.00');
      expect([lateBet.status, lateBet.body.value]).toEqual([
        409,
        { code: 'BET_ROLLED_BACK', balance: '10.00' },
      ]);
      expect(await balanceOf(app, player.token)).toBe('10.00');
      const tombstone = await database.db
        .selectFrom('game_transaction')
        .select(['kind', 'status', 'ref_tx'])
        .where('tx_ref', '=', rbTx)
        .executeTakeFirst();
      expect(tombstone).toEqual({ kind: 'rollback', status: 'tombstone', ref_tx: betTx });
    });

    it('keeps no round opened by a bet refused as rolled back, and opens it for a new bet', async () => {
      const player = await playerWithToken('10.00');
      const roundId = freshTxId('round');
      const betTx = freshTxId('bet');
      await rollback(player, freshTxId('rb'), betTx, roundId);
      expect(codeOf(await bet(player, betTx, roundId, '2.00'))).toBe('BET_ROLLED_BACK');
      const roundsOf = () =>
        database.db
          .selectFrom('game_round')
          .select(['stake', 'status'])
          .where('round_ref', '=', roundId)
          .execute();
      expect(await roundsOf()).toEqual([]);
      const placed = await bet(player, freshTxId('bet'), roundId, '3.00');
      expect(placed.status).toBe(200);
      expect(await roundsOf()).toEqual([{ stake: '300', status: 'open' }]);
      expect(await balanceOf(app, player.token)).toBe('7.00');
    });

    it('refuses a rollback once the round has a win', async () => {
      const player = await playerWithToken('10.00');
      const roundId = freshTxId('round');
      const betTx = freshTxId('bet');
      await bet(player, betTx, roundId, '4.00');
      await win(player, freshTxId('win'), roundId, '1.00', false);
      const refused = await rollback(player, freshTxId('rb'), betTx, roundId);
      expect([refused.status, refused.body.value]).toEqual([
        409,
        { code: 'BET_ALREADY_SETTLED', balance: '7.00' },
      ]);
      const settledRound = freshTxId('round');
      const settledBet = freshTxId('bet');
      await bet(player, settledBet, settledRound, '1.00');
      await win(player, freshTxId('win'), settledRound, '0');
      const afterSettle = await rollback(player, freshTxId('rb'), settledBet, settledRound);
      expect(codeOf(afterSettle)).toBe('BET_ALREADY_SETTLED');
      expect(await balanceOf(app, player.token)).toBe('6.00');
    });

    it('refuses a rollback naming a win, or a bet of another player', async () => {
      const alice = await playerWithToken();
      const bob = await playerWithToken();
      const roundId = freshTxId('round');
      const betTx = freshTxId('bet');
      await bet(alice, betTx, roundId, '1.00');
      const winTx = freshTxId('win');
      await win(alice, winTx, roundId, '1.00', false);
      expect(codeOf(await rollback(alice, freshTxId('rb'), winTx, roundId))).toBe('TX_MISMATCH');
      expect(codeOf(await rollback(bob, freshTxId('rb'), betTx, roundId))).toBe('TX_MISMATCH');
    });
  });

  describe('provider seed and nonce pruning', () => {
    it('keeps the house provider secret in step with the configuration, leaving enabled alone', async () => {
      const { db } = database;
      const provider = () =>
        db
          .selectFrom('game_provider')
          .select(['secret', 'enabled'])
          .where('code', '=', 'HOUSE')
          .executeTakeFirst();
      const rotated = 'rotated-house-provider-secret-000000000000';
      await db.updateTable('game_provider').set({ enabled: false }).where('code', '=', 'HOUSE').execute();
      try {
        await seedHouseProvider(db, rotated);
        expect(await provider()).toEqual({ secret: rotated, enabled: false });
      } finally {
        await seedHouseProvider(db, houseProviderDevelopmentSecret);
        await db.updateTable('game_provider').set({ enabled: true }).where('code', '=', 'HOUSE').execute();
      }
      expect(await provider()).toEqual({ secret: houseProviderDevelopmentSecret, enabled: true });
      const unowned = await db
        .selectFrom('game_vendor')
        .select('code')
        .where('provider_code', 'is', null)
        .execute();
      expect(unowned).toEqual([]);
    });

    it('forgets nonces only once they are past the replay window', async () => {
      const { db } = database;
      const now = new Date();
      const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
      await db
        .insertInto('seamless_nonce')
        .values([
          { provider_code: 'HOUSE', nonce: 'prune-old-0000000001', seen_at: minutesAgo(11) },
          { provider_code: 'HOUSE', nonce: 'prune-new-0000000001', seen_at: minutesAgo(9) },
        ])
        .execute();
      await pruneNonces(db, now);
      const left = await db
        .selectFrom('seamless_nonce')
        .select('nonce')
        .where('nonce', 'like', 'prune-%')
        .execute();
      expect(left.map((row) => row.nonce)).toEqual(['prune-new-0000000001']);
    });
  });

  describe('concurrency', () => {
    it('never overdraws: of 20 concurrent bets exactly floor(balance / stake) succeed', async () => {
      const player = await playerWithToken('10.00');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          bet(player, freshTxId('bet'), `${freshTxId('round')}-${index}`, '1.50'),
        ),
      );
      const accepted = results.filter((result) => result.status === 200);
      const refused = results.filter((result) => result.status !== 200);
      expect(accepted).toHaveLength(6);
      expect(refused.map(codeOf)).toEqual(Array(14).fill('INSUFFICIENT_FUNDS'));
      expect(await balanceOf(app, player.token)).toBe('1.00');
    });

    it('applies concurrent retries of one bet once', async () => {
      const player = await playerWithToken('10.00');
      const txId = freshTxId('bet');
      const roundId = freshTxId('round');
      const results = await Promise.all(Array.from({ length: 8 }, () => bet(player, txId, roundId, '2.00')));
      expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
      expect(new Set(results.map((result) => result.body.value.platformTxId)).size).toBe(1);
      expect(await balanceOf(app, player.token)).toBe('8.00');
    });

    it('refunds or refuses, never both, when a bet and its rollback race', async () => {
      const player = await playerWithToken('10.00');
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const txId = freshTxId('bet');
          const roundId = freshTxId('round');
          const [placed] = await Promise.all([
            bet(player, txId, roundId, '1.00'),
            rollback(player, freshTxId('rb'), txId, roundId),
          ]);
          return placed.status === 200 ? 'refunded' : codeOf(placed);
        }),
      );
      for (const outcome of outcomes) expect(['refunded', 'BET_ROLLED_BACK']).toContain(outcome);
      expect(await balanceOf(app, player.token)).toBe('10.00');
    });
  });
});
