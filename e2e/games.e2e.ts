import {
  formatMoney,
  launchGameEndpoint,
  parseMinor,
  toDecimalString,
  type Envelope,
  type ProfitLossValue,
} from '@app/contracts';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../apps/server/src/testing/wallet.js';
import { insertAccount } from './support/accounts.js';
import { launchBrowser } from './support/browser.js';
import { scaled } from '../apps/server/src/testing/time-scale.js';
import { firstPageSlot, gameFrame, gameLabel as L, playRound } from './support/games.js';
import type { Lang } from './support/i18n.js';
import { apiValue, skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

describe('house games in the browser', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(
    lang: Lang,
    path: string,
    options: { width?: number; token?: string } = {},
  ): Promise<Page> {
    const { width = 1280, token } = options;
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width, height: 900 } });
    context.setDefaultTimeout(scaled(20_000));
    await context.addInitScript((code) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', code);
    }, lang);
    await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    await page.goto(token ? `${path}${path.includes('?') ? '&' : '?'}token=${token}` : path);
    await page.getByRole('banner').waitFor();
    await page.locator(`html[lang="${lang}"]`).waitFor();
    return page;
  }

  const slotTiles = (page: Page, lang: Lang) =>
    page.getByRole('list', { name: L(lang, 'con_rng'), exact: true });

  /** Plays one round in a game client: waits for its outcome to be announced and the Spin button back. */
  async function spin(game: Page | FrameLocator, lang: Lang): Promise<void> {
    await playRound(game, game.getByRole('button', { name: L(lang, 'gc_play_slots'), exact: true }), lang);
  }

  const historyRows = (game: Page | FrameLocator, lang: Lang): Locator =>
    game.getByRole('region', { name: L(lang, 'gc_history') }).getByRole('listitem');

  it('a member launches a slot from the lobby, spins, and the header balance follows (bn)', async () => {
    const lang: Lang = 'bn';
    const account = await insertAccount(site.db);
    await fund(site.db, account.id, '100.00');
    const token = await tokenFor(site, account.username, account.password);
    const slot = await firstPageSlot(site, lang);

    const page = await open(lang, '/rng', { token });
    const headerBalance = page.getByRole('banner').getByRole('group', { name: L(lang, 'balance') });
    await headerBalance.getByText(formatMoney(100_00n)).waitFor();

    await slotTiles(page, lang).getByRole('button', { name: slot.gameName, exact: true }).click();
    const popup = page.getByRole('dialog', { name: slot.gameName });
    await popup.waitFor();
    const game = gameFrame(page, lang, slot.gameName);
    await game.getByText(L(lang, 'gc_mode_real')).waitFor();
    const gameBalance = game.getByTestId('game-balance');
    await expect.poll(() => gameBalance.textContent()).toBe(formatMoney(100_00n));
    // The commitment of the first round is shown before it is played.
    const firstHash = await game.getByTestId('next-seed-hash').textContent();
    expect(firstHash).toMatch(/^[0-9a-f]{64}$/);

    // A spin that wins back exactly its stake leaves the balance where it was: spin until it moves.
    for (let round = 0; round < 10 && (await gameBalance.textContent()) === formatMoney(100_00n); round++) {
      await spin(game, lang);
    }
    const after = (await gameBalance.textContent()) ?? '';
    expect(after).not.toBe(formatMoney(100_00n));
    // The frame tells the site, which reloads the header balance: it shows what the game shows.
    await headerBalance.getByText(after).waitFor();

    // The rounds are listed newest first; the newest opens its recall, verified.
    expect(await historyRows(game, lang).count()).toBeGreaterThan(0);
    await historyRows(game, lang).first().getByRole('button').click();
    const recall = game.getByRole('dialog');
    await recall.getByText(`✓ ${L(lang, 'gc_verified')}`).waitFor();
    await recall.getByRole('button', { name: L(lang, 'close') }).click();

    // Closing the popup leaves the lobby with the new balance.
    await popup
      .getByRole('button', { name: L(lang, 'close') })
      .first()
      .click();
    await popup.waitFor({ state: 'detached' });
    await headerBalance.getByText(after).waitFor();

    // The rounds are the member's bets: the betting record lists them.
    await page.goto('/member/personalHistoryCopy');
    await page.getByRole('main').getByText(slot.gameName).first().waitFor();

    // And profit and loss: today's (Dhaka) profit is exactly how far the balance moved.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const pnl = await apiValue<ProfitLossValue>(
      site,
      `/wps/relay/ODSFE2_MemProfitLoss?from=${today}&to=${today}`,
      token,
    );
    const moved = (parseMinor(after.replace(/[^\d.]/g, '')) ?? 0n) - 100_00n;
    expect(pnl.totals.profit).toBe(toDecimalString(moved));
    expect(pnl.days.map((day) => day.date)).toEqual([today]);
    await page.goto('/member/personalProfit');
    await page
      .getByRole('main')
      .getByText(formatMoney(parseMinor(pnl.totals.stake) ?? 0n))
      .first()
      .waitFor();
  });

  it('a visitor plays demo without logging in, in the popup and on a phone (en)', async () => {
    const lang: Lang = 'en';
    const slot = await firstPageSlot(site, lang, { demo: true });
    let page = await open(lang, '/rng');
    await slotTiles(page, lang)
      .getByRole('button', { name: L(lang, 'demo_play_game', { name: slot.gameName }), exact: true })
      .click();
    await page.getByRole('dialog', { name: L(lang, 'launch_demo_title', { name: slot.gameName }) }).waitFor();
    const game = gameFrame(page, lang, slot.gameName);
    await game.getByText(L(lang, 'gc_mode_demo')).waitFor();
    await spin(game, lang);
    await expect.poll(() => historyRows(game, lang).count()).toBe(1);
    await context?.close();

    // Phones go to the game page itself.
    page = await open(lang, '/rng', { width: 390 });
    await slotTiles(page, lang)
      .getByRole('button', { name: L(lang, 'demo_play_game', { name: slot.gameName }), exact: true })
      .click();
    await page.waitForURL(/\/seamless\?provider=HOUSE&demo=/);
    await page.getByRole('heading', { name: slot.gameName }).waitFor();
    await spin(page, lang);
    await expect.poll(() => historyRows(page, lang).count()).toBe(1);
  });

  it('a trial account is refused real play, and may play demo (en)', async () => {
    const lang: Lang = 'en';
    const slot = await firstPageSlot(site, lang, { demo: true });
    const page = await open(lang, '/rng');
    await page
      .getByRole('banner')
      .getByRole('button', { name: L(lang, 'free_play') })
      .click();
    await page.getByRole('button', { name: L(lang, 'account_menu') }).waitFor();

    await slotTiles(page, lang).getByRole('button', { name: slot.gameName, exact: true }).click();
    const notice = page.getByRole('alertdialog', { name: L(lang, 'trial_account') });
    await notice.getByText(L(lang, 'in_need_true_account')).waitFor();
    await page.keyboard.press('Escape');

    // The platform refuses it too, whatever the page does.
    const trialToken = await page.evaluate(() => sessionStorage.getItem('token'));
    const response = await fetch(`${site.baseUrl}${launchGameEndpoint.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${trialToken}` },
      body: JSON.stringify({ nodeId: slot.nodeId }),
    });
    const body = (await response.json()) as Envelope<{ key?: string }>;
    expect(response.status).toBe(403);
    expect(body.value.key).toBe('in_need_true_account');

    await slotTiles(page, lang)
      .getByRole('button', { name: L(lang, 'demo_play_game', { name: slot.gameName }), exact: true })
      .click();
    const game = gameFrame(page, lang, slot.gameName);
    await game.getByText(L(lang, 'gc_mode_demo')).waitFor();
    await spin(game, lang);
  });
});
