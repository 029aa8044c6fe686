import fastifyWebsocket from '@fastify/websocket';
import {
  createSportsbookProvider,
  sportsbookPaths,
  sportsbookPrefix,
  type NotifyListener,
  type SbFixtureDetail,
} from '@app/sportsbook-provider';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { book, testFixture } from '../../../testing/sportsbook.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { sportsbookNotifyListener } from './sportsbook-notify.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const NEVER_POLL_MS = 3_600_000;

describe.each(testDatabaseKinds())('sportsbook live odds pushed ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** A second server copy of the book whose live socket never polls: what it sends was pushed. */
  let copy: FastifyInstance;
  let stopCopy: () => Promise<void>;
  let listening: Promise<void>;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const real = sportsbookNotifyListener(database.db, quiet);
    let heard: () => void = () => undefined;
    listening = new Promise((resolve) => (heard = resolve));
    const notify: NotifyListener = {
      listen: (channel, onPayload, onState) =>
        real.listen(channel, onPayload, (state) => {
          onState(state);
          if (state) heard();
        }),
    };
    const provider = createSportsbookProvider({
      db: database.db,
      providerCode: 'SPORTSBOOK',
      secret: 'unused: this copy only serves the live socket',
      wallet: { send: () => Promise.reject(new Error('no wallet in this test')) },
      log: quiet,
      feed: { name: 'none', pump: () => Promise.resolve(0) },
      notify,
      livePollMs: NEVER_POLL_MS,
    });
    copy = Fastify();
    await copy.register(fastifyWebsocket);
    await copy.register(provider.routes, { prefix: sportsbookPrefix });
    await copy.ready();
    stopCopy = () => provider.stop();
  });

  afterAll(async () => {
    await stopCopy();
    await copy.close();
    await app.close();
    await database.close();
  });

  /** The next fixture frame for which `accept` holds. */
  function nextFixture(socket: WebSocket, accept: (fixture: SbFixtureDetail) => boolean) {
    return new Promise<SbFixtureDetail>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as { type: string; fixture: SbFixtureDetail };
        if (frame.type === 'fixture' && accept(frame.fixture)) resolve(frame.fixture);
      });
    });
  }

  it("pushes an odds change made on another copy to a match's subscribers as it commits", async () => {
    const fixture = testFixture();
    await book(app).applyFeed(fixture.messages);
    const socket = await copy.injectWS(sportsbookPaths.live);
    const subscribed = new Promise<void>((resolve) =>
      socket.on('message', (data: Buffer) => {
        if ((JSON.parse(data.toString()) as { type: string }).type === 'subscribed') resolve();
      }),
    );
    socket.send(JSON.stringify({ type: 'subscribe', fixtureId: fixture.fixtureId }));
    await subscribed;
    await listening;
    const homeOdds = (f: SbFixtureDetail) =>
      f.markets.find((m) => m.key === 'winner')?.selections.find((s) => s.id === 'home')?.odds;
    const pushed = nextFixture(socket, (f) => f.id === fixture.fixtureId && homeOdds(f) === '2.50');

    const [, odds] = fixture.messages;
    if (odds?.type !== 'odds_change') throw new Error('the test fixture changed shape');
    await book(app).applyFeed([
      {
        ...odds,
        markets: odds.markets.map((market) =>
          market.key === 'winner'
            ? {
                ...market,
                selections: market.selections.map((s) => (s.id === 'home' ? { ...s, odds: 250 } : s)),
              }
            : market,
        ),
      },
    ]);
    expect(homeOdds(await pushed)).toBe('2.50');
    socket.terminate();
  });
});
