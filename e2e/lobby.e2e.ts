import {
  announcementInputSchema,
  formatMoney,
  parseMinor,
  type AnnouncementInput,
  type AnnouncementsValue,
  type FavoriteRef,
  type GameListValue,
  type GameMenusValue,
  type OperatorAnnouncement,
  type RankListValue,
} from '@app/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncementsForOperator,
  updateAnnouncement,
} from '../apps/server/src/modules/lobby/announcements/announcements.service.js';
import { sendMessage } from '../apps/server/src/modules/messaging/messages/messages.service.js';
import { recordWin } from '../apps/server/src/modules/lobby/rank-list/rank-list.service.js';
import { recordRecentGame } from '../apps/server/src/modules/lobby/recent-games/recent-games.service.js';
import type { TestAccount } from '../apps/server/src/testing/accounts.js';
import { dialog, field, insertAccount } from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import type { Lang } from './support/i18n.js';
import { apiValue, lobbyLabel as L, skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

const languages: Lang[] = ['bn', 'en'];
/** A game-list call: page 1 of 24 unless the query says otherwise. */
function gameList(query: string): string {
  const params = new URLSearchParams({ clientType: '3', pageNo: '1', pageSize: '24' });
  for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
  return `/wps/relay/GCSGAME_gameList?${params.toString()}`;
}

describe('game lobby', () => {
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

  interface OpenOptions {
    width?: number;
    /** A session handed over in the URL (?token=), as an app or another domain would. */
    token?: string;
    /** false: announcement popups show as they would for a new visitor. */
    skipPopups?: boolean;
  }

  /** A fresh browser on `path`, in `lang` (stored as the visitor's choice). */
  async function open(lang: Lang, path = '/', options: OpenOptions = {}): Promise<Page> {
    const { width = 1280, token, skipPopups = true } = options;
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width, height: 900 } });
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript((code) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', code);
    }, lang);
    if (skipPopups) await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    await page.goto(token ? `${path}${path.includes('?') ? '&' : '?'}token=${token}` : path);
    await page.getByRole('banner').waitFor();
    await page.locator(`html[lang="${lang}"]`).waitFor();
    return page;
  }

  async function member(): Promise<{ account: TestAccount; token: string }> {
    const account = await insertAccount(site.db);
    return { account, token: await tokenFor(site, account.username, account.password) };
  }

  const menus = (lang: Lang) => apiValue<GameMenusValue>(site, `/lgw/games/game_menus?language=${lang}`);
  const games = async (query: string, lang: Lang) =>
    (await apiValue<GameListValue>(site, `${gameList(query)}&language=${lang}`)).games.map((g) => g.gameName);
  /** The names of the game tiles of a list (each tile's open button is named by its game). */
  const tileNames = (list: Locator) =>
    list
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('button')?.getAttribute('aria-label') ?? ''),
      );
  async function expectTiles(list: Locator, names: string[]) {
    await expect.poll(() => tileNames(list), { timeout: uiTimeout }).toEqual(names);
  }

  for (const lang of languages) {
    it(`home: the banners autoplay and loop, with the hot games and a vendor category (${lang})`, async () => {
      const banners = (
        await apiValue<AnnouncementsValue>(
          site,
          `/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=w_home&language=${lang}`,
        )
      ).banners;
      expect(banners.length).toBeGreaterThan(1);
      const page = await open(lang);
      const carousel = page.getByRole('region', { name: L(lang, 'banners') });
      const bullet = (index: number) =>
        carousel.getByRole('button', {
          name: L(lang, 'go_to_banner', { index: String(index + 1), title: banners[index]?.title ?? '' }),
          exact: true,
        });
      const current = (index: number) => bullet(index).and(page.locator('[aria-current="true"]'));
      await current(0).waitFor();
      expect(await carousel.getByRole('img', { name: banners[0]?.title }).isVisible()).toBe(true);
      // Autoplay: the second banner comes by itself (5 s after swiper takes over), its picture asked for
      // shortly before; the pictures of the banners after it are not asked for yet.
      await current(1).waitFor({ timeout: uiTimeout });
      const requested = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.pathname.startsWith('/wps/static/banners/'))
          .map((url) => url.pathname + url.search),
      );
      expect(requested).toContain(banners[1]?.url);
      for (const later of banners.slice(2)) expect(requested).not.toContain(later.url);
      await expect
        .poll(() =>
          carousel
            .getByRole('img', { name: banners[1]?.title })
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      // Loop: back twice from the second banner is the last one (each slide takes 1000 ms).
      const previous = carousel.getByRole('button', { name: L(lang, 'previous_banner') });
      await page.waitForTimeout(1100);
      await previous.click();
      await current(0).waitFor();
      await page.waitForTimeout(1100);
      await previous.click();
      await current(banners.length - 1).waitFor();
      // Autoplay goes on after the visitor's clicks (disableOnInteraction false).
      await current(0).waitFor({ timeout: uiTimeout });

      const hot = page.getByRole('list', { name: L(lang, 'hot_games'), exact: true });
      await expect.poll(() => hot.getByRole('listitem').count()).toBe(12);
      expect(await page.getByRole('region', { name: L(lang, 'favorites'), exact: true }).count()).toBe(0);

      const live = (await menus(lang)).categories.find((c) => c.gameCategory === 'LIVE');
      const section = page.getByRole('region', { name: L(lang, 'con_live'), exact: true });
      await section.scrollIntoViewIfNeeded();
      await expectTiles(
        section.getByRole('list'),
        await games('gameType=LIVE&pageSize=12', lang).then((n) => n.slice(0, 12)),
      );
      const vendorLinks = await section.getByRole('link').allTextContents();
      expect(vendorLinks.map((text) => text.trim())).toEqual(
        (live?.vendors ?? []).slice(0, 5).map((vendor) => vendor.vendorName),
      );
    });
  }

  it('shows a single banner as a still picture that opens its link', async () => {
    const all = await listAnnouncementsForOperator(site.db);
    const home = all
      .filter((a) => a.type === 'B' && a.groupName === 'w_home' && a.enabled)
      .sort((a, b) => a.sort - b.sort);
    const input = (a: OperatorAnnouncement, enabled: boolean): AnnouncementInput => ({
      type: a.type,
      groupName: a.groupName,
      execution: a.execution,
      promotionType: a.promotionType,
      imageUrl: a.imageUrl,
      linkageType: a.linkageType,
      target: a.target,
      sort: a.sort,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      enabled,
      texts: a.texts,
    });
    const rest = home.slice(1);
    for (const banner of rest)
      await updateAnnouncement(site.db, banner.id, announcementInputSchema.parse(input(banner, false)));
    try {
      const page = await open('en');
      const carousel = page.getByRole('region', { name: L('en', 'banners') });
      const first = home[0];
      const title = first?.texts.en?.title ?? '';
      await carousel.getByRole('img', { name: title }).waitFor();
      expect(await carousel.getByRole('button').count()).toBe(0);
      await page.waitForTimeout(7000);
      // Neither swiper (no loop, no autoplay) nor another banner.
      expect(await page.locator('.swiper-initialized').count()).toBe(0);
      expect(await carousel.getByRole('img', { name: title }).isVisible()).toBe(true);
      await carousel.getByRole('link', { name: title }).click();
      await page.waitForURL((url) => url.pathname === first?.target);
    } finally {
      for (const banner of rest)
        await updateAnnouncement(site.db, banner.id, announcementInputSchema.parse(input(banner, true)));
    }
  });

  it('orders the header nav home, promotions, then the categories with vendors; a nav item goes to the top', async () => {
    const lang = 'bn';
    const { nav } = await menus(lang);
    expect(nav.slice(0, 2).map((entry) => entry.navKey)).toEqual(['hd_home', 'hd_event']);
    const page = await open(lang);
    const header = page.getByRole('navigation', { name: L(lang, 'main_navigation') });
    await header.getByRole('link', { name: L(lang, 'con_rng') }).waitFor();
    const names = (await header.getByRole('link').allTextContents()).map((text) => text.trim());
    // Then rewards, shown to guests (spec: while the referral promo runs, or to visitors logged out).
    expect(names).toEqual([...nav.map((entry) => L(lang, entry.navKey as 'hd_home')), L(lang, 'hd_rewards')]);

    await page.evaluate(() => window.scrollTo(0, 1500));
    await header.getByRole('link', { name: L(lang, 'con_rng') }).click();
    await page.getByRole('heading', { level: 1, name: L(lang, 'con_rng') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rng');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await header.getByRole('link', { name: L(lang, 'con_rng') }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('drops down the vendors of a pointed category, in the large layout past ten, and opens one', async () => {
    const lang = 'en';
    const rng = (await menus(lang)).categories.find((c) => c.gameCategory === 'RNG');
    expect(rng && rng.vendors.length > 10).toBe(true);
    const page = await open(lang);
    const header = page.getByRole('navigation', { name: L(lang, 'main_navigation') });
    await header.getByRole('link', { name: L(lang, 'con_rng') }).hover();
    const drop = header.getByRole('list', { name: rng?.title });
    await expect
      .poll(() => drop.getByRole('link').allTextContents())
      .toEqual(rng?.vendors.map((v) => v.vendorName));
    const columns = await drop.evaluate(
      (list) => getComputedStyle(list).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBeGreaterThan(2);
    const vendor = rng?.vendors[2];
    await drop.getByRole('link', { name: vendor?.vendorName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: L(lang, 'con_rng') }).waitFor();
    expect(new URL(page.url()).searchParams.get('vassalage')).toBe(vendor?.vassalage);
    await expect.poll(() => drop.count()).toBe(0);
  });

  for (const lang of languages) {
    it(`filters the slot centre by vendor, sub-type, slot rules and name, page by page (${lang})`, async () => {
      const page = await open(lang, '/rng');
      await page.getByRole('heading', { level: 1, name: L(lang, 'con_rng') }).waitFor();
      const list = page.getByRole('list', { name: L(lang, 'con_rng'), exact: true });
      await expectTiles(list, await games('gameType=RNG', lang));

      // More than 8 vendors: arrows scroll them.
      const rng = (await menus(lang)).categories.find((c) => c.gameCategory === 'RNG');
      expect(rng && rng.vendors.length > 8).toBe(true);
      await page.getByRole('button', { name: L(lang, 'next_vendors') }).click();

      // Vendor tab.
      const vendors = page.getByRole('group', { name: L(lang, 'vendors') });
      const vendor = rng?.vendors[1];
      await vendors.getByRole('button', { name: vendor?.vendorName, exact: true }).click();
      await expectTiles(list, await games(`gameType=RNG&vassalage=${vendor?.vassalage}`, lang));
      expect(new URL(page.url()).searchParams.get('vassalage')).toBe(vendor?.vassalage);
      await vendors.getByRole('button', { name: L(lang, 'all_vendors'), exact: true }).click();

      // Sub-type filter (no bingo: language TY is not offered).
      const types = page.getByRole('group', { name: L(lang, 'sub_types') });
      expect(await types.getByRole('button', { name: L(lang, 'subtype_bg') }).count()).toBe(0);
      await types.getByRole('button', { name: L(lang, 'subtype_vp') }).click();
      await expectTiles(list, await games('gameType=RNG&gameClassify=VP', lang));
      await types.getByRole('button', { name: L(lang, 'all_subtypes') }).click();

      // Slot filters: minimum bet 1 or more, 25 lines or more.
      const slots = page.getByRole('group', { name: L(lang, 'slot_filters') });
      await slots.getByRole('button', { name: L(lang, 'filter_min_bet', { amount: '৳1' }) }).click();
      await slots.getByRole('button', { name: L(lang, 'filter_lines', { lines: '25' }) }).click();
      await expectTiles(list, await games('gameType=RNG&minBet=1.00&lines=25', lang));
      await slots.getByRole('button', { name: L(lang, 'filter_min_bet', { amount: '৳1' }) }).click();
      await slots.getByRole('button', { name: L(lang, 'filter_lines', { lines: '25' }) }).click();

      // Name search (debounced).
      const name = (await games('gameType=RNG&pageNo=3', lang))[5] ?? '';
      const search = page.getByRole('searchbox', { name: L(lang, 'search_games') });
      await search.fill(name);
      await expectTiles(list, await games(`gameType=RNG&gameName=${encodeURIComponent(name)}`, lang));
      expect(await tileNames(list)).toContain(name);
      await search.fill('');
      await expectTiles(list, await games('gameType=RNG', lang));

      // Pages: 3 around the current one and 2 at each end.
      const pages = page.getByRole('navigation', { name: L(lang, 'pagination') });
      await pages.getByRole('button', { name: L(lang, 'page_number', { page: '2' }), exact: true }).click();
      await expectTiles(list, await games('gameType=RNG&pageNo=2', lang));
      expect(
        await pages
          .getByRole('button', { name: L(lang, 'page_number', { page: '2' }), exact: true })
          .getAttribute('aria-current'),
      ).toBe('page');
      const total = (await apiValue<GameListValue>(site, gameList('gameType=RNG'))).totalPages;
      const shown = (await pages.getByRole('button').allTextContents()).map((t) => t.trim()).filter(Boolean);
      expect(shown).toEqual(['1', '2', '3', String(total - 1), String(total)]);
    });
  }

  it('adds and removes favourites (optimistic, at most once a second), which survive a reload', async () => {
    const lang = 'en';
    const { token } = await member();
    const page = await open(lang, '/rng?vassalage=PG', { token });
    const list = page.getByRole('list', { name: L(lang, 'con_rng'), exact: true });
    const [first = '', second = ''] = await games('gameType=RNG&vassalage=PG', lang);
    await expectTiles(list, await games('gameType=RNG&vassalage=PG', lang));
    const heart = (name: string) =>
      list.getByRole('button', { name: L(lang, 'favourite_game', { name }), exact: true });
    const favourites = () =>
      apiValue<FavoriteRef[]>(site, '/wps/relay/MCSFE_getFavoriteGames', token).then((refs) => refs.length);

    await heart(first).click();
    // Optimistic: pressed before the server answers (the update lands a tick after the click).
    await expect.poll(() => heart(first).getAttribute('aria-pressed')).toBe('true');
    // A second toggle within the second is ignored.
    await heart(second).click();
    expect(await heart(second).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(favourites).toBe(1);

    await page.goto('/favorite');
    const saved = page.getByRole('list', { name: L(lang, 'favorites'), exact: true });
    await expectTiles(saved, [first]);
    await page.reload();
    await expectTiles(saved, [first]);

    // The home page shows a Favorites section now.
    await page.goto('/');
    await expectTiles(page.getByRole('list', { name: L(lang, 'favorites'), exact: true }), [first]);

    await page.goto('/favorite');
    await saved.getByRole('button', { name: L(lang, 'favourite_game', { name: first }) }).click();
    await page.getByText(L(lang, 'favorites_empty')).waitFor();
    await expect.poll(favourites).toBe(0);
  });

  it('asks a visitor to log in for favourites, the Favorites menu and the account lists', async () => {
    const lang = 'bn';
    const page = await open(lang, '/rng');
    const list = page.getByRole('list', { name: L(lang, 'con_rng'), exact: true });
    const [first = ''] = await games('gameType=RNG', lang);
    await list.getByRole('button', { name: L(lang, 'favourite_game', { name: first }) }).click();
    const login = dialog(page, lang, 'login');
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });

    await page.goto('/');
    await page
      .getByRole('group', { name: L(lang, 'game_menu') })
      .getByRole('button', { name: L(lang, 'favorites'), exact: true })
      .click();
    await login.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/recent');
    await login.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('lists the recently launched games of the account', async () => {
    const lang = 'en';
    const { account, token } = await member();
    const ids = (await apiValue<GameListValue>(site, gameList('gameType=FISH&language=en'))).games;
    await recordRecentGame(site.db, account.id, ids[0]?.nodeId ?? '', new Date(Date.now() - 60_000));
    await recordRecentGame(site.db, account.id, ids[1]?.nodeId ?? '');
    const page = await open(lang, '/recent', { token });
    await page.getByRole('heading', { level: 1, name: L(lang, 'recent_games') }).waitFor();
    await expectTiles(page.getByRole('list', { name: L(lang, 'recent_games'), exact: true }), [
      ids[1]?.gameName ?? '',
      ids[0]?.gameName ?? '',
    ]);
  });

  it('keeps no room below an empty winner board on a phone once its answer is in', async () => {
    const lang = 'en';
    const page = await open(lang, '/', { width: 390 });
    // The board asks for its list only when it comes near, so the empty answer is set up in time.
    await page.route('**/GCSGAME_getRankList*', (route) =>
      route.fulfill({ json: { success: true, value: { list: [] }, message: '' } }),
    );
    const board = page.getByRole('region', { name: L(lang, 'winner_board') });
    for (let i = 0; i < 20 && (await board.count()) === 0; i++) await page.mouse.wheel(0, 500);
    await board.getByText(L(lang, 'winner_board_empty')).waitFor();
    const room = await board.evaluate(
      (section) =>
        section.parentElement!.getBoundingClientRect().height - section.getBoundingClientRect().height,
    );
    expect(room).toBeLessThan(1);
  });

  it('shows the winner board from recorded wins; a row starts its game', async () => {
    const lang = 'en';
    const { account, token } = await member();
    const slots = (await apiValue<GameListValue>(site, gameList('gameType=RNG&language=en'))).games;
    const amounts = [987_654_32n, 543_210_00n, 321_000_00n, 12_345_67n, 9_876_54n, 5_000_00n];
    for (const [index, amount] of amounts.entries()) {
      await recordWin(site.db, {
        memberId: account.id,
        nodeId: slots[index]?.nodeId ?? '',
        roundRef: `e2e-${account.id}-${index}`,
        winAmountMinor: amount,
      });
    }
    const { list } = await apiValue<RankListValue>(site, '/wps/relay/GCSGAME_getRankList?language=en');
    const masked = list[0]?.vo.customerName ?? '';
    expect(masked).not.toBe(account.username);

    const page = await open(lang, '/');
    const board = page.getByRole('region', { name: L(lang, 'winner_board') });
    for (let i = 0; i < 20 && (await board.count()) === 0; i++) await page.mouse.wheel(0, 500);
    await board.scrollIntoViewIfNeeded();
    const podium = board.getByRole('list').first();
    await podium.getByText(formatMoney(987_654_32n, '৳')).waitFor();
    const top = (await podium.getByRole('listitem').allTextContents()).join(' ');
    expect(top).toContain(masked);
    expect(top).toContain(formatMoney(543_210_00n, '৳'));
    expect(top).toContain(formatMoney(321_000_00n, '৳'));
    // From rank 4 on: the scrolling list.
    const fourth = board.getByRole('button', {
      name: new RegExp(formatMoney(12_345_67n, '৳').replace('.', '\\.')),
    });
    expect(await fourth.textContent()).toContain(slots[3]?.gameName);
    expect(parseMinor(list[3]?.vo.winAmount ?? '')).toBe(12_345_67n);

    // A visitor is asked to log in; a real account starts the game.
    await fourth.click();
    await dialog(page, lang, 'login').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`/?token=${token}`);
    for (let i = 0; i < 20 && (await board.count()) === 0; i++) await page.mouse.wheel(0, 500);
    await board
      .getByRole('button', { name: new RegExp(formatMoney(987_654_32n, '৳').replace('.', '\\.')) })
      .click();
    const launch = page.getByRole('dialog', { name: slots[0]?.gameName });
    await launch.getByTitle(L(lang, 'launch_frame_title', { name: slots[0]?.gameName ?? '' })).waitFor();
  });

  it('starts games by account type: guest login, trial notice, vendor list, lottery page, launch', async () => {
    const lang = 'en';
    const slots = await games('gameType=RNG', lang);
    const tile = (page: Page, name: string) =>
      page
        .getByRole('list', { name: L(lang, 'con_rng'), exact: true })
        .getByRole('button', { name, exact: true });

    // Guest: the login popup, nothing starts.
    let page = await open(lang, '/rng');
    await tile(page, slots[0] ?? '').click();
    await dialog(page, lang, 'login').waitFor();
    await context?.close();

    // Trial account (free play): in_need_true_account, whose confirm button opens registration.
    page = await open(lang, '/rng');
    const unreadCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('CSP_unreadCount')) unreadCalls.push(request.url());
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: L(lang, 'free_play') })
      .click();
    await page.getByRole('button', { name: L(lang, 'account_menu') }).waitFor();
    await tile(page, slots[0] ?? '').click();
    const notice = page.getByRole('alertdialog', { name: L(lang, 'trial_account') });
    await notice.getByText(L(lang, 'in_need_true_account')).waitFor();
    await notice.getByRole('button', { name: L(lang, 'in_increase_submit') }).click();
    await dialog(page, lang, 'register').waitFor();
    expect(unreadCalls).toEqual([]);
    await context?.close();

    // Real account: the game opens in the game popup's frame (e2e/games.e2e.ts plays it).
    const { token } = await member();
    page = await open(lang, '/rng', { token });
    await tile(page, slots[0] ?? '').click();
    const launch = page.getByRole('dialog', { name: slots[0] });
    await launch.getByTitle(L(lang, 'launch_frame_title', { name: slots[0] ?? '' })).waitFor();
    await launch.getByRole('button', { name: L(lang, 'close') }).click();
    await launch.waitFor({ state: 'detached' });

    // A vendor entry (VASSALAGE) opens the popup list of that vendor's games.
    await page.goto('/live');
    const live = (await apiValue<GameListValue>(site, gameList('gameType=LIVE&language=en'))).games;
    const lobby = live.find((game) => game.isGame === 'VASSALAGE');
    await page
      .getByRole('list', { name: L(lang, 'con_live'), exact: true })
      .getByRole('button', { name: lobby?.gameName, exact: true })
      .click();
    const vendorPopup = page.getByRole('dialog', { name: lobby?.vendorName });
    await expectTiles(
      vendorPopup.getByRole('list'),
      await games(`gameType=LIVE&vassalage=${lobby?.vassalage}`, lang),
    );
    await page.keyboard.press('Escape');

    // Lottery vendors open their page.
    await page.goto('/lott');
    const lottery = (await apiValue<GameListValue>(site, gameList('gameType=LOTT&language=en'))).games;
    const lott = lottery.find((game) => game.vassalage === 'LOTT');
    await page
      .getByRole('list', { name: L(lang, 'con_lott'), exact: true })
      .getByRole('button', { name: lott?.gameName, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/lottery');
    expect(new URL(page.url()).searchParams.get('gameCode')).toBe(lott?.gameCode);
    // The game's own betting view (the centre's "Lottery" heading stays up while the page's code loads).
    await page.getByRole('heading', { level: 1, name: lott?.gameName, exact: true }).waitFor();
  });

  it('shows the announcement popup after a language change or a login, once per user type', async () => {
    const page = await open('bn', '/', { skipPopups: false });
    const popups = await listAnnouncementsForOperator(site.db);
    const visitorPopup = popups.find((a) => a.type === 'PU' && a.execution === 'B');
    const memberPopup = popups.find((a) => a.type === 'PU' && a.execution !== 'B');
    const languageSelect = (lang: Lang) => page.getByRole('combobox', { name: L(lang, 'language') });

    await languageSelect('bn').selectOption('en');
    const popup = page.getByRole('dialog', { name: L('en', 'announcement') });
    await popup.getByRole('heading', { name: visitorPopup?.texts.en?.title }).waitFor();
    await popup.getByRole('button', { name: L('en', 'got_it') }).click();
    await popup.waitFor({ state: 'detached' });

    // Closed: skipped on the next language change.
    await languageSelect('en').selectOption('bn');
    await page.locator('html[lang="bn"]').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // A login is another user type: its popup shows, once.
    const { account } = await member();
    await page
      .getByRole('banner')
      .getByRole('button', { name: L('bn', 'login'), exact: true })
      .click();
    const login = dialog(page, 'bn', 'login');
    await field(login, 'bn', 'username').fill(account.username);
    await field(login, 'bn', 'password').fill(account.password);
    await login.getByRole('button', { name: L('bn', 'login_submit'), exact: true }).click();
    const memberDialog = page.getByRole('dialog', { name: L('bn', 'announcement') });
    await memberDialog.getByRole('heading', { name: memberPopup?.texts.bn?.title }).waitFor();
    await page.keyboard.press('Escape');
    await memberDialog.waitFor({ state: 'detached' });

    await languageSelect('bn').selectOption('en');
    await page.locator('html[lang="en"]').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const flags = await page.evaluate(
      () => JSON.parse(localStorage.getItem('announcementClosed') ?? '{}') as unknown,
    );
    expect(flags).toEqual({ guest: [visitorPopup?.id], member: [memberPopup?.id] });
  });

  it('opens the notice popup from the marquee, 9 notices a page, sanitised', async () => {
    const created: string[] = [];
    for (let index = 1; index <= 8; index++) {
      const notice = await createAnnouncement(
        site.db,
        announcementInputSchema.parse({
          type: 'PL',
          sort: 100 + index,
          texts: {
            en: {
              title: `Extra notice ${index}`,
              content: `<p>Notice body ${index}</p><img src="/none.png" onerror="window.__hacked = 1"><script>window.__hacked = 2</script>`,
            },
          },
        }),
      );
      created.push(notice.id);
    }
    try {
      const lang = 'en';
      const page = await open(lang);
      const marquee = page.getByRole('button', { name: new RegExp(`^${L(lang, 'notices')}:`) });
      await marquee.click();
      const popup = page.getByRole('dialog', { name: L(lang, 'notices') });
      await expect.poll(() => popup.locator('details').count()).toBe(9);
      await popup.getByRole('button', { name: L(lang, 'page_number', { page: '2' }), exact: true }).click();
      await expect.poll(() => popup.locator('details').count()).toBe(2);
      await popup.locator('summary').first().click();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    } finally {
      for (const id of created) await deleteAnnouncement(site.db, id);
    }
  });

  it('reads and deletes platform messages, and the unread badges follow', async () => {
    const lang = 'en';
    const { account, token } = await member();
    await sendMessage(site.db, account.id, { title: 'First message', content: '<p>Hello <b>there</b></p>' });
    await sendMessage(site.db, account.id, { title: 'Second message', content: '<p>Second body</p>' });
    const page = await open(lang, '/', { token });
    const side = page.getByRole('navigation', { name: L(lang, 'side_menu') });
    const messagesLink = side.getByRole('link', { name: L(lang, 'platform_messages') });
    await messagesLink.getByText(L(lang, 'unread_count', { count: '2' })).waitFor();
    const avatar = page.getByRole('button', { name: L(lang, 'account_menu') });
    expect(await avatar.textContent()).toContain(L(lang, 'unread_count', { count: '2' }));

    await messagesLink.click();
    await page.getByRole('heading', { level: 1, name: L(lang, 'platform_messages') }).waitFor();
    const inbox = page.getByRole('list', { name: L(lang, 'platform_messages'), exact: true });
    await expect.poll(() => inbox.getByRole('listitem').count()).toBe(2);
    await page.getByText(L(lang, 'messages_unread_count', { count: '2' })).waitFor();

    // Opening marks it read.
    await inbox.getByRole('button', { name: /^Second message/ }).click();
    const opened = page.getByRole('dialog', { name: 'Second message' });
    await opened.getByText('Second body').waitFor();
    await opened
      .getByRole('button', { name: L(lang, 'close') })
      .first()
      .click();
    await messagesLink.getByText(L(lang, 'unread_count', { count: '1' })).waitFor();

    // Deleting asks first.
    await inbox.getByRole('button', { name: L(lang, 'delete_message', { title: 'First message' }) }).click();
    const confirm = page.getByRole('alertdialog', { name: L(lang, 'delete_message_title') });
    await confirm.getByRole('button', { name: L(lang, 'cancel') }).click();
    await expect.poll(() => inbox.getByRole('listitem').count()).toBe(2);
    await inbox.getByRole('button', { name: L(lang, 'delete_message', { title: 'First message' }) }).click();
    await confirm.getByRole('button', { name: L(lang, 'confirm') }).click();
    await expect.poll(() => inbox.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => messagesLink.textContent()).toBe(L(lang, 'platform_messages'));
    expect(
      await apiValue<{ count: number }>(site, '/wps/relay/CSP_unreadCount', token).then((v) => v.count),
    ).toBe(0);
  });
});
