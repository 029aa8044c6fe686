import {
  formatMoney,
  getTeamBetsEndpoint,
  getUserLossEndpoint,
  type ProfitLossValue,
  type TeamBetsPage,
  type UserLossPage,
} from '@app/contracts';
import { createLotteryProvider, type LotteryProvider } from '@app/lottery-provider';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import lotteryBn from '../apps/web/src/features/lottery/locales/bn.json' with { type: 'json' };
import { houseProviderDevelopmentSecret, lotteryProviderSecretFrom } from '../apps/server/src/config.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import { scaled } from '../apps/server/src/testing/time-scale.js';
import { updateMember } from '../apps/server/src/modules/identity/member/member.service.js';
import { insertAccount } from './support/accounts.js';
import { launchBrowser, newMobileContext } from './support/browser.js';
import { gameLabel } from './support/games.js';
import { apiValue, lobbyLabel, skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

/** Visible Bengali text of a lottery key, with {{params}} filled in. */
const T = (key: keyof typeof lotteryBn, params: Record<string, string | number> = {}) =>
  lotteryBn[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));

describe('lottery in the browser (phone, Bengali)', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext | undefined;
  /** A scheduler pass by hand (tests run without jobs): draws and settles what is due. */
  let lottery: LotteryProvider;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    lottery = createLotteryProvider({
      db: site.db,
      providerCode: 'LOTTERY',
      secret: lotteryProviderSecretFrom(houseProviderDevelopmentSecret),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      wallet: {
        async send(path, headers, body) {
          const response = await fetch(`${site.baseUrl}${path}`, { method: 'POST', headers, body });
          return { status: response.status, body: await response.text() };
        },
      },
    });
    // A short interval so the test sees its draw: every 10 seconds, betting closing 2 seconds before.
    await lottery.operator.updateGame('SSC1', {
      schedule: { kind: 'interval', everySeconds: 10 },
      closeSeconds: 2,
    });
  });

  afterAll(async () => {
    await lottery?.stop();
    await browser?.close();
    await site?.close();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(path: string, token?: string): Promise<Page> {
    context = await newMobileContext(browser, site.baseUrl);
    context.setDefaultTimeout(scaled(20_000));
    await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    await page.goto(token ? `${path}${path.includes('?') ? '&' : '?'}token=${token}` : path);
    await page.locator('html[lang="bn"]').waitFor();
    return page;
  }

  async function player(balance: string, uplineId?: string) {
    const account = await insertAccount(site.db);
    if (uplineId) await updateMember(site.db, account.id, { upline_id: uplineId });
    await fund(site.db, account.id, balance);
    return tokenFor(site, account.username, account.password);
  }

  /**
   * Confirms the slip. The slip names the issue on screen: one that closes while the dialog is open
   * (draws every 10 s here) is refused and the next issue shown, so the player confirms again.
   */
  async function confirmSlip(page: Page, slip: Locator, tickets: number) {
    const dialog = page.getByRole('dialog', { name: T('lt_confirm_title') });
    const bought = slip.getByText(T('lt_bought', { count: tickets }));
    const closed = dialog.getByText(T('lt_err_betting_closed'));
    for (let attempt = 0; attempt < 3; attempt++) {
      await dialog.getByRole('button', { name: T('lt_confirm') }).click();
      await bought.or(closed).first().waitFor();
      if (await bought.isVisible()) return;
      await page.waitForTimeout(1_000);
    }
    await bought.waitFor();
  }

  /** Runs scheduler passes until the draw at `drawAt` is drawn and settled and its wallet calls sent. */
  async function drawAt(iso: string) {
    await expect
      .poll(
        async () => {
          if (Date.now() < Date.parse(iso)) return false;
          await lottery.runOnce();
          const draws = await site.db
            .selectFrom('lp_draw' as never)
            .select('status' as never)
            .where('draw_at' as never, '=', new Date(iso) as never)
            .where('game_code' as never, '=', 'SSC1' as never)
            .execute();
          return draws.every((d) => (d as { status: string }).status === 'settled');
        },
        { timeout: scaled(40_000), interval: 1_000 },
      )
      .toBe(true);
    await lottery.runOutboxOnce();
  }

  it('shows the lottery and e-lottery on home (at most 6 games each); a game opens its lottery page', async () => {
    const token = await player('10.00');
    const page = await open('/', token);
    for (const [id, key] of [
      ['home-lott', 'con_lott'],
      ['home-elott', 'con_elott'],
    ] as const) {
      const section = page.getByRole('region', { name: lobbyLabel('bn', key), exact: true });
      // Below the fold: the section appears once scrolled near. Short steps: a long wheel jump can
      // pass it between two frames, and the observer never sees it near.
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 400);
            return section.getByRole('button').count();
          },
          { timeout: scaled(15_000) },
        )
        .toBeGreaterThan(0);
      expect(await section.getByRole('button').count()).toBeLessThanOrEqual(6);
      expect(await page.locator(`#${id}`).count()).toBe(1);
    }
    const lottery = page.getByRole('region', { name: lobbyLabel('bn', 'con_lott'), exact: true });
    await lottery.getByRole('button').first().click();
    await page.waitForURL(/\/(lottery\?gameCode=|vnLottery|seaLottery)/);
  });

  it('sends a visitor to the login', async () => {
    const page = await open('/vnLottery');
    await page.waitForURL(/\/login\?redirect=%2FvnLottery/);
  });

  it('buys an SSC slip with two selections and a chase; the draw pays the win into the balance, the ticket list, the betting record, P&L and the agent report', async () => {
    // The player is a member of an agent's team: the agent's reports count its lottery turnover.
    const agent = await insertAccount(site.db, { type: 1 });
    const agentToken = await tokenFor(site, agent.username, agent.password);
    const token = await player('500.00', agent.id);
    const page = await open('/lottery?gameCode=SSC1', token);
    const slip = page.getByRole('region', { name: T('lt_bet_slip') });
    await slip.waitFor();

    // Big and small on the total: one of them always wins.
    await slip.getByLabel(T('lt_bet_type')).selectOption('SSC_SUM_BSOE');
    await slip.getByRole('button', { name: T('lt_token_big'), exact: true }).click();
    await slip.getByRole('button', { name: T('lt_token_small'), exact: true }).click();
    await slip.getByRole('button', { name: T('lt_add_selection', { count: 2 }) }).click();
    // Every digit on the last position: one of them always wins.
    await slip.getByLabel(T('lt_bet_type')).selectOption('SSC_STAR1_DIRECT');
    for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      await slip.getByRole('button', { name: digit, exact: true }).click();
    }
    await slip.getByRole('button', { name: T('lt_add_selection', { count: 10 }) }).click();
    await slip.getByLabel(T('lt_chase_draws')).fill('2');
    await expect.poll(() => slip.getByTestId('slip-total').textContent()).toBe(formatMoney(2_400n));

    await slip.getByRole('button', { name: T('lt_place_bet') }).click();
    await confirmSlip(page, slip, 2);

    // The first ticket's draw (the newest two tickets are this slip's).
    const { rows } = await sql<{ draw_at: Date }>`
      select d.draw_at from lp_ticket t join lp_draw d on d.id = t.draw_id order by t.id desc limit 2`.execute(
      site.db,
    );
    const firstDraw = rows.map((row) => row.draw_at).sort((a, b) => +a - +b)[0]!;
    await drawAt(firstDraw.toISOString());

    // Won 1.94 + 9.70; the chase stopped on the win and refunded the second ticket.
    const headerBalance = page.getByRole('banner').getByRole('group', { name: gameLabel('bn', 'balance') });
    await page.reload();
    await headerBalance.getByText(formatMoney(49_964n)).waitFor();
    const myTickets = page.getByRole('region', { name: T('lt_my_tickets') });
    await myTickets.getByRole('tab', { name: T('lt_tickets_settled') }).click();
    await myTickets
      .getByTestId('lottery-ticket')
      .filter({ hasText: T('lt_status_won') })
      .first()
      .waitFor();
    await myTickets.getByText(formatMoney(1_164n)).first().waitFor();

    // The fairness proof of the draw: verified from the revealed seed.
    const history = page.getByRole('region', { name: T('lt_history') });
    await history
      .getByRole('button', { name: T('lt_fairness') })
      .first()
      .click();
    await history.getByText(T('lt_verified')).waitFor();

    // The ticket is a round of the betting record.
    await page.goto('/member/personalHistoryCopy');
    await page.getByRole('main').getByText('১ মিনিট এসএসসি').first().waitFor();

    // Profit and loss counts the settled ticket (12.00 staked, 11.64 won; the refunded chase ticket
    // moved nothing), on the page and in the API.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    const pnl = await apiValue<ProfitLossValue>(
      site,
      `/wps/relay/ODSFE2_MemProfitLoss?from=${today}&to=${today}`,
      token,
    );
    expect([pnl.totals.stake, pnl.totals.profit]).toEqual(['12.00', '-0.36']);
    await page.goto('/member/personalProfit');
    await page.getByRole('main').getByText(formatMoney(1_200n)).first().waitFor();

    // The agent's reports count it like any game: team bets and user loss.
    const period = `from=${today}&to=${today}`;
    const teamBets = await apiValue<TeamBetsPage>(site, `${getTeamBetsEndpoint.path}?${period}`, agentToken);
    expect([teamBets.totals.stake, teamBets.totals.win]).toEqual(['12.00', '11.64']);
    const userLoss = await apiValue<UserLossPage>(site, `${getUserLossEndpoint.path}?${period}`, agentToken);
    expect(userLoss.list.map((row) => [row.stake, row.loss])).toEqual([['12.00', '0.36']]);
  });

  it('buys a Vietnamese lô on /vnLottery', async () => {
    const token = await player('100.00');
    const page = await open('/vnLottery', token);
    await page.getByRole('link', { name: /ভিয়েতনাম দ্রুত ২ মিনিট/ }).click();
    const slip = page.getByRole('region', { name: T('lt_bet_slip') });
    await slip.getByLabel(T('lt_bet_type')).selectOption('VN_LO');
    await slip.getByRole('textbox', { name: T('lt_type_numbers') }).fill('23');
    await slip.getByRole('button', { name: T('lt_add_selection', { count: 27 }) }).click();
    await expect.poll(() => slip.getByTestId('slip-total').textContent()).toBe(formatMoney(2_700n));
    await slip.getByRole('button', { name: T('lt_place_bet') }).click();
    await confirmSlip(page, slip, 1);
    const myTickets = page.getByRole('region', { name: T('lt_my_tickets') });
    await myTickets.getByTestId('lottery-ticket').filter({ hasText: 'লো' }).first().waitFor();
  });
});
