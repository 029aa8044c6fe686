import type { GameLaunchResult, GameListValue, LotteryMenuValue } from '@app/contracts';
import { createLotteryProvider, type LotteryProvider } from '@app/lottery-provider';
import type { SbDatabase } from '@app/sportsbook-provider';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseProviderDevelopmentSecret, lotteryProviderSecretFrom } from '../apps/server/src/config.js';
import { importCatalog } from '../apps/server/src/modules/lobby/catalog/catalog.service.js';
import { saveStaffRole } from '../apps/server/src/modules/ops/staff/staff.service.js';
import { testFixture } from '../apps/server/src/testing/sportsbook.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import gamesEn from '../apps/web/src/features/ops-games/locales/en.json' with { type: 'json' };
import lotteryEn from '../apps/web/src/features/ops-lottery/locales/en.json' with { type: 'json' };
import sportsbookEn from '../apps/web/src/features/ops-sportsbook/locales/en.json' with { type: 'json' };
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import { insertAccount } from './support/accounts.js';
import { useSiteAndBrowser } from './support/harness.js';
import { apiValue } from './support/lobby.js';
import { signInNewStaff } from './support/ops.js';
import { testSportsbook } from './support/sportsbook.js';
import { api, apiLogin } from './support/wallet.js';

const o = (key: keyof typeof opsEn) => opsEn[key];
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
const g = (key: keyof typeof gamesEn, params: Record<string, string | number> = {}) =>
  fill(gamesEn[key], params);
const l = (key: keyof typeof lotteryEn, params: Record<string, string | number> = {}) =>
  fill(lotteryEn[key], params);
const sb = (key: keyof typeof sportsbookEn, params: Record<string, string | number> = {}) =>
  fill(sportsbookEn[key], params);

