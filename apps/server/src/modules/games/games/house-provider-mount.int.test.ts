import { houseProviderPaths, type HpRoundResult, type HpSession } from '@app/house-provider';
import type { BetRecordPage, Envelope, GameLaunchResult } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../../../testing/accounts.js';
import { importSeamlessTestGames } from '../../../testing/seamless.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { balanceOf, createPlayer, expectReconciled, minor } from '../../../testing/wallet.js';

/** The house provider mounted under /hp, playing through the platform's seamless wallet. */
describe.each(testDatabaseKinds())('house provider mount ($name)', (kind) => {
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

  async function hp<T>(method: 'GET' | 'POST', url: string, body?: unknown, sessionToken?: string) {
    const response = await app.inject({
      method,
      url,
      headers: sessionToken ? { authorization: `Bearer ${sessionToken}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }

  it('plays a real-money round: the bet and win move the balance and the round is in the betting record', async () => {
    const player = await createPlayer(app, database.db, { balance: '20.00' });
    const launched = await call<GameLaunchResult>(app, 'POST', '/wps/game/launchGame', {
      token: player.token,
      body: { nodeId: games.slot },
    });
    const launchToken = new URL(launched.body.value.url, 'http://site').searchParams.get('launch');
    const session = await hp<HpSession>('POST', houseProviderPaths.sessions, { launchToken });
    expect(session.status).toBe(200);
    expect(session.body.value).toMatchObject({ mode: 'real', balance: '20.00' });
    const played = await hp<HpRoundResult>(
      'POST',
      houseProviderPaths.rounds,
      { requestId: 'round-0000001', bet: { stake: 100 } },
      session.body.value.sessionToken,
    );
    expect(played.status).toBe(200);
    const { round, balance, winPending } = played.body.value;
    expect(winPending).toBe(false);
    const expected = minor('20.00') - 100n + BigInt(round.win);
    expect(minor(balance)).toBe(expected);
    expect(minor(await balanceOf(app, player.token))).toBe(expected);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const records = await call<BetRecordPage>(
      app,
      'GET',
      `/wps/relay/ODSFE2_MemBetDet?from=${today}&to=${today}`,
      {
        token: player.token,
      },
    );
    expect(records.body.value.list).toHaveLength(1);
    expect(records.body.value.list[0]).toMatchObject({
      nodeId: games.slot,
      stake: '1.00',
      status: 'settled',
    });
  });

  it('plays demo rounds with play money, never touching the ledger', async () => {
    const journalsBefore = await database.db
      .selectFrom('ledger_journal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const launched = await call<GameLaunchResult>(app, 'POST', '/wps/relay/GCS_gameLaunchFB', {
      body: { nodeId: games.slot },
      ip: freshIp(),
    });
    const ticket = new URL(launched.body.value.url, 'http://site').searchParams.get('demo');
    const session = await hp<HpSession>('POST', houseProviderPaths.demoSessions, { ticket });
    expect(session.status).toBe(200);
    expect(session.body.value.mode).toBe('demo');
    const played = await hp<HpRoundResult>(
      'POST',
      houseProviderPaths.rounds,
      { requestId: 'demo-round-0001', bet: { stake: 100 } },
      session.body.value.sessionToken,
    );
    expect(played.status).toBe(200);
    const journalsAfter = await database.db
      .selectFrom('ledger_journal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(journalsAfter.n).toBe(journalsBefore.n);
  });
});
