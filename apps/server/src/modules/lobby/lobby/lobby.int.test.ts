import type { GameListValue, GameMenusValue, HotGamesValue, LanesValue, VassGameType } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultResources } from '../../../seed/system-defaults.js';
import { call } from '../../../testing/accounts.js';
import { importTestGames, memberToken } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { generateCatalog, type GeneratedGame } from '../catalog/catalog-generator.js';
import { vendorGameCounts } from '../catalog/catalog-vendors.js';
import { updateSetting } from '../../platform/system/system.service.js';
import { invalidateLobbyCache } from './lobby.service.js';

/** The seeded demo catalog, computed independently of the database. */
const catalog = generateCatalog();
const rngVendors = vendorGameCounts.RNG.map(([vendor]) => vendor);
const count = (predicate: (game: GeneratedGame) => boolean) => catalog.filter(predicate).length;
const isRng = (game: GeneratedGame) => game.gameType === 'RNG';

describe.each(testDatabaseKinds())('lobby on the 10,000-game catalog ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const list = async (query: string, token?: string) => {
    const result = await call<GameListValue>(
      app,
      'GET',
      `/wps/relay/GCSGAME_gameList?${query}`,
      token ? { token } : {},
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.value;
  };
  const menus = async (language = 'en') =>
    (await call<GameMenusValue>(app, 'GET', `/lgw/games/game_menus?language=${language}`)).body.value;

  beforeAll(async () => {
    database = await kind.create({ demoGames: true });
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('seeds the generated catalog, and seeding again adds nothing', async () => {
    const { seedCatalog } = await import('../catalog/catalog.service.js');
    expect(await seedCatalog(database.db, { games: true })).toEqual({ games: 0 });
    const row = await database.db
      .selectFrom('game')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBe(catalog.length);
    expect(catalog.length).toBeGreaterThanOrEqual(10_000);
  });

  it('builds the menu: home, promotions, then one entry per category with a vendor, vendors in order', async () => {
    const value = await menus();
    expect(value.nav.slice(0, 2)).toEqual([
      { key: 'HOME', navKey: 'hd_home', path: '/' },
      { key: 'PROMOTIONS', navKey: 'hd_event', path: '/promotions' },
    ]);
    expect(value.nav.slice(2).map((n) => n.key)).toEqual(value.categories.map((c) => c.gameCategory));
    expect(value.categories.map((c) => c.gameCategory)).toEqual([
      'SPORTS',
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'ESPORTS',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
      'MXWIN',
    ]);
    const rng = value.categories.find((c) => c.gameCategory === 'RNG')!;
    expect(rng.vendors.map((v) => v.vassalage)).toEqual(rngVendors);
    expect(rng.vendors[0]).toMatchObject({
      vassalage: 'PG',
      vendorName: 'PG Soft',
      logoUrl: '/wps/static/vendor-logos/PG.svg',
    });
    expect(rng.vendors.find((v) => v.vassalage === 'MG')?.gameCount).toBe(
      count((g) => isRng(g) && g.vendor === 'MG'),
    );
    expect(value.categories.find((c) => c.gameCategory === 'MXWIN')!.vendors.map((v) => v.vassalage)).toEqual(
      rngVendors.slice(9, 14),
    );
    expect(value.nav.find((n) => n.key === 'ESPORTS')?.navKey).toBe('compete_game');
    // Sub-type filters: bingo only when the TY language is enabled.
    expect(rng.gameClassify).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect((await menus('bn')).categories.find((c) => c.gameCategory === 'LIVE')!.title).toBe('লাইভ ক্যাসিনো');
  });

  it('offers bingo once TY is enabled, and drops a category whose vendors are all switched off', async () => {
    try {
      await updateSetting(database.db, 'resources', {
        ...defaultResources,
        languages: [
          ...defaultResources.languages,
          { code: 'ty', name: 'TY', nativeName: 'TY', enabled: true },
        ],
      });
      await database.db
        .updateTable('game_category_vendor')
        .set({ enabled: false })
        .where('category_code', '=', 'ESPORTS')
        .execute();
      invalidateLobbyCache(database.db);
      const value = await menus();
      expect(value.categories.find((c) => c.gameCategory === 'RNG')!.gameClassify).toContain('BG');
      expect(value.nav.map((n) => n.key)).not.toContain('ESPORTS');
      expect((await list('gameType=ESPORTS')).total).toBe(0);
    } finally {
      await updateSetting(database.db, 'resources', defaultResources);
      await database.db
        .updateTable('game_category_vendor')
        .set({ enabled: true })
        .where('category_code', '=', 'ESPORTS')
        .execute();
      invalidateLobbyCache(database.db);
    }
  });

  it('lists a category in pages of 24 by default (12 for the home lobby) with totalPages, guests and members alike', async () => {
    const total = count(isRng);
    const first = await list('clientType=3&platform=flash,html5-desktop&gameType=RNG&language=en');
    expect(first).toMatchObject({ total, pageNo: 1, pageSize: 24, totalPages: Math.ceil(total / 24) });
    expect(first.games).toHaveLength(24);
    const home = await list('gameType=RNG&pageSize=12');
    expect(home.games.map((g) => g.nodeId)).toEqual(first.games.slice(0, 12).map((g) => g.nodeId));
    expect(home.totalPages).toBe(Math.ceil(total / 12));
    const withToken = await list('gameType=RNG', await memberToken(app));
    expect(withToken.games).toEqual(first.games);
    expect((await list('gameType=RNG', 'not-a-token')).total).toBe(total);
  });

  it('pages without gaps or overlaps, answers an empty page past the end and caps the page size', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((pageNo) => list(`gameType=FISH&pageNo=${pageNo}&pageSize=30`)),
    );
    const ids = pages.flatMap((p) => p.games.map((g) => g.nodeId));
    const fish = catalog.filter((g) => g.gameType === 'FISH');
    expect(ids).toHaveLength(fish.length);
    expect(new Set(ids).size).toBe(fish.length);
    expect(pages[0]!.totalPages).toBe(Math.ceil(fish.length / 30));
    const past = await list('gameType=FISH&pageNo=999');
    expect(past).toMatchObject({ games: [], total: fish.length, pageNo: 999 });
    const capped = await list('gameType=RNG&pageSize=1000');
    expect(capped.pageSize).toBe(60);
    expect(capped.games).toHaveLength(60);
    expect(capped.totalPages).toBe(Math.ceil(count(isRng) / 60));
  });

  it('filters by vendor (leaving out the vendor lobby card), sub-type, and the slot filters', async () => {
    const pg = await list('gameType=RNG&vassalage=PG&pageSize=60');
    expect(pg.total).toBe(count((g) => isRng(g) && g.vendor === 'PG'));
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.isGame === 'GAME')).toBe(true);
    const liveEa = await list('gameType=LIVE&vassalage=EA');
    expect(liveEa.total).toBe(
      count((g) => g.gameType === 'LIVE' && g.vendor === 'EA' && g.isGame === 'GAME'),
    );
    const live = await list('gameType=LIVE&pageSize=60');
    expect(live.games.filter((g) => g.isGame === 'VASSALAGE').map((g) => g.vassalage)).toEqual(
      vendorGameCounts.LIVE.map(([vendor]) => vendor),
    );
    for (const classify of ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const) {
      const page = await list(`gameType=RNG&gameClassify=${classify}`);
      expect(page.total, classify).toBe(count((g) => isRng(g) && g.gameClassify === classify));
      expect(page.games.every((g) => g.gameClassify === classify)).toBe(true);
    }
    const minBet = await list('gameType=RNG&minBet=1&pageSize=60');
    expect(minBet.total).toBe(count((g) => isRng(g) && g.minBetMinor >= 100));
    expect(minBet.games.every((g) => Number(g.minBet) >= 1)).toBe(true);
    const lines = await list('gameType=RNG&lines=25');
    expect(lines.total).toBe(count((g) => isRng(g) && (g.lines ?? 0) >= 25));
    const both = await list('gameType=RNG&minBet=1&lines=25&vassalage=MG&gameClassify=JP');
    expect(both.total).toBe(
      count(
        (g) =>
          isRng(g) &&
          g.vendor === 'MG' &&
          g.gameClassify === 'JP' &&
          g.minBetMinor >= 100 &&
          (g.lines ?? 0) >= 25,
      ),
    );
    const mxwin = await list('gameType=MXWIN');
    expect(mxwin.total).toBe(count((g) => isRng(g) && rngVendors.slice(9, 14).includes(g.vendor)));
  });

  it('searches names in English and Bengali and game codes, case-insensitively, wildcards taken literally', async () => {
    const matches = (text: string) =>
      count((g) => [g.names.en, g.names.bn, g.gameCode].some((name) => name.toLowerCase().includes(text)));
    const dragon = await list('gameName=DRAGON&pageSize=60');
    expect(dragon.total).toBe(matches('dragon'));
    expect(dragon.total).toBeGreaterThan(0);
    const tiger = await list(`gameName=${encodeURIComponent('বাঘ')}&gameType=RNG&language=bn`);
    expect(tiger.total).toBe(count((g) => isRng(g) && g.names.bn.includes('বাঘ')));
    expect(tiger.games[0]?.gameName).toContain('বাঘ');
    expect((await list('gameName=mighty_fruits')).games.map((g) => g.gameCode)).toContain('mighty_fruits');
    expect((await list(`gameName=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list('gameName=_')).total).toBe(matches('_'));
  });

  it('answers names in the requested language, English when missing, and icon URLs of our own server', async () => {
    const [en, bn, fr] = await Promise.all(
      ['en', 'bn', 'fr'].map((language) => list(`gameType=RNG&language=${language}&imgSize=rx2`)),
    );
    const expected = catalog.find((g) => g.nodeId === en!.games[0]!.nodeId)!;
    expect(en!.games[0]).toMatchObject({
      gameName: expected.names.en,
      iconUrl: `/wps/static/game-icons/${expected.nodeId}.svg?imgSize=rx2`,
      lagerIcon: `/wps/static/game-icons/${expected.nodeId}.svg?imgSize=rx2`,
      minBet: (expected.minBetMinor / 100).toFixed(2),
      lines: expected.lines,
      supportPlay: expected.supportPlay,
    });
    expect(bn!.games[0]!.gameName).toBe(expected.names.bn);
    expect(fr!.games[0]!.gameName).toBe(expected.names.en);
  });

  it('refuses bad parameters with a 400 envelope', async () => {
    for (const query of [
      'gameType=HOME',
      'gameClassify=XX',
      'pageNo=0',
      'pageSize=0',
      'minBet=abc',
      'lines=-1',
      'vassalage=pg!',
    ]) {
      const result = await call(app, 'GET', `/wps/relay/GCSGAME_gameList?${query}`);
      expect(result.status, query).toBe(400);
      expect(result.body.success).toBe(false);
    }
  });

  it('lists hot games in rank order, optionally of one vendor', async () => {
    const hot = (
      await call<HotGamesValue>(
        app,
        'GET',
        '/wps/relay/GCSGAME_hotGamesV2?merchantCode=m&isPlatform=2&platform=html5-desktop&language=en',
      )
    ).body.value;
    const expected = catalog.filter((g) => g.hotRank !== null).sort((a, b) => a.hotRank! - b.hotRank!);
    expect(hot.list.map((g) => g.nodeId)).toEqual(expected.map((g) => g.nodeId));
    expect(hot.list.map((g) => g.hotRank)).toEqual(expected.map((_, i) => i + 1));
    const pg = (await call<HotGamesValue>(app, 'GET', '/wps/relay/GCSGAME_hotGamesV2?vassalage=PG')).body
      .value;
    expect(pg.list.length).toBeGreaterThan(0);
    expect(pg.list.every((g) => g.vassalage === 'PG')).toBe(true);
  });

  it('fills lanes with the newest games, newest first, each lane with its vendor or type', async () => {
    const { lanes } = (
      await call<LanesValue>(
        app,
        'GET',
        '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=bn',
      )
    ).body.value.data;
    expect(lanes.map((l) => l.id)).toEqual(['new', 'new-slots', 'new-pg', 'new-jl', 'new-live']);
    expect(lanes[0]!.title).toBe('নতুন গেম');
    for (const lane of lanes) {
      expect(lane.games.length).toBeGreaterThan(0);
      expect(lane.games.every((g) => g.isNew)).toBe(true);
      const dates = lane.games.map((g) => g.releasedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      if (lane.vassalage) expect(lane.games.every((g) => g.vassalage === lane.vassalage)).toBe(true);
      if (lane.gameType) expect(lane.games.every((g) => g.gameType === lane.gameType)).toBe(true);
    }
    expect(lanes.find((l) => l.id === 'new-pg')!.logoUrl).toBe('/wps/static/vendor-logos/PG.svg');
  });

  it('answers each vendor with its game types and categories, to logged-in accounts only', async () => {
    expect((await call(app, 'GET', '/wps/relay/GCSGAME_getVassGameType')).status).toBe(401);
    const value = (
      await call<VassGameType[]>(app, 'GET', '/wps/relay/GCSGAME_getVassGameType', {
        token: await memberToken(app),
      })
    ).body.value;
    expect(value.find((v) => v.vassalage === 'AG')!.gameTypes).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'FISH']),
    );
    expect(value.find((v) => v.vassalage === 'AG')!.categories).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'MXWIN']),
    );
    expect(value.find((v) => v.vassalage === 'TCG_LOTTO_VN')!.categories).toEqual(['ELOTT']);
  });

  it('serves generated icons and vendor logos with long cache headers', async () => {
    const icon = await app.inject({ url: '/wps/static/game-icons/1000001.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=2592000');
    expect(icon.body).toContain(catalog.find((g) => g.nodeId === '1000001')!.names.en);
    expect((await app.inject({ url: '/wps/static/game-icons/1000001.svg?imgSize=rx2' })).body).toContain(
      'width="400"',
    );
    expect((await app.inject({ url: '/wps/static/game-icons/999.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/wps/static/game-icons/../x.svg' })).statusCode).toBe(404);
    const logo = await app.inject({ url: '/wps/static/vendor-logos/TCG_LOTTO_VN.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('Vietnam Lottery');
    expect((await app.inject({ url: '/wps/static/vendor-logos/NOPE.svg' })).statusCode).toBe(404);
  });

  it('shows an import at once: the import clears the listing cache', async () => {
    const before = await list('gameType=RNG&vassalage=BGS&pageSize=60');
    await importTestGames(database.db, [
      { vendor: 'BGS', gameCode: 'fresh_import', gameType: 'RNG', names: { en: 'Fresh Import' }, sort: -1 },
    ]);
    const after = await list('gameType=RNG&vassalage=BGS&pageSize=60');
    expect(after.total).toBe(before.total + 1);
    expect(after.games[0]!.gameName).toBe('Fresh Import');
  });
});