describe('operator console games', () => {
  const env = useSiteAndBrowser();
  let lottery: LotteryProvider;

  beforeAll(async () => {
    lottery = createLotteryProvider({
      db: env.site.db,
      providerCode: 'LOTTERY',
      secret: lotteryProviderSecretFrom(houseProviderDevelopmentSecret),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      wallet: {
        async send(path, headers, body) {
          const response = await fetch(`${env.site.baseUrl}${path}`, { method: 'POST', headers, body });
          return { status: response.status, body: await response.text() };
        },
      },
    });
    // A role holding only the game controls, as an operator would define it.
    await saveStaffRole(
      env.site.db,
      { code: 'games_desk', name: 'Games desk', permissions: ['games'], ipAllowList: [] },
      { staffId: null, staffUsername: null, ip: null },
    );
  });

  afterAll(async () => {
    await lottery?.stop();
  });

  /** A fresh staff member of a role holding only `games`, signed in on /ops. */
  async function signInGamesStaff(): Promise<Page> {
    const context = await env.newContext();
    return signInNewStaff(env.site, context, 'games_desk');
  }

  /** The menu shows the staff member's pages only: the game pages, never the configuration. */
  async function openMenuItem(page: Page, key: keyof typeof opsEn) {
    const menu = page.getByRole('navigation', { name: o('ops_menu') });
    expect(await menu.getByRole('link', { name: o('ops_configuration'), exact: true }).count()).toBe(0);
    await menu.getByRole('link', { name: o(key), exact: true }).click();
  }

  it('a games staff member disables a game and it disappears from the lobby', async () => {
    await importCatalog(env.site.db, {
      format: 'json',
      content: JSON.stringify([
        { vendor: 'PG', gameCode: 'e2eops1', gameType: 'RNG', names: { en: 'Console Test Tiger' } },
      ]),
    });
    const lobbyCodes = async () =>
      (
        await apiValue<GameListValue>(
          env.site,
          '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=Console%20Test',
        )
      ).games.map((game) => game.gameCode);
    expect(await lobbyCodes()).toEqual(['e2eops1']);

    const page = await signInGamesStaff();
    await openMenuItem(page, 'ops_menu_games');
    await page.getByRole('heading', { level: 1, name: g('ops_games_heading') }).waitFor();
    await page.getByLabel(g('ops_games_search'), { exact: false }).fill('Console Test');
    await page.getByRole('button', { name: g('ops_games_search_button'), exact: true }).click();
    const toggle = page.getByRole('checkbox', {
      name: g('ops_games_enable_game', { name: 'Console Test Tiger' }),
    });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    // The box follows the saved state (it turns off once the server has the change), so a click, then a wait.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);

    await expect.poll(lobbyCodes).toEqual([]);
    const audit = await env.site.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'games.game.update')
      .execute();
    expect(audit.at(-1)?.after).toMatchObject({ enabled: false });
  });

  /** A lottery provider call as the lottery page makes it. */
  async function lp<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${env.site.baseUrl}/lp${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { value: T };
    if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
    return envelope.value;
  }

  /** A funded player who buys one SSC1 ticket (৳1) on the draw taking bets now: answers its issue. */
  async function playerWithTicket(): Promise<{ token: string; issue: string }> {
    const account = await insertAccount(env.site.db);
    await fund(env.site.db, account.id, '100');
    const token = await apiLogin(env.site, account.username, account.password);
    const menu = await api<LotteryMenuValue>(env.site, 'GET', '/lgw/vn/games/game_menu?device=WEB');
    const nodeId = menu.body.value.games.find((game) => game.gameCode === 'SSC1')?.nodeId;
    const launched = await api<GameLaunchResult>(env.site, 'POST', '/wps/game/launchGame', {
      token,
      body: { nodeId, language: 'en' },
    });
    const launchToken = new URL(launched.body.value.url, env.site.baseUrl).searchParams.get('launch');
    const session = await lp<{ sessionToken: string }>('POST', '/api/sessions', { launchToken });
    const { oddsVersion } = await lp<{ oddsVersion: string }>('GET', '/api/games/SSC1');
    const bought = await lp<{ tickets: { issue: string }[] }>(
      'POST',
      '/api/tickets',
      {
        requestId: `ops-void-${Date.now()}`,
        gameCode: 'SSC1',
        unit: '1.00',
        multiplier: 1,
        selections: [{ betType: 'SSC_SUM_BSOE', picks: [['big']] }],
        oddsVersion,
      },
      session.sessionToken,
    );
    return { token, issue: bought.tickets[0]!.issue };
  }

  const balanceOf = async (token: string) =>
    (await api<{ balance: string }>(env.site, 'GET', '/wps/v2/wallets/balance', { token })).body.value
      .balance;

  it('a games staff member voids a lottery draw from the console, after a confirmation: its ticket is refunded', async () => {
    const game = await lottery.operator.updateGame('SSC1', {
      schedule: { kind: 'interval', everySeconds: 300 },
      closeSeconds: 5,
    });
    await lottery.runOnce();
    const player = await playerWithTicket();
    expect(await balanceOf(player.token)).toBe('99.00');

    const page = await signInGamesStaff();
    await openMenuItem(page, 'ops_menu_lottery');
    await page.getByRole('heading', { level: 1, name: l('ops_lottery_heading') }).waitFor();
    await page
      .getByRole('button', { name: l('ops_lottery_open', { name: game.names.en }), exact: true })
      .click();
    await page
      .getByRole('heading', { level: 2, name: l('ops_lottery_draws_of', { name: game.names.en }) })
      .waitFor();

    await page
      .getByRole('button', { name: l('ops_lottery_void_issue', { issue: player.issue }), exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(l('ops_lottery_void_warning', { issue: player.issue })).waitFor();
    await dialog.getByLabel(l('ops_lottery_void_reason'), { exact: true }).fill('Draw feed failed');
    await dialog.getByRole('button', { name: l('ops_lottery_void_confirm'), exact: true }).click();
    await page.getByText(l('ops_lottery_voided', { issue: player.issue, count: 1 })).waitFor();

    const draw = await env.site.db
      .selectFrom('lp_draw' as never)
      .select('status' as never)
      .where('game_code' as never, '=', 'SSC1' as never)
      .where('issue' as never, '=', player.issue as never)
      .executeTakeFirst();
    expect((draw as { status: string } | undefined)?.status).toBe('void');
    await lottery.runOutboxOnce();
    await expect.poll(() => balanceOf(player.token)).toBe('100.00');
  });

  it('the lottery prize mode and odds forms open with the values in force', async () => {
    await lottery.operator.updatePrizeMode('ZY', { returnBp: 9_650, rebateBp: 120 });
    await lottery.operator.setOdds({
      prizeMode: 'ZY',
      family: 'SSC',
      betType: 'SSC_STAR1_DIRECT',
      odds: { '': 9.75 },
    });
    const page = await signInGamesStaff();
    await openMenuItem(page, 'ops_menu_lottery');
    await page.getByRole('heading', { level: 1, name: l('ops_lottery_heading') }).waitFor();

    const modes = page.getByRole('region', { name: l('ops_lottery_prize_modes') });
    await modes.getByLabel(l('ops_lottery_prize_mode'), { exact: true }).selectOption('ZY');
    await expect
      .poll(() => modes.getByLabel(l('ops_lottery_return'), { exact: true }).inputValue())
      .toBe('96.5');
    expect(await modes.getByLabel(l('ops_lottery_rebate'), { exact: true }).inputValue()).toBe('1.2');

    const odds = page.getByRole('region', { name: l('ops_lottery_odds') });
    await odds.getByLabel(l('ops_lottery_prize_mode'), { exact: true }).selectOption('ZY');
    await odds.getByLabel(l('ops_lottery_family'), { exact: true }).selectOption('SSC');
    await odds.getByLabel(l('ops_lottery_bet_type'), { exact: true }).selectOption('SSC_STAR1_DIRECT');
    const value = odds.getByLabel(l('ops_lottery_odds_value'), { exact: true });
    await expect.poll(() => value.inputValue()).toBe('9.75');
    await odds.getByText(l('ops_lottery_odds_overridden')).waitFor();

    // Saving another value reads it back into the form.
    await value.fill('9.7');
    await odds.getByRole('button', { name: l('ops_lottery_save'), exact: true }).click();
    await odds
      .getByRole('status')
      .filter({ hasText: o('ops_saved') })
      .waitFor();
    const stored = await lottery.operator.odds('ZY', 'SSC');
    expect(stored.find((type) => type.betType === 'SSC_STAR1_DIRECT')).toEqual({
      betType: 'SSC_STAR1_DIRECT',
      odds: { '': 9.7 },
      overridden: true,
    });
  });

  it('a games staff member finds a market by its id, refuses a bad id, settles it and reads the result back', async () => {
    const book = testSportsbook(env.site);
    try {
      const fixture = testFixture();
      await book.applyFeed(fixture.messages);
      const market = await env.site.db
        .withTables<SbDatabase>()
        .selectFrom('sb_market as m')
        .innerJoin('sb_fixture as f', 'f.id', 'm.fixture_id')
        .select(['m.id', 'm.name', 'f.home', 'f.away'])
        .where('m.fixture_id', '=', fixture.fixtureId)
        .where('m.key', '=', 'winner')
        .executeTakeFirstOrThrow();
      const name = `${market.home.en} v ${market.away.en} · ${market.name.en}`;

      const page = await signInGamesStaff();
      await openMenuItem(page, 'ops_menu_sportsbook');
      const byId = page.getByRole('region', { name: sb('ops_sportsbook_by_id') });
      const id = byId.getByLabel(sb('ops_sportsbook_market_id'), { exact: true });
      const show = byId.getByRole('button', { name: sb('ops_sportsbook_show_market'), exact: true });
      await id.fill('12x');
      await show.click();
      await byId.getByText(sb('ops_sportsbook_market_id_invalid')).waitFor();
      const unknown = String(BigInt(market.id) + 1_000_000n);
      await id.fill(unknown);
      await show.click();
      await byId
        .getByRole('alert')
        .getByText(sb('ops_sportsbook_market_not_found', { id: unknown }))
        .waitFor();

      await id.fill(market.id);
      await show.click();
      const found = byId.getByRole('group', { name });
      const resultOf = (selection: string) =>
        found.getByRole('row').filter({ hasText: selection }).getByRole('cell').nth(2);
      expect(await resultOf('Home').textContent()).toBe('—');
      await found.getByLabel(sb('ops_sportsbook_winner'), { exact: true }).selectOption({ label: 'Home' });
      await found.getByRole('button', { name: sb('ops_sportsbook_settle'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(sb('ops_sportsbook_settle_confirm', { market: name, winner: 'Home' })).waitFor();
      await dialog.getByRole('button', { name: sb('ops_sportsbook_confirm'), exact: true }).click();

      // Read back settled: the results, and resettlement offered instead of settlement.
      await found.getByRole('button', { name: sb('ops_sportsbook_resettle'), exact: true }).waitFor();
      expect(await resultOf('Home').textContent()).toBe(sb('ops_sportsbook_result_won'));
      expect(await resultOf('Away').textContent()).toBe(sb('ops_sportsbook_result_lost'));
      expect((await book.operator.market(market.id)).status).toBe('settled');
    } finally {
      await book.stop();
    }
  });
});
