import type { Envelope, GameLaunchResult } from '@app/contracts';
import type { FeedMessage, MarketOdds, SbBet, SbFixtureDetail, SbSession } from '@app/sportsbook-provider';
import { sportsbookPaths } from '@app/sportsbook-provider';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { sportsbookOf } from '../modules/games/index.js';
import { call } from './accounts.js';
import { importTestGames } from './lobby.js';
import type { Player } from './wallet.js';

/** Helpers for the sportsbook tests: its games, a player's session, hand-written feed messages. */

export async function importSportsbookGames(db: Db) {
  const { nodeIds } = await importTestGames(db, [
    {
      vendor: 'IBC',
      gameCode: 'sbtest',
      gameType: 'SPORTS',
      names: { en: 'IBC Sportsbook', bn: 'আইবিসি' },
      minBet: '1.00',
      sort: 0,
    },
    {
      vendor: 'TF',
      gameCode: 'sbtestes',
      gameType: 'ESPORTS',
      names: { en: 'TF Arena', bn: 'টিএফ' },
      minBet: '1.00',
      sort: 0,
    },
    {
      vendor: 'S128',
      gameCode: 'sbtestcf',
      gameType: 'COCKFIGHT',
      names: { en: 'S128 Arena', bn: 'এস১২৮' },
      minBet: '1.00',
      sort: 0,
    },
  ]);
  return {
    sports: nodeIds.get('IBC/sbtest')!,
    esports: nodeIds.get('TF/sbtestes')!,
    cockfight: nodeIds.get('S128/sbtestcf')!,
  };
}

export function book(app: FastifyInstance) {
  const provider = sportsbookOf(app);
  if (!provider) throw new Error('the sportsbook is not mounted');
  return provider;
}

export interface SbAnswer<T> {
  status: number;
  body: Envelope<T>;
}

export async function sb<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  sessionToken?: string,
): Promise<SbAnswer<T>> {
  const response = await app.inject({
    method,
    url,
    headers: sessionToken ? { authorization: `Bearer ${sessionToken}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** Launches a sportsbook game for the player and opens a session with its launch token. */
export async function openSession(app: FastifyInstance, player: Player, nodeId: string): Promise<string> {
  const launched = await call<GameLaunchResult>(app, 'POST', '/wps/game/launchGame', {
    token: player.token,
    body: { nodeId },
  });
  if (launched.status !== 200) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  const launchToken = new URL(launched.body.value.url, 'http://site').searchParams.get('launch');
  const session = await sb<SbSession>(app, 'POST', sportsbookPaths.sessions, { launchToken });
  if (session.status !== 200) throw new Error(`session failed: ${JSON.stringify(session.body)}`);
  return session.body.value.sessionToken;
}

let fixtureCount = 0;
const fightMarket: MarketOdds = {
  key: 'fight',
  type: 'cockfight',
  group: 'main',
  name: { en: 'Fight result', bn: 'লড়াইয়ের ফলাফল' },
  status: 'open',
  selections: [
    { id: 'meron', name: { en: 'Meron', bn: 'মেরন' }, odds: 190 },
    { id: 'wala', name: { en: 'Wala', bn: 'ওয়ালা' }, odds: 190 },
    { id: 'draw', name: { en: 'Draw', bn: 'ড্র' }, odds: 900 },
  ],
};

/**
 * A fixture with a winner market and a total market (a cockfight: the fight market), scheduled (or
 * live) now.
 */
export function testFixture(
  options: { live?: boolean; product?: 'sports' | 'esports' | 'cockfight'; sport?: string } = {},
) {
  const fixtureId = `test-${Date.now()}-${++fixtureCount}`;
  const name = (en: string) => ({ en, bn: en });
  const messages: FeedMessage[] = [
    {
      type: 'fixture_change',
      fixtureId,
      sport: options.sport ?? (options.product === 'cockfight' ? 'cockfight' : 'football'),
      product: options.product ?? 'sports',
      league: name('Test League'),
      home: name(`Home ${fixtureCount}`),
      away: name(`Away ${fixtureCount}`),
      startAt: new Date().toISOString(),
      status: options.live ? 'live' : 'scheduled',
    },
    {
      type: 'odds_change',
      fixtureId,
      scoreboard: { home: '0', away: '0', clock: "0'", detail: '' },
      markets:
        options.product === 'cockfight'
          ? [fightMarket]
          : [
              {
                key: 'winner',
                type: 'three_way',
                group: 'main',
                name: name('1X2'),
                status: 'open',
                selections: [
                  { id: 'home', name: name('Home'), odds: 200 },
                  { id: 'draw', name: name('Draw'), odds: 340 },
                  { id: 'away', name: name('Away'), odds: 380 },
                ],
              },
              {
                key: 'total:2.25',
                type: 'total',
                group: 'totals',
                name: name('Total 2.25'),
                status: 'open',
                selections: [
                  { id: 'over', name: name('Over'), odds: 190 },
                  { id: 'under', name: name('Under'), odds: 190 },
                ],
              },
            ],
    },
  ];
  return { fixtureId, messages };
}

/** The market id of a fixture's market by key. */
export async function marketId(app: FastifyInstance, fixtureId: string, key: string): Promise<string> {
  const detail = await sb<SbFixtureDetail>(app, 'GET', sportsbookPaths.fixture(fixtureId));
  const market = detail.body.value.markets.find((m) => m.key === key);
  if (!market) throw new Error(`no market ${key} on ${fixtureId}`);
  return market.id;
}

export const placeBet = (
  app: FastifyInstance,
  sessionToken: string,
  body: {
    requestId: string;
    legs: { marketId: string; selectionId: string; odds: string }[];
    stake: string;
    accept?: string;
  },
) => sb<SbBet>(app, 'POST', sportsbookPaths.bets, body, sessionToken);

/** Settles and delivers: the settlement pass, then the outbox. */
export async function settleAll(app: FastifyInstance): Promise<void> {
  await book(app).runSettlementOnce();
  await book(app).runOutboxOnce();
}
