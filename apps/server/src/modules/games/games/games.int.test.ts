import {
  seamlessDemoTicketSchema,
  type AccountGameListValue,
  type BetRecordPage,
  type GameLaunchResult,
  type ProfitLossValue,
  type RoomListValue,
} from '@app/contracts';
import { openDemoTicket } from '@app/contracts/seamless-signature';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseProviderDevelopmentSecret } from '../../../config.js';
import { call, detailOf, freshIp } from '../../../testing/accounts.js';
import { trialToken } from '../../../testing/lobby.js';
import { importSeamlessTestGames, seamlessCall } from '../../../testing/seamless.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, expectReconciled, type Player } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('game launch and records ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let games: Awaited<ReturnType<typeof importSeamlessTestGames>>;
  let player: Player;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    games = await importSeamlessTestGames(database.db);
    player = await createPlayer(app, database.db, { balance: '50.00' });
  });

  afterAll(async () => {
    await expectReconciled(database.db);
    await app.close();
    await database.close();
  });

  const launch = (nodeId: string, token?: string) =>
    call<GameLaunchResult>(app, 'POST', '/wps/game/launchGame', {
      body: { nodeId, language: 'bn' },
      ...(token ? { token } : {}),
    });
  const demo = (nodeId: string, ip = freshIp()) =>
    call<GameLaunchResult>(app, 'POST', '/wps/relay/GCS_gameLaunchFB', { body: { nodeId }, ip });
  const setGame = (nodeId: string, patch: { game_type?: string; game_code?: string; enabled?: boolean }) =>
    database.db.updateTable('game').set(patch).where('node_id', '=', nodeId).execute();
  /** Which provider runs the test vendor PG's games (null: none). */
  const vendorProvider = (code: string | null) =>
    database.db.updateTable('game_vendor').set({ provider_code: code }).where('code', '=', 'PG').execute();

  describe('launchGame', () => {
    it('gives a real account a game page URL whose launch token the provider can authenticate', async () => {
      const result = await launch(games.slot, player.token);
      expect(result.status).toBe(200);
      const url = new URL(result.body.value.url, 'http://site');
      expect(url.pathname).toBe('/seamless');
      expect(url.searchParams.get('provider')).toBe('HOUSE');
      expect(url.searchParams.get('lang')).toBe('bn');
      const launchToken = url.searchParams.get('launch') ?? '';
      const authenticated = await seamlessCall<{
        playerId: string;
        language: string;
        game: { nodeId: string };
      }>(app, 'authenticate', { launchToken });
      expect(authenticated.body.value).toMatchObject({
        playerId: player.id,
        language: 'bn',
        game: { nodeId: games.slot },
      });
      const stored = await database.db
        .selectFrom('game_launch')
        .select(['token_hash', 'expires_at', 'created_at'])
        .where('member_id', '=', player.id)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toBe(launchToken);
      expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeGreaterThan(239 * 60_000);
      const recent = await call<AccountGameListValue>(app, 'GET', '/wps/relay/GCS_recentGame', {
        token: player.token,
      });
      expect(recent.body.value.content.map((game) => game.nodeId)).toContain(games.slot);
    });

    it('refuses visitors (401) and trial accounts (403 in_need_true_account)', async () => {
      const guest = await launch(games.slot);
      expect(guest.status).toBe(401);
      const trial = await launch(games.slot, await trialToken(app));
      expect(trial.status).toBe(403);
      expect(detailOf(trial).key).toBe('in_need_true_account');
    });

    it('refuses lobby entries, disabled games, games no provider runs and unknown games', async () => {
      const lobby = await launch(games.lobby, player.token);
      expect([lobby.status, detailOf(lobby).key]).toEqual([400, 'game_unavailable']);
      await vendorProvider(null);
      const unowned = await launch(games.slot2, player.token);
      await vendorProvider('HOUSE');
      expect([unowned.status, detailOf(unowned).key]).toEqual([400, 'game_unavailable']);
      await setGame(games.slot2, { enabled: false });
      const disabled = await launch(games.slot2, player.token);
      expect(detailOf(disabled).key).toBe('game_unavailable');
      await setGame(games.slot2, { enabled: true });
      await database.db
        .updateTable('game_provider')
        .set({ enabled: false })
        .where('code', '=', 'HOUSE')
        .execute();
      const providerOff = await launch(games.slot2, player.token);
      await database.db
        .updateTable('game_provider')
        .set({ enabled: true })
        .where('code', '=', 'HOUSE')
        .execute();
      expect(detailOf(providerOff).key).toBe('game_unavailable');
      const unknown = await launch('999999999', player.token);
      expect([unknown.status, detailOf(unknown).key]).toEqual([400, 'game_not_found']);
      expect((await launch(games.slot2, player.token)).status).toBe(200);
    });
  });

  describe('demo launch', () => {
    it('opens a free-trial game for a visitor with a demo ticket signed for the provider', async () => {
      const result = await demo(games.slot);
      expect(result.status).toBe(200);
      const url = new URL(result.body.value.url, 'http://site');
      expect(url.searchParams.get('provider')).toBe('HOUSE');
      expect(url.searchParams.get('launch')).toBeNull();
      const ticket = seamlessDemoTicketSchema.parse(
        openDemoTicket(houseProviderDevelopmentSecret, url.searchParams.get('demo') ?? ''),
      );
      expect(ticket.game).toMatchObject({ nodeId: games.slot, vendorCode: 'PG', gameCode: 'sw1' });
      expect(ticket.expiresAt).toBeGreaterThan(Date.now() + 59 * 60_000);
      expect(
        openDemoTicket('another-secret-another-secret-0000', url.searchParams.get('demo') ?? ''),
      ).toBeNull();
    });

    it('refuses games without a free trial (supportPlay 1) and unplayable games', async () => {
      const realOnly = await demo(games.realOnly);
      expect([realOnly.status, detailOf(realOnly).key]).toEqual([400, 'demo_unavailable']);
      const lobby = await demo(games.lobby);
      expect(detailOf(lobby).key).toBe('game_unavailable');
    });

    it('throttles demo launches per IP', async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await demo(games.slot, ip)).status);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('live rooms', () => {
    it('lists LIVE games with the members who launched them in the last 10 minutes', async () => {
      const visitor = await call(app, 'GET', '/wps/relay/GLS2_roomList');
      expect(visitor.status).toBe(401);
      const live = games.realOnly;
      const { game_code: code } = await database.db
        .selectFrom('game')
        .select('game_code')
        .where('node_id', '=', live)
        .executeTakeFirstOrThrow();
      await setGame(live, { game_type: 'LIVE', game_code: 'dragon-tiger-live' });
      await launch(live, player.token);
      await launch(live, player.token);
      const other = await createPlayer(app, database.db);
      await launch(live, other.token);
      const rooms = await call<RoomListValue>(app, 'GET', '/wps/relay/GLS2_roomList?vassalage=PG', {
        token: player.token,
      });
      expect(rooms.status).toBe(200);
      expect(rooms.body.value.rooms).toEqual([
        expect.objectContaining({
          nodeId: live,
          vassalage: 'PG',
          gameType: 'LIVE',
          minBet: '0.20',
          players: 2,
          gameCode: 'dragon-tiger-live',
          // A house table: the room list draws its road maps.
          roads: 'dragon-tiger',
        }),
      ]);
      await vendorProvider(null);
      const elsewhere = await call<RoomListValue>(app, 'GET', '/wps/relay/GLS2_roomList?vassalage=PG', {
        token: player.token,
      });
      expect(elsewhere.body.value.rooms).toEqual([expect.objectContaining({ nodeId: live, roads: null })]);
      await vendorProvider('HOUSE');
      await setGame(live, { game_type: 'RNG', game_code: code });
    });
  });

  describe('betting record and profit and loss', () => {
    let member: Player;

    beforeAll(async () => {
      member = await createPlayer(app, database.db);
      const other = await createPlayer(app, database.db);
      const round = (
        memberId: string,
        ref: string,
        createdAt: string,
        values: { stake: number; win: number; status: 'open' | 'settled' | 'cancelled'; type?: string },
      ) => ({
        provider_code: 'HOUSE',
        round_ref: ref,
        member_id: memberId,
        node_id: games.slot,
        vendor_code: 'PG',
        game_type: values.type ?? 'RNG',
        status: values.status,
        stake: String(values.stake),
        valid_bet: values.status === 'settled' ? String(values.stake) : '0',
        win: String(values.win),
        created_at: new Date(createdAt),
        settled_at: values.status === 'open' ? null : new Date(createdAt),
      });
      await database.db
        .insertInto('game_round')
        .values([
          // 23:59 in Dhaka on 10 March.
          round(member.id, 'r-late-10th', '2026-03-10T17:59:00Z', { stake: 500, win: 0, status: 'settled' }),
          // 18:30 UTC is 00:30 on 11 March in Dhaka.
          round(member.id, 'r-early-11th', '2026-03-10T18:30:00Z', {
            stake: 1000,
            win: 2500,
            status: 'settled',
          }),
          round(member.id, 'r-live-11th', '2026-03-11T10:00:00Z', {
            stake: 200,
            win: 0,
            status: 'open',
            type: 'LIVE',
          }),
          round(member.id, 'r-cancelled', '2026-03-11T11:00:00Z', { stake: 0, win: 0, status: 'cancelled' }),
          round(member.id, 'r-12th', '2026-03-11T18:00:00Z', { stake: 100, win: 50, status: 'settled' }),
          round(other.id, 'r-other', '2026-03-11T09:00:00Z', { stake: 9900, win: 0, status: 'settled' }),
        ])
        .execute();
    });

    const bets = (query: string, token = member.token) =>
      call<BetRecordPage>(app, 'GET', `/wps/relay/ODSFE2_MemBetDet?${query}`, { token });
    const profitLoss = (query: string, token = member.token) =>
      call<ProfitLossValue>(app, 'GET', `/wps/relay/ODSFE2_MemProfitLoss?${query}`, { token });

    it("lists the member's rounds of local days (Asia/Dhaka), newest first, with totals", async () => {
      const result = await bets('from=2026-03-11&to=2026-03-11&language=bn');
      expect(result.status).toBe(200);
      const { list, totals, total, totalPages } = result.body.value;
      expect(list.map((row) => row.roundId)).toEqual(['r-cancelled', 'r-live-11th', 'r-early-11th']);
      expect(list[2]).toEqual({
        roundId: 'r-early-11th',
        time: '2026-03-10T18:30:00.000Z',
        settledAt: '2026-03-10T18:30:00.000Z',
        nodeId: games.slot,
        gameName: 'টেস্ট গেম 1',
        vendorCode: 'PG',
        vendorName: expect.any(String) as string,
        gameType: 'RNG',
        stake: '10.00',
        validBet: '10.00',
        win: '25.00',
        profit: '15.00',
        status: 'settled',
      });
      expect(list[1]).toMatchObject({ status: 'open', validBet: '0.00', profit: '-2.00', settledAt: null });
      expect([total, totalPages]).toEqual([3, 1]);
      expect(totals).toEqual({ count: 3, stake: '12.00', validBet: '10.00', win: '25.00', profit: '13.00' });
    });

    it('filters by game type and vendor and pages', async () => {
      const live = await bets('from=2026-03-10&to=2026-03-12&gameType=LIVE');
      expect(live.body.value.list.map((row) => row.roundId)).toEqual(['r-live-11th']);
      expect(live.body.value.totals.stake).toBe('2.00');
      const otherVendor = await bets('from=2026-03-10&to=2026-03-12&vendor=JDB');
      expect(otherVendor.body.value).toMatchObject({ list: [], total: 0, totalPages: 0 });
      const page = await bets('from=2026-03-10&to=2026-03-12&pageSize=2&pageNo=2');
      expect(page.body.value).toMatchObject({ pageNo: 2, pageSize: 2, total: 5, totalPages: 3 });
      expect(page.body.value.list.map((row) => row.roundId)).toEqual(['r-live-11th', 'r-early-11th']);
      expect(page.body.value.list[0]?.gameName).toBe('Test Game SW1');
      expect(page.body.value.totals).toEqual({
        count: 5,
        stake: '18.00',
        validBet: '16.00',
        win: '25.50',
        profit: '7.50',
      });
    });

    it('sums per local day and per game type', async () => {
      const result = await profitLoss('from=2026-03-10&to=2026-03-12');
      expect(result.status).toBe(200);
      expect(result.body.value).toEqual({
        days: [
          { date: '2026-03-10', count: 1, stake: '5.00', validBet: '5.00', win: '0.00', profit: '-5.00' },
          { date: '2026-03-11', count: 3, stake: '12.00', validBet: '10.00', win: '25.00', profit: '13.00' },
          { date: '2026-03-12', count: 1, stake: '1.00', validBet: '1.00', win: '0.50', profit: '-0.50' },
        ],
        categories: [
          { gameType: 'LIVE', count: 1, stake: '2.00', validBet: '0.00', win: '0.00', profit: '-2.00' },
          { gameType: 'RNG', count: 4, stake: '16.00', validBet: '16.00', win: '25.50', profit: '9.50' },
        ],
        totals: { count: 5, stake: '18.00', validBet: '16.00', win: '25.50', profit: '7.50' },
      });
    });

    it('refuses bad ranges and trial accounts', async () => {
      const backwards = await bets('from=2026-03-12&to=2026-03-10');
      expect([backwards.status, detailOf(backwards).key]).toEqual([400, 'records_range_invalid']);
      const tooLong = await profitLoss('from=2026-01-01&to=2026-04-01');
      expect(detailOf(tooLong).key).toBe('records_range_invalid');
      const ninety = await profitLoss('from=2026-01-01&to=2026-03-31');
      expect(ninety.status).toBe(200);
      const badDate = await bets('from=2026-02-30&to=2026-03-01');
      expect(badDate.status).toBe(400);
      const missing = await bets('to=2026-03-01');
      expect(missing.status).toBe(400);
      const trial = await bets('from=2026-03-10&to=2026-03-12', await trialToken(app));
      expect(trial.status).toBe(403);
      const guest = await call(app, 'GET', '/wps/relay/ODSFE2_MemProfitLoss?from=2026-03-10&to=2026-03-12');
      expect(guest.status).toBe(401);
    });
  });
});
