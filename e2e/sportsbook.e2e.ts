import type { SbDatabase, SportsbookProvider } from '@app/sportsbook-provider';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sb from '../apps/web/src/features/sportsbook/locales/bn.json' with { type: 'json' };
import { importSportsbookGames, testFixture } from '../apps/server/src/testing/sportsbook.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import { insertAccount } from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { skipAnnouncementPopups } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';
import { testSportsbook } from './support/sportsbook.js';
import { api, apiLogin } from './support/wallet.js';

/** Bengali labels of the sportsbook. */
const t = (key: keyof typeof sb, params: Record<string, string> = {}) =>
  sb[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);

/** A phone in Bengali (the site default) at the sportsbook: the feed is driven by the test, like a real odds feed. */
describe('sportsbook (phone, Bengali)', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let book: SportsbookProvider;
  let token = '';

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    await importSportsbookGames(site.db);
    const account = await insertAccount(site.db);
    await fund(site.db, account.id, '500.00');
    token = await apiLogin(site, account.username, account.password);
    book = testSportsbook(site);
    await book.operator.updateSettings({ inPlayDelayMs: 1_500 });
  });

  afterAll(async () => {
    await context?.close();
    await book?.stop();
    await browser?.close();
    await site?.close();
  });

  async function open(path: string): Promise<Page> {
    await context?.close();
    context = await browser.newContext({
      baseURL: site.baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(uiTimeout);
    await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`);
    return page;
  }

  async function balance(): Promise<string> {
    const answer = await api<{ balance: string }>(site, 'GET', '/wps/v2/wallets/balance', { token });
    return answer.body.value.balance;
  }

  async function newFixture(options: Parameters<typeof testFixture>[0] = {}) {
    const fixture = testFixture(options);
    await book.applyFeed(fixture.messages);
    return fixture;
  }

  const price = (page: Page, fixtureId: string, name: string) =>
    page.locator(`[data-fixture="${fixtureId}"] button[aria-pressed]`, { hasText: name }).first();

  async function placeFromSlip(page: Page, stake: string) {
    await page
      .getByRole('button', { name: new RegExp(t('sb_bet_slip')) })
      .first()
      .click();
    await page.locator('input[name="stake"]').fill(stake);
    await page
      .getByRole('complementary')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
  }

  const settleWinner = (fixtureId: string, key: string, winner: string, ids: string[]) =>
    book.applyFeed([
      {
        type: 'bet_settlement',
        fixtureId,
        markets: [
          {
            key,
            outcomes: Object.fromEntries(ids.map((id) => [id, { result: id === winner ? 'won' : 'lost' }])),
          },
        ],
      },
    ]);
  const settleAll = async () => {
    await book.runSettlementOnce();
    await book.runOutboxOnce();
  };

  it('places a cricket single and a three-leg football multiple; settled, the balance and betting record follow', async () => {
    const cricket = await newFixture({ sport: 'cricket' });
    const football = [await newFixture(), await newFixture(), await newFixture()];
    const page = await open('/sports');
    await price(page, cricket.fixtureId, 'Home').click();
    await placeFromSlip(page, '10');
    await page
      .getByRole('status')
      .filter({ hasText: t('sb_bet_placed') })
      .waitFor();
    await expect.poll(balance, { timeout: uiTimeout }).toBe('490.00');

    await page.getByRole('button', { name: t('sb_close') }).click();
    for (const fixture of football) await price(page, fixture.fixtureId, 'Home').click();
    await page
      .getByRole('button', { name: new RegExp(t('sb_bet_slip')) })
      .first()
      .click();
    await page
      .getByText(t('sb_multiple', { count: '3' }))
      .first()
      .waitFor();
    await page.locator('input[name="stake"]').fill('10');
    // 2.00 x 2.00 x 2.00 = 8.00: the potential return shows before placing.
    expect(await page.getByTestId('potential-return').textContent()).toBe('৳80.00');
    await page
      .getByRole('complementary')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: t('sb_bet_placed') })
      .waitFor();
    await expect.poll(balance, { timeout: uiTimeout }).toBe('480.00');

    await settleWinner(cricket.fixtureId, 'winner', 'home', ['home', 'draw', 'away']);
    for (const fixture of football)
      await settleWinner(fixture.fixtureId, 'winner', 'home', ['home', 'draw', 'away']);
    await settleAll();
    await expect.poll(balance, { timeout: uiTimeout }).toBe('580.00');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const records = await api<{ list: { status: string }[] }>(
      site,
      'GET',
      `/wps/relay/ODSFE2_MemBetDet?from=${today}&to=${today}`,
      { token },
    );
    expect(records.body.value.list.filter((r) => r.status === 'settled')).toHaveLength(2);

    await page.getByRole('button', { name: t('sb_close') }).click();
    await page.getByRole('tab', { name: t('sb_my_bets') }).click();
    await page.getByRole('tab', { name: t('sb_bets_settled') }).click();
    await expect
      .poll(() =>
        page
          .locator('[data-bet]')
          .filter({ hasText: t('sb_status_settled') })
          .count(),
      )
      .toBe(2);
  });

  it('asks to accept an in-play odds change, then takes the bet; and cashes it out', async () => {
    const live = await newFixture({ live: true });
    const page = await open('/sports?when=live');
    await price(page, live.fixtureId, 'Home').click();
    await page
      .getByRole('button', { name: new RegExp(t('sb_bet_slip')) })
      .first()
      .click();
    await page.locator('input[name="stake"]').fill('20');
    await page
      .getByRole('complementary')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
    // During the in-play delay the price moves against the player.
    await expect
      .poll(
        async () =>
          (
            await site.db
              .withTables<SbDatabase>()
              .selectFrom('sb_bet')
              .select('id')
              .where('status', '=', 'pending')
              .execute()
          ).length,
      )
      .toBe(1);
    const moved = testFixture({ live: true });
    const odds = moved.messages[1]!;
    if (odds.type !== 'odds_change') throw new Error('unexpected');
    await book.applyFeed([
      {
        ...odds,
        fixtureId: live.fixtureId,
        markets: odds.markets.map((m) =>
          m.key === 'winner'
            ? { ...m, selections: m.selections.map((s) => (s.id === 'home' ? { ...s, odds: 180 } : s)) }
            : m,
        ),
      },
    ]);
    await page
      .getByRole('alert')
      .filter({ hasText: t('sb_error_odds_changed') })
      .waitFor();
    await expect.poll(balance, { timeout: uiTimeout }).toBe('580.00');
    await page.getByRole('button', { name: t('sb_accept_new_odds') }).click();
    await page
      .getByRole('complementary')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('sb_place_bet') })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: t('sb_bet_placed') })
      .waitFor();
    await expect.poll(balance, { timeout: uiTimeout }).toBe('560.00');

    // Cash-out at the current price (1.80 taken, 1.80 now): 20.00 less the 5% margin.
    await page.getByRole('button', { name: t('sb_close') }).click();
    await page.getByRole('tab', { name: t('sb_my_bets') }).click();
    await page.getByRole('button', { name: t('sb_cash_out', { amount: '19.00' }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('sb_cash_out_confirm') })
      .click();
    await expect.poll(balance).toBe('579.00');
  });

  it('bets on a cockfight in the arena and is paid when Meron wins', async () => {
    const fight = await newFixture({ product: 'cockfight' });
    const page = await open('/cockfight');
    await page.locator('svg[role="img"]').first().waitFor();
    await page.locator('button[aria-pressed]', { hasText: 'মেরন' }).first().click();
    await placeFromSlip(page, '10');
    await page
      .getByRole('status')
      .filter({ hasText: t('sb_bet_placed') })
      .waitFor();
    await expect.poll(balance, { timeout: uiTimeout }).toBe('569.00');
    await book.applyFeed([{ type: 'bet_stop', fixtureId: fight.fixtureId }]);
    await settleWinner(fight.fixtureId, 'fight', 'meron', ['meron', 'wala', 'draw']);
    await settleAll();
    await expect.poll(balance, { timeout: uiTimeout }).toBe('588.00');
  });
});
