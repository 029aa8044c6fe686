import { formatMoney } from '@app/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import missionsBn from '../apps/web/src/features/missions/locales/bn.json' with { type: 'json' };
import pointsBn from '../apps/web/src/features/points-mall/locales/bn.json' with { type: 'json' };
import rafflesBn from '../apps/web/src/features/raffles/locales/bn.json' with { type: 'json' };
import { hashPassword } from '../apps/server/src/lib/password-hash.js';
import { updateMember } from '../apps/server/src/modules/identity/member/member.service.js';
import { engagementConsumers } from '../apps/server/src/modules/engagement/event-consumers/engagement.consumers.js';
import { setPointRates } from '../apps/server/src/modules/engagement/points/points.service.js';
import { setPrizeTable } from '../apps/server/src/modules/engagement/raffles/raffles.service.js';
import { drainMemberEvents } from '../apps/server/src/modules/platform/member-events/member-event.service.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import { insertAccount } from './support/accounts.js';
import { launchBrowser, newMobileContext, uiTimeout } from './support/browser.js';
import { firstPageSlot, gameLabel, playRound } from './support/games.js';
import { bundles } from './support/i18n.js';
import { skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

/** Bengali text of the site's and the engagement features' keys. */
const bn: Record<string, string> = { ...bundles.bn, ...pointsBn, ...missionsBn, ...rafflesBn };
const L = (key: string, params: Record<string, string> = {}): string => {
  const text = bn[key];
  if (!text) throw new Error(`Missing bn translation for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
};
const PAYMENT_PASSWORD = '135790';

describe('points mall, missions and raffles on a phone (bn)', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext | undefined;
  const player = { id: '', username: '', password: '', token: '' };

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    // Generous rates so a few spins earn enough to redeem, and a wheel ticket per 0.01 of turnover.
    await setPointRates(site.db, {
      rates: [{ pointsRatio: 100, redeemAmount: 100n, minUnits: 1, maxUnits: 500 }],
      earnRules: [{ gameType: 'RNG', pointsPerUnit: 100_000, unit: 100n }],
    });
    await setPrizeTable(site.db, 'wheel', {
      prizes: [
        { label: '৳1', weight: 1, prizeKind: 'cash', amount: 100, stock: null },
        { label: '20', weight: 1, prizeKind: 'points', amount: 20, stock: null },
      ],
      ticketRules: [{ source: 'turnover', threshold: 1n, tickets: 1 }],
    });
    const account = await insertAccount(site.db);
    Object.assign(player, account);
    await fund(site.db, account.id, '100.00');
    await updateMember(site.db, account.id, { payment_password_hash: await hashPassword(PAYMENT_PASSWORD) });
    // Logging in is the daily check-in mission's event.
    player.token = await tokenFor(site, account.username, account.password);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function open(path: string): Promise<Page> {
    context ??= await newMobileContext(browser, site.baseUrl);
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
    await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${player.token}`);
    await page.locator('html[lang="bn"]').waitFor();
    return page;
  }
  const main = (page: Page) => page.getByRole('main');
  const button = (scope: Page | Locator, key: string) =>
    scope.getByRole('button', { name: L(key), exact: true });

  it('earns points by playing, redeems a good with an address and converts points to cash', async () => {
    const slot = await firstPageSlot(site, 'bn');
    const lobby = await open('/rng');
    await lobby
      .getByRole('list', { name: gameLabel('bn', 'con_rng'), exact: true })
      .getByRole('button', { name: slot.gameName, exact: true })
      .click();
    // Phones go to the game page itself.
    await lobby.waitForURL(/\/seamless\?/);
    await lobby.getByRole('heading', { name: slot.gameName }).waitFor();
    const spin = lobby.getByRole('button', { name: gameLabel('bn', 'gc_play_slots'), exact: true });
    for (let round = 0; round < 3; round++) await playRound(lobby, spin, 'bn');
    // The member-event drain runs every few seconds on a server with jobs; here the test runs it.
    await drainMemberEvents(site.db, engagementConsumers);

    const page = await open('/pointMall');
    const balance = page.getByTestId('points-balance');
    await expect.poll(async () => Number(await balance.textContent())).toBeGreaterThan(2600);
    const before = Number(await balance.textContent());

    const card = main(page).getByRole('listitem').filter({ hasText: 'Power bank 10000 mAh' });
    await button(card, 'pm_redeem').click();
    const dialog = page.getByRole('dialog');
    await button(dialog, 'pm_redeem').click();
    await dialog.getByText(L('receiving_address_required')).waitFor();
    await dialog.getByLabel(L('pm_receiving_address'), { exact: true }).fill('বাড়ি ১২, রোড ৩, ধানমন্ডি, ঢাকা');
    await dialog.getByLabel(L('pm_payment_password'), { exact: true }).fill(PAYMENT_PASSWORD);
    await button(dialog, 'pm_redeem').click();
    await dialog.getByText(L('pm_status_in_process')).waitFor();
    await button(dialog, 'confirm').click();
    await expect.poll(async () => Number(await balance.textContent())).toBe(before - 2000);

    await page.getByRole('tab', { name: L('pm_tab_exchange') }).click();
    await main(page).getByLabel(L('pm_units'), { exact: true }).fill('5');
    await main(page).getByLabel(L('pm_payment_password'), { exact: true }).fill(PAYMENT_PASSWORD);
    await button(main(page), 'pm_convert').click();
    await button(page.getByRole('dialog'), 'confirm').click();
    await main(page)
      .getByText(L('pm_convert_done', { amount: formatMoney(500n) }))
      .waitFor();
    await expect.poll(async () => Number(await balance.textContent())).toBe(before - 2500);

    await page.getByRole('tab', { name: L('pm_tab_history') }).click();
    await main(page).getByText('Power bank 10000 mAh').waitFor();
    await main(page).getByText(L('pm_status_in_process')).first().waitFor();

    // Points details (ODSFE2_MemTransDet, account=points): every change with its reason.
    await page.getByRole('tab', { name: L('pm_tab_details') }).click();
    await main(page).getByText('-500', { exact: true }).waitFor();
    await main(page).getByText('-2000', { exact: true }).waitFor();
    await main(page).getByText(L('pm_reason_convert'), { exact: true }).waitFor();
    await main(page).getByText(L('pm_reason_wager'), { exact: true }).first().waitFor();
  });

  it('completes the daily check-in mission and claims it once', async () => {
    const page = await open('/member/mission');
    const card = main(page).getByRole('listitem').filter({ hasText: 'Daily check-in' });
    await button(card, 'ms_claim').click();
    await card.getByText(L('ms_claim_done')).waitFor();
    await card.getByText(L('ms_claimed'), { exact: true }).waitFor();
  });

  it('grabs a red envelope and spins the prize wheel', async () => {
    const page = await open('/member/raffles');
    await button(main(page), 'rf_grab').click();
    await expect.poll(() => page.getByTestId('envelope-result').textContent()).toMatch(/৳/);

    await page.getByRole('tab', { name: L('rf_tab_wheel') }).click();
    await button(main(page), 'rf_spin').click();
    await page.getByTestId('wheel-result').waitFor();

    await page.getByRole('tab', { name: L('rf_tab_jackpot') }).click();
    await main(page).getByText('Mega Jackpot').waitFor();

    // Both draws are in the history with their fairness proof.
    await page.getByRole('tab', { name: L('rf_tab_history') }).click();
    await expect.poll(() => main(page).getByText(L('rf_proof')).count()).toBe(2);
  });

  it('shows the jackpot ticker on home once the page is in', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByTestId('jackpot-pool').textContent()).toMatch(/৳/);
  });
});
