import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatMoney,
  getRoomListEndpoint,
  launchGameEndpoint,
  maskName,
  type Envelope,
  type Room,
  type RoomListValue,
} from '@app/contracts';
import { formatMultiplier, gameSetupFor, roadResultOf } from '../packages/house-games/src/index.js';
import type { HpRoundResult, HpSession, HpTablesResults } from '../packages/house-provider/src/client-api.js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../apps/server/src/testing/wallet.js';
import { insertAccount } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { gameFrame, gameLabel as L, roundOutcome } from './support/games.js';
import type { Lang } from './support/i18n.js';
import { apiValue, newLanguageContext, tokenFor } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

/** Screenshots kept as test artifacts (git-ignored). */
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

describe("live play: the crash game's other bets and the live rooms' road maps", () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    fs.mkdirSync(artifacts, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function newPage(lang: Lang, width: number, height: number): Promise<Page> {
    context = await newLanguageContext(browser, site, lang, { width, height });
    return context.newPage();
  }

  async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(`${site.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (!envelope.success) throw new Error(`${path} failed: ${envelope.message}`);
    return envelope.value;
  }

  /** A funded member: id, username and site token. */
  async function member(amount = '1000.00') {
    const account = await insertAccount(site.db);
    await fund(site.db, account.id, amount);
    return { ...account, token: await tokenFor(site, account.username, account.password) };
  }

  const launchUrl = async (token: string, nodeId: string) =>
    (await post<{ url: string }>(launchGameEndpoint.path, { nodeId }, token)).url;

  /** A provider session opened as the game page opens it, for a player who plays through the API. */
  async function providerSession(token: string, nodeId: string): Promise<HpSession> {
    const launch = new URL(await launchUrl(token, nodeId), site.baseUrl).searchParams.get('launch')!;
    return post<HpSession>('/hp/api/sessions', { launchToken: launch });
  }

  let roundCount = 0;
  const playRound = (session: HpSession, bet: unknown) =>
    post<HpRoundResult>(
      '/hp/api/rounds',
      { requestId: `e2e-live-${++roundCount}-${Date.now()}`, bet },
      session.sessionToken,
    );

  it("shows a second player's crash bet in the first player's list as it is played (bn, phone)", async () => {
    const lang: Lang = 'bn';
    const games = await site.db
      .selectFrom('game')
      .select(['node_id', 'game_type', 'game_code', 'game_classify', 'name_en'])
      .where('enabled', '=', true)
      .where('is_game', '=', 'GAME')
      .where('game_type', '=', 'RNG')
      .where('game_classify', '=', 'AC')
      .orderBy('node_id')
      .execute();
    const crash = games.find(
      (game) =>
        gameSetupFor({ gameType: game.game_type, gameCode: game.game_code, gameClassify: game.game_classify })
          ?.engine === 'crash',
    );
    expect(crash, 'a crash game in the catalog').toBeDefined();
    const first = await member();
    const second = await member();

    const page = await newPage(lang, 390, 844);
    await page.goto(await launchUrl(first.token, crash!.node_id));
    const list = page.getByRole('region', { name: L(lang, 'gc_live_bets') });
    await list.getByText(L(lang, 'gc_live_bets_empty')).waitFor();

    const session = await providerSession(second.token, crash!.node_id);
    const played = await playRound(session, { stake: 250, target: 150 });
    if (played.round.engine !== 'crash') throw new Error('not a crash round');
    const { crashPoint, cashedOut } = played.round.outcome;

    const row = list.getByTestId('live-bet');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    const cells = row.first().getByRole('cell');
    const nickname = await site.db
      .selectFrom('member')
      .select(['nickname', 'username'])
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(await cells.nth(0).textContent()).toBe(maskName(nickname.nickname ?? nickname.username));
    expect(await cells.nth(1).textContent()).toBe(formatMoney(250n));
    // Once its curve has run: the cash-out at the target and the win, or the crash below it.
    await expect
      .poll(() => cells.nth(2).textContent())
      .toBe(
        cashedOut
          ? formatMultiplier(150)
          : L(lang, 'gc_live_crashed', { point: formatMultiplier(crashPoint) }),
      );
    expect(await cells.nth(3).textContent()).toBe(cashedOut ? formatMoney(375n) : '–');

    // The first player's own bet is not in the list.
    await page.getByRole('button', { name: L(lang, 'gc_play_crash'), exact: true }).click();
    await roundOutcome(page, lang);
    await page.waitForTimeout(2_000);
    expect(await row.count()).toBe(1);
  });

  it("lists the live rooms with each house table's road maps from its rounds, and opens a room's table", async () => {
    const player = await member();
    const rooms = (
      await apiValue<RoomListValue>(site, `${getRoomListEndpoint.path}?language=en`, player.token)
    ).rooms;
    const tables = ['baccarat', 'dragon-tiger'].map((engine) => rooms.find((room) => room.roads === engine));
    expect(tables.every(Boolean), 'a baccarat and a dragon tiger room').toBe(true);
    const [baccarat, dragonTiger] = tables as [Room, Room];

    // Rounds at both tables, by another player (the road maps are every player's).
    const other = await member();
    for (const [room, bet] of [
      [baccarat, { banker: 100 }],
      [dragonTiger, { dragon: 100 }],
    ] as const) {
      const session = await providerSession(other.token, room.nodeId);
      for (let round = 0; round < 7; round++) await playRound(session, bet);
    }
    const history = (await (
      await fetch(
        `${site.baseUrl}/hp/api/tables/results?nodeIds=${baccarat.nodeId},${dragonTiger.nodeId}&limit=60`,
      )
    ).json()) as Envelope<HpTablesResults>;
    const resultsOf = (room: Room) =>
      history.value.tables.find((table) => table.nodeId === room.nodeId)!.results.map(roadResultOf);

    for (const [lang, width, height] of [
      ['en', 390, 844],
      ['bn', 1366, 768],
    ] as const) {
      // The rooms' names in the page's language.
      const named = new Map(
        (
          await apiValue<RoomListValue>(site, `${getRoomListEndpoint.path}?language=${lang}`, player.token)
        ).rooms.map((room) => [room.nodeId, room.gameName]),
      );
      const cardOf = (page: Page, room: Room) => page.getByTestId(`room-${room.nodeId}`);
      const page = await newPage(lang, width, height);
      await page.goto(`/live/rooms?token=${player.token}`);
      await page.getByRole('heading', { level: 1, name: L(lang, 'gc_live_rooms') }).waitFor();
      for (const room of [baccarat, dragonTiger]) {
        const card = cardOf(page, room);
        await card.getByRole('heading', { name: named.get(room.nodeId)!, exact: true }).waitFor();
        const board = card.getByRole('region', { name: L(lang, 'gc_roads') });
        const results = resultsOf(room);
        expect(results).toHaveLength(7);
        const red = results.filter((result) => result === 'red').length;
        const redCount = room.roads === 'baccarat' ? 'gc_count_banker' : 'gc_count_dragon';
        await board.getByText(L(lang, redCount, { count: String(red) })).waitFor();
        // Each road drawn: the bead plate with a bead a round, the big road and the three derived roads.
        for (const road of [
          'gc_road_bead',
          'gc_road_big',
          'gc_road_big_eye',
          'gc_road_small',
          'gc_road_cockroach',
        ] as const)
          await board.getByRole('img', { name: L(lang, road) }).waitFor();
        const beads = board.getByRole('img', { name: L(lang, 'gc_road_bead') }).locator('circle');
        expect(await beads.count()).toBe(results.length);
      }
      await cardOf(page, baccarat).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(artifacts, `live-rooms-${lang}-${width}.png`) });

      const name = named.get(baccarat.nodeId)!;
      await cardOf(page, baccarat)
        .getByRole('button', { name: L(lang, 'gc_room_open'), exact: true })
        .click();
      // A phone goes to the game page; a wide screen opens it in the game popup.
      const game = width < 768 ? page : gameFrame(page, lang, name);
      await game.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      await game.getByRole('region', { name: L(lang, 'gc_roads') }).waitFor();
    }
  });

  it('filters the live rooms by vendor on the server, the choice kept in the address across a reload', async () => {
    const lang: Lang = 'en';
    const player = await member();
    const roomsOf = async (vassalage?: string) =>
      (
        await apiValue<RoomListValue>(
          site,
          `${getRoomListEndpoint.path}?language=${lang}${vassalage ? `&vassalage=${vassalage}` : ''}`,
          player.token,
        )
      ).rooms;
    const all = await roomsOf();
    const table = all.find((room) => room.roads !== null)!;
    const mine = await roomsOf(table.vassalage);
    const others = all.filter((room) => room.vassalage !== table.vassalage);
    expect(others.length, 'rooms of another vendor to filter out').toBeGreaterThan(0);

    const page = await newPage(lang, 1366, 768);
    const cards = page.locator('[data-testid^="room-"]');
    const vendors = page.getByRole('group', { name: L(lang, 'vendors') });
    await page.goto(`/live/rooms?token=${player.token}`);
    await page.getByTestId(`room-${others[0]!.nodeId}`).waitFor();
    await vendors.getByRole('button', { name: table.vendorName, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('vassalage') === table.vassalage);
    for (const reloaded of [false, true]) {
      if (reloaded) await page.reload();
      await page.getByTestId(`room-${table.nodeId}`).waitFor();
      await expect.poll(() => cards.count()).toBe(mine.length);
      expect(
        await vendors
          .getByRole('button', { name: table.vendorName, exact: true })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await page.getByTestId(`room-${others[0]!.nodeId}`).count()).toBe(0);
    }

    // "All" takes the vendor out of the address and brings every room back.
    await vendors.getByRole('button', { name: L(lang, 'all_vendors'), exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('vassalage'));
    await expect.poll(() => cards.count()).toBe(all.length);
  });
});
