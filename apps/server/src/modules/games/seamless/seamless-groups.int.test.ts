import type { SeamlessErrorValue, SeamlessTransactionResult } from '@app/contracts';
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
import { sha256Hex } from '../../../lib/secure-token.js';
import { checkLedger } from '../../money/ledger/ledger-check.service.js';
import * as repo from './seamless.repository.js';

type Tx = SeamlessTransactionResult;
type TokenPlayer = Player & { launchToken: string };

/** Bets and wins applied several to a statement (seamless-groups.ts, repository applyBets / applyWins). */
describe.each(testDatabaseKinds())('seamless calls grouped into one statement ($name)', (kind) => {
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

  async function playerWithToken(balance = '10.00'): Promise<TokenPlayer> {
    const player = await createPlayer(app, database.db, { balance });
    return { ...player, launchToken: await launchTokenFor(database.db, player.id, slot) };
  }

  const betCall = (player: TokenPlayer, amount: bigint, launchToken = player.launchToken) => {
    const txRef = freshTxId('bet');
    return {
      kind: 'bet' as const,
      providerCode: 'HOUSE',
      txRef,
      requestHash: `hash-${txRef}`,
      tokenHash: sha256Hex(launchToken),
      memberId: player.id,
      roundRef: freshTxId('round'),
      amount,
      eventKey: `game:HOUSE:${txRef}`,
      houseKind: 'house:games#0',
      at: new Date(),
      skipMarked: false,
      nonce: freshNonce(),
    };
  };
  const winCall = (bet: repo.BetCall, amount: bigint, roundRef = bet.roundRef) => {
    const txRef = freshTxId('win');
    return {
      kind: 'win' as const,
      providerCode: 'HOUSE',
      txRef,
      requestHash: `hash-${txRef}`,
      memberId: bet.memberId,
      roundRef,
      amount,
      endRound: true,
      eventKey: `game:HOUSE:${txRef}`,
      houseKind: 'house:games#1',
      at: new Date(),
      nonce: freshNonce(),
    };
  };
  const claimed = (calls: readonly { txRef: string }[]) =>
    database.db
      .selectFrom('game_transaction')
      .select('tx_ref')
      .where(
        'tx_ref',
        'in',
        calls.map((call) => call.txRef),
      )
      .execute();
  const spentNonces = (calls: readonly { nonce: string | null }[]) =>
    database.db
      .selectFrom('seamless_nonce')
      .select('nonce')
      .where(
        'nonce',
        'in',
        calls.map((call) => call.nonce ?? ''),
      )
      .execute();
  const codeOf = (result: { body: { value: unknown } }) => (result.body.value as SeamlessErrorValue).code;

  it('applies several bets and wins in one statement, answering each in the order of the calls', async () => {
    const [first, second] = [await playerWithToken(), await playerWithToken()];
    // The later member first, and one member twice: they are applied in member order, each member's
    // calls in their own order, and answered in the order given.
    const bets = [betCall(second!, 100n), betCall(first!, 200n), betCall(second!, 300n)];
    const answers = await repo.applyCalls(database.db, bets);
    expect(answers.map((answer) => [answer.outcome, answer.balance])).toEqual([
      ['applied', '900'],
      ['applied', '800'],
      ['applied', '600'],
    ]);
    expect(new Set(answers.map((answer) => answer.journal_id)).size).toBe(3);
    expect(await spentNonces(bets)).toHaveLength(3);

    // Bets and wins together: the first member's bet, then its win, then the second member's win.
    const mixed = [winCall(bets[2]!, 50n), betCall(first!, 100n), winCall(bets[1]!, 500n)];
    const paid = await repo.applyCalls(database.db, mixed);
    expect(paid.map((answer) => [answer.outcome, answer.balance])).toEqual([
      ['applied', '650'],
      ['applied', '700'],
      ['applied', '1200'],
    ]);
    // Retried (each a new signed call, so without the spent nonces): their first answers.
    const again = await repo.applyCalls(
      database.db,
      mixed.map((call) => ({ ...call, nonce: null })),
    );
    expect(again.map((answer) => answer.outcome)).toEqual(['existing', 'existing', 'existing']);
    expect(await balanceOf(app, second!.token)).toBe('6.50');
    expect(await balanceOf(app, first!.token)).toBe('12.00');
  });

  it('writes nothing of any call of a statement when one of its calls is refused', async () => {
    const [rich, poor] = [await playerWithToken(), await playerWithToken('1.00')];
    const bets = [betCall(rich!, 100n), betCall(poor!, 500n), betCall(rich!, 100n, 'not-the-token')];
    await expect(repo.applyCalls(database.db, bets)).rejects.toThrow(/seamless:INVALID_TOKEN|balance/);
    const overdraft = [betCall(rich!, 100n), betCall(poor!, 500n)];
    await expect(repo.applyCalls(database.db, overdraft)).rejects.toThrow();
    expect(await claimed([...bets, ...overdraft])).toEqual([]);
    expect(await spentNonces([...bets, ...overdraft])).toEqual([]);
    const wins = [winCall(overdraft[0]!, 100n, freshTxId('no-such-round'))];
    await expect(repo.applyCalls(database.db, wins)).rejects.toThrow(/seamless:INVALID_REQUEST/);
    expect(await balanceOf(app, rich!.token)).toBe('10.00');
    expect(await balanceOf(app, poor!.token)).toBe('1.00');
  });

  it('answers every call of a burst as it would alone: refusals reach only their own callers', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => playerWithToken('5.00')));
    const nonces = players.map(() => freshNonce());
    const rounds = players.map(() => freshTxId('round'));
    const stakes = players.map((_, index) => (index === 3 ? '6.00' : '1.00'));
    const bets = await Promise.all(
      players.map((player, index) =>
        seamlessCall<Tx>(
          app,
          'bet',
          {
            launchToken: index === 7 ? 'not-a-token' : player.launchToken,
            playerId: player.id,
            txId: freshTxId('bet'),
            roundId: rounds[index],
            amount: stakes[index],
          },
          { nonce: nonces[index] },
        ),
      ),
    );
    expect(
      bets.map((result) => (result.status === 200 ? result.body.value.balance : codeOf(result))),
    ).toEqual([
      '4.00',
      '4.00',
      '4.00',
      'INSUFFICIENT_FUNDS',
      '4.00',
      '4.00',
      '4.00',
      'INVALID_TOKEN',
      '4.00',
      '4.00',
    ]);
    // Every nonce is spent, the refused calls' too: none of these signed calls can come back.
    const replays = await Promise.all(
      [3, 7].map((index) =>
        seamlessCall(
          app,
          'bet',
          {
            launchToken: players[index]!.launchToken,
            playerId: players[index]!.id,
            txId: freshTxId('bet'),
            roundId: freshTxId('round'),
            amount: '1.00',
          },
          { nonce: nonces[index] },
        ),
      ),
    );
    expect(replays.map(codeOf)).toEqual(['NONCE_REPLAYED', 'NONCE_REPLAYED']);

    // Wins of the same rounds: the two refused bets opened none, so their wins name unknown rounds.
    const wins = await Promise.all(
      players.map((player, index) =>
        seamlessCall<Tx>(app, 'win', {
          playerId: player.id,
          txId: freshTxId('win'),
          roundId: rounds[index],
          amount: '2.00',
          endRound: true,
        }),
      ),
    );
    expect(
      wins.map((result) => (result.status === 200 ? result.body.value.balance : codeOf(result))),
    ).toEqual(players.map((_, index) => ([3, 7].includes(index) ? 'INVALID_REQUEST' : '6.00')));
    expect(await balanceOf(app, players[3]!.token)).toBe('5.00');
  });
});
