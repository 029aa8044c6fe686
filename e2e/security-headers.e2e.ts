import { formatMoney } from '@app/contracts';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../apps/server/src/testing/accounts.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import { agentLabel } from './support/agent.js';
import { launchBrowser } from './support/browser.js';
import { firstPageSlot, gameFrame, gameLabel, roundOutcome } from './support/games.js';
import { skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';
import { apiLogin, walletLabel } from './support/wallet.js';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

/**
 * The site's Content-Security-Policy against what its pages really load: every page (and the game
 * page in the popup's frame) records each `securitypolicyviolation` from its first script on, and the
 * browser console is watched for CSP refusals; both stay empty.
 */
describe('content security policy in the browser', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext | undefined;
  let consoleRefusals: string[] = [];

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

  async function open(path: string, options: { token?: string; width?: number } = {}): Promise<Page> {
    context = await browser.newContext({
      baseURL: site.baseUrl,
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
      window.cspViolations = [];
      window.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      });
    });
    await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    consoleRefusals = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) consoleRefusals.push(message.text());
    });
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(options.token ? `${path}${separator}token=${encodeURIComponent(options.token)}` : path);
    return page;
  }

  /** The violations of every frame of the page (the game frame included), after loading settles. */
  async function violationsOf(page: Page): Promise<{ frame: string; violations: Violation[] }[]> {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const frames: Frame[] = page.frames();
    return Promise.all(
      frames.map(async (frame) => ({
        frame: frame.url(),
        violations: await frame.evaluate(() => window.cspViolations ?? []),
      })),
    );
  }

  async function expectNoViolation(page: Page): Promise<void> {
    const found = (await violationsOf(page)).filter((frame) => frame.violations.length > 0);
    expect(found).toEqual([]);
    expect(consoleRefusals).toEqual([]);
  }

  it('the home page: theme script, bundles, fonts, server-drawn art, banners', async () => {
    const page = await open('/');
    await page.getByRole('banner').waitFor();
    await page.locator('html[data-theme]').waitFor();
    // Art drawn by the server is on screen (game tiles and banners are images).
    await expect.poll(() => page.locator('img').count()).toBeGreaterThan(0);
    await expectNoViolation(page);
  });

  it('a house slot launched by a member in the game popup, one spin played', async () => {
    const account = await insertAccount(site.db);
    await fund(site.db, account.id, '100.00');
    const token = await tokenFor(site, account.username, account.password);
    const slot = await firstPageSlot(site, 'en');
    const page = await open('/rng', { token });
    await page
      .getByRole('list', { name: gameLabel('en', 'con_rng'), exact: true })
      .getByRole('button', { name: slot.gameName, exact: true })
      .click();
    const game = gameFrame(page, 'en', slot.gameName);
    await game.getByText(gameLabel('en', 'gc_mode_real')).waitFor();
    await expect.poll(() => game.getByTestId('game-balance').textContent()).toBe(formatMoney(100_00n));
    const spin = game.getByRole('button', { name: gameLabel('en', 'gc_play_slots'), exact: true });
    await spin.click();
    await roundOutcome(game, 'en');
    expect(page.frames().some((frame) => new URL(frame.url()).pathname === '/seamless')).toBe(true);
    await expectNoViolation(page);
  });

  it('the deposit page', async () => {
    const account = await insertAccount(site.db);
    const token = await tokenFor(site, account.username, account.password);
    const page = await open('/member/depositv2', { token });
    await page.getByRole('heading', { level: 1, name: walletLabel('en', 'deposit') }).waitFor();
    await page.getByRole('main').getByRole('radio').first().waitFor();
    await expectNoViolation(page);
  });

  it("the agent center's register center with the referral link and its QR code (a data: image)", async () => {
    const agent = await insertAccount(site.db, { type: 1 });
    const token = await apiLogin(site, agent.username, agent.password, 'agent');
    const page = await open('/agentHome/registerCenter', { token, width: 390 });
    const main = page.getByRole('main');
    await main.getByText(/\/register\?referralCode=/).waitFor();
    await main.getByRole('img', { name: agentLabel('en', 'agent_referral_qr_alt') }).waitFor();
    await expectNoViolation(page);
  });

  it('the API documentation under its own policy', async () => {
    const page = await open('/docs');
    await page.locator('.swagger-ui .opblock').first().waitFor();
    await expectNoViolation(page);
  });
});
