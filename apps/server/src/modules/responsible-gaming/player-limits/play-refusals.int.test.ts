import { houseProviderPaths, type HpRoundResult, type HpSession } from '@app/house-provider';
import type { Envelope, GameLaunchResult } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import {
  freshTxId,
  importSeamlessTestGames,
  launchTokenFor,
  seamlessCall,
} from '../../../testing/seamless.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, expectReconciled, type Player } from '../../../testing/wallet.js';

/** What the player is told when a limit stops play: at the game launch, and on a bet inside the game. */
describe.each(testDatabaseKinds())('responsible-gaming refusals shown to the player ($name)', (kind) => {
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
    await app.close();
    await database.close();
  });

  const launch = (player: Player) =>
    call<GameLaunchResult>(app, 'POST', '/wps/game/launchGame', {
      token: player.token,
      body: { nodeId: slot, language: 'bn' },
    });
  const setLimit = (player: Player, body: Record<string, unknown>) =>
    call(app, 'POST', '/wps/member/responsibleGaming/limits', { token: player.token, body });

  async function hp<T>(url: string, body: unknown, sessionToken?: string) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: sessionToken ? { authorization: `Bearer ${sessionToken}` } : {},
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  it('refuses the launch during a time-out with the exclusion as the reason, and makes no launch token', async () => {
    const player = await createPlayer(app, database.db, { balance: '50.00' });
    const started = await call(app, 'POST', '/wps/member/responsibleGaming/exclusion', {
      token: player.token,
      body: { kind: 'timeout', hours: 24 },
    });
    expect(started.status).toBe(200);
    const refused = await launch(player);
    expect(refused.status).toBe(403);
    expect(detailOf(refused).key).toBe('rg_excluded');
    expect(detailOf(refused).params?.until).toBeTruthy();
    const tokens = await database.db
      .selectFrom('game_launch')
      .select('member_id')
      .where('member_id', '=', player.id)
      .execute();
    expect(tokens).toHaveLength(0);
  });

  it('refuses the launch once a loss limit is used up, and lets it through while some is left', async () => {
    const player = await createPlayer(app, database.db, { balance: '50.00' });
    expect((await setLimit(player, { kind: 'loss', period: 'day', amount: '1.00' })).status).toBe(200);
    const first = await launch(player);
    expect(first.status).toBe(200);

    const launchToken = new URL(first.body.value.url, 'http://site').searchParams.get('launch');
    const session = await hp<HpSession>(houseProviderPaths.sessions, { launchToken });
    expect(session.status).toBe(200);
    const sessionToken = session.body.value.sessionToken;
    // A stake past the limit: the game is told why (the limit), and no money moves.
    const refused = await hp<HpRoundResult>(
      houseProviderPaths.rounds,
      { requestId: 'round-rg-00001', bet: { stake: 200 } },
      sessionToken,
    );
    expect(refused.status).toBe(403);
    // The limit's stable code and parameters come along, for the game to word it in the player's language.
    expect(refused.body.value).toMatchObject({
      key: 'bet_refused',
      code: 'BET_REFUSED',
      reason: 'rg_loss_limit_day',
      params: { limit: '1.00' },
    });
    expect(refused.body.message).toBe('This would pass your daily loss limit of 1.00');
    expect(await balanceOf(app, player.token)).toBe('50.00');

    // The whole limit lost: a settled round of 1.00 that wins nothing.
    const roundId = freshTxId('round');
    const walletToken = await launchTokenFor(database.db, player.id, slot);
    const bet = { launchToken: walletToken, playerId: player.id, roundId };
    expect((await seamlessCall(app, 'bet', { ...bet, txId: freshTxId(), amount: '1.00' })).status).toBe(200);
    const lost = { playerId: player.id, roundId, txId: freshTxId(), amount: '0.00', endRound: true };
    expect((await seamlessCall(app, 'win', lost)).status).toBe(200);
    const used = await launch(player);
    expect(used.status).toBe(403);
    expect(detailOf(used)).toMatchObject({ key: 'rg_loss_limit_day', params: { limit: '1.00' } });
  });

  it('lets a player without limits launch', async () => {
    const player = await createPlayer(app, database.db, { balance: '5.00' });
    expect((await launch(player)).status).toBe(200);
  });
});
