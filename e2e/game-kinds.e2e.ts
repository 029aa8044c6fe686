import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMoney, launchGameEndpoint, parseMinor, type Envelope } from '@app/contracts';
import { gameSetupFor, type EngineId } from '../packages/house-games/src/index.js';
import type { HpRoundResult } from '../packages/house-provider/src/client-api.js';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../apps/server/src/testing/wallet.js';
import { insertAccount } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { gameFrame, gameLabel as L, roundOutcome, type GameKey } from './support/games.js';
import type { Lang } from './support/i18n.js';
import { newLanguageContext, tokenFor } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

/** Screenshots of every game, kept as test artifacts (git-ignored). */
const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts');

interface CatalogRow {
  node_id: string;
  game_type: string;
  game_code: string;
  game_classify: string | null;
  lines: number | null;
  rtp_bp: number | null;
  name_en: string;
}

type Scope = Page | FrameLocator;

/** Scratches a scratch card's foil off with the mouse, in zig-zag strokes over the whole card. */
async function scratchFoil(page: Page): Promise<void> {
  const foil = page.locator('canvas').first();
  await foil.waitFor();
  const box = (await foil.boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  for (let row = 0; row <= 8; row++) {
    const y = box.y + (box.height * row) / 8;
    await page.mouse.move(box.x + (row % 2 === 0 ? box.width - 4 : 4), y, { steps: 6 });
  }
  await page.mouse.up();
}

/** How each game kind is played in the browser: its bet choices, its play button, then what the player does. */
const kinds: {
  engine: EngineId;
  play: GameKey;
  prepare?: (game: Scope, lang: Lang) => Promise<void>;
  during?: (page: Page) => Promise<void>;
}[] = [
  { engine: 'slots', play: 'gc_play_slots' },
  {
    engine: 'baccarat',
    play: 'gc_play_table',
    prepare: (game, lang) =>
      game
        .getByRole('button', { name: new RegExp(L(lang, 'gc_spot_banker')) })
        .first()
        .click(),
  },
  {
    engine: 'dragon-tiger',
    play: 'gc_play_table',
    prepare: (game, lang) =>
      game
        .getByRole('button', { name: new RegExp(L(lang, 'gc_spot_dragon')) })
        .first()
        .click(),
  },
  { engine: 'crash', play: 'gc_play_crash' },
  { engine: 'fish', play: 'gc_play_fish' },
  { engine: 'scratch', play: 'gc_play_scratch', during: scratchFoil },
  { engine: 'plinko', play: 'gc_play_plinko' },
  {
    engine: 'keno',
    play: 'gc_play_keno',
    prepare: (game, lang) => game.getByRole('button', { name: L(lang, 'gc_keno_quick_pick') }).click(),
  },
];

const sizes = [
  { name: 'phone-portrait', width: 390, height: 844 },
  { name: 'phone-landscape', width: 844, height: 390 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

describe('every house game kind plays a real-money round in the browser', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext | undefined;
  const gameOf = new Map<EngineId, CatalogRow>();

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    fs.mkdirSync(artifacts, { recursive: true });
    const rows = (await site.db
      .selectFrom('game')
      .select(['node_id', 'game_type', 'game_code', 'game_classify', 'lines', 'rtp_bp', 'name_en'])
      .where('enabled', '=', true)
      .where('is_game', '=', 'GAME')
      .orderBy('node_id')
      .execute()) as CatalogRow[];
    for (const row of rows) {
      const setup = gameSetupFor({
        gameType: row.game_type,
        gameCode: row.game_code,
        gameClassify: row.game_classify,
        lines: row.lines,
        rtpBp: row.rtp_bp,
      });
      if (setup && !gameOf.has(setup.engine)) gameOf.set(setup.engine, row);
    }
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

  async function launchUrl(token: string, nodeId: string): Promise<string> {
    const response = await fetch(`${site.baseUrl}${launchGameEndpoint.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nodeId }),
    });
    const body = (await response.json()) as Envelope<{ url: string }>;
    if (!body.success) throw new Error(`launch of ${nodeId} failed: ${body.message}`);
    return body.value.url;
  }

  /** Plays one round: its animation must finish (the outcome shown) and the balance follow the answer. */
  async function playRound(page: Page, game: Scope, lang: Lang, kind: (typeof kinds)[number]) {
    await kind.prepare?.(game, lang);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/hp/api/rounds') && response.request().method() === 'POST',
    );
    const button = game.getByRole('button', { name: L(lang, kind.play), exact: true });
    await button.click();
    const result = ((await (await answered).json()) as Envelope<HpRoundResult>).value;
    await kind.during?.(page);
    await roundOutcome(game, lang);
    await expect
      .poll(() => game.getByTestId('game-balance').textContent())
      .toBe(formatMoney(parseMinor(result.balance)!));
    return result;
  }

  for (const size of sizes) {
    it.each(kinds.map((kind) => [kind.engine, kind] as const))(
      `%s at ${size.name} (${size.width}×${size.height})`,
      async (engine, kind) => {
        const lang: Lang = size.name === 'phone-portrait' ? 'bn' : 'en';
        const row = gameOf.get(engine);
        expect(row, `a catalog game played by ${engine}`).toBeDefined();
        const account = await insertAccount(site.db);
        await fund(site.db, account.id, '1000.00');
        const token = await tokenFor(site, account.username, account.password);
        const page = await newPage(lang, size.width, size.height);
        await page.goto(await launchUrl(token, row!.node_id));
        await page.getByRole('heading', { name: row!.name_en }).waitFor();
        await expect.poll(() => page.getByTestId('game-balance').textContent()).toBe(formatMoney(1000_00n));

        const result = await playRound(page, page, lang, kind);
        expect(result.round.engine).toBe(engine);
        expect(parseMinor(result.balance)).toBe(
          1000_00n - BigInt(result.round.stake) + BigInt(result.round.win),
        );
        const stage = page.getByRole('region', { name: L(lang, 'gc_result') });
        await stage.screenshot({ path: path.join(artifacts, `${engine}-${size.name}-stage.png`) });
        await page.getByRole('heading', { name: row!.name_en }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(artifacts, `${engine}-${size.name}.png`) });
      },
    );
  }

  it('video poker deals (the bet), keeps the held hand over a reload, and draws (the win)', async () => {
    const lang: Lang = 'en';
    const row = gameOf.get('video-poker');
    expect(row, 'a catalog game played by video poker').toBeDefined();
    const account = await insertAccount(site.db);
    await fund(site.db, account.id, '1000.00');
    const token = await tokenFor(site, account.username, account.password);
    const page = await newPage(lang, 390, 844);
    await page.goto(await launchUrl(token, row!.node_id));
    await page.getByRole('heading', { name: row!.name_en }).waitFor();
    await expect(page.getByRole('table', { name: L(lang, 'gc_vp_pays') }).isVisible()).resolves.toBe(true);

    const dealAnswer = page.waitForResponse(
      (response) => response.url().endsWith('/hp/api/rounds') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: L(lang, 'gc_play_vp_deal'), exact: true }).click();
    const dealt = ((await (await dealAnswer).json()) as Envelope<HpRoundResult>).value;
    expect(dealt.open).toBe(true);
    await expect
      .poll(() => page.getByTestId('game-balance').textContent())
      .toBe(formatMoney(parseMinor(dealt.balance)!));
    await page.getByTestId('vp-card-0').click();
    await page.getByTestId('vp-card-2').click();
    await page.screenshot({ path: path.join(artifacts, 'video-poker-dealt.png') });

    // A reload comes back to the same open hand, with the same cards held.
    await page.reload();
    await page.getByRole('button', { name: L(lang, 'gc_play_vp_draw'), exact: true }).waitFor();
    await expect(page.getByTestId('vp-card-0').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByTestId('vp-card-1').getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.getByTestId('vp-card-2').getAttribute('aria-pressed')).resolves.toBe('true');
    expect(
      await page
        .getByRole('list', { name: L(lang, 'gc_vp_dealt') })
        .getByRole('img')
        .count(),
    ).toBe(5);

    const drawAnswer = page.waitForResponse((response) => response.url().endsWith('/draw'));
    await page.getByRole('button', { name: L(lang, 'gc_play_vp_draw'), exact: true }).click();
    const drawn = ((await (await drawAnswer).json()) as Envelope<HpRoundResult>).value;
    expect(drawn.round.engine).toBe('video-poker');
    if (drawn.round.engine !== 'video-poker') return;
    expect(drawn.round.outcome.holds).toEqual([0, 2]);
    expect(drawn.round.outcome.dealt).toEqual((dealt.round as typeof drawn.round).outcome.dealt);
    expect(drawn.round.proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await page.getByTestId('vp-hand').waitFor();
    await roundOutcome(page, lang);
    expect(parseMinor(drawn.balance)).toBe(1000_00n - BigInt(drawn.round.stake) + BigInt(drawn.round.win));
    await expect
      .poll(() => page.getByTestId('game-balance').textContent())
      .toBe(formatMoney(parseMinor(drawn.balance)!));
    await page.screenshot({ path: path.join(artifacts, 'video-poker-drawn.png') });
  });

  it.each(kinds.map((kind) => [kind.engine] as const))(
    'the desktop popup of %s at 1366×768 clips neither its title nor its stake chips',
    async (engine) => {
      const lang: Lang = 'en';
      const row = gameOf.get(engine)!;
      const account = await insertAccount(site.db);
      await fund(site.db, account.id, '100.00');
      const token = await tokenFor(site, account.username, account.password);
      const page = await newPage(lang, 1366, 768);
      // Open it as a player does: its game centre, searched by name, its tile.
      const centre = `/${row.game_type.toLowerCase()}?q=${encodeURIComponent(row.name_en)}`;
      await page.goto(`${centre}&token=${token}`);
      await page.getByRole('banner').waitFor();
      await page.getByRole('button', { name: row.name_en, exact: true }).first().click();
      const popup = page.getByRole('dialog', { name: row.name_en });
      await popup.waitFor();
      const game = gameFrame(page, lang, row.name_en);
      const title = game.getByRole('heading', { name: row.name_en });
      await title.waitFor();

      const frame = await page.locator('iframe').boundingBox();
      const dialog = await popup.boundingBox();
      const popupTitle = await popup.getByRole('heading', { name: row.name_en }).boundingBox();
      expect(frame && dialog && popupTitle).toBeTruthy();
      // The popup's own title lies inside the window, and so does the frame.
      expect(popupTitle!.y).toBeGreaterThanOrEqual(0);
      expect(dialog!.y).toBeGreaterThanOrEqual(0);
      expect(frame!.y + frame!.height).toBeLessThanOrEqual(768);
      // Inside the frame: the game's title and every stake chip lie within the frame's width.
      const inside = await game.locator('body').evaluate(() => {
        const box = (element: Element) => element.getBoundingClientRect();
        const title = document.querySelector('h1');
        const chips = [...document.querySelectorAll('fieldset button[aria-pressed]')].filter((chip) =>
          /\d/.test(chip.textContent ?? ''),
        );
        return {
          width: document.documentElement.clientWidth,
          title: title ? { left: box(title).left, right: box(title).right, top: box(title).top } : null,
          chips: chips.map((chip) => ({ left: box(chip).left, right: box(chip).right })),
        };
      });
      expect(inside.title).not.toBeNull();
      expect(inside.title!.top).toBeGreaterThanOrEqual(0);
      expect(inside.title!.right).toBeLessThanOrEqual(inside.width);
      expect(inside.chips.length).toBeGreaterThan(0);
      for (const chip of inside.chips) {
        expect(chip.left).toBeGreaterThanOrEqual(0);
        expect(chip.right).toBeLessThanOrEqual(inside.width);
      }
      await page.screenshot({ path: path.join(artifacts, `${engine}-popup-1366x768.png`) });
    },
  );
});
