import { formatMoney } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../apps/server/src/testing/wallet.js';
import {
  dialog,
  e164,
  field,
  freshMobile,
  insertAccount,
  nextSmsCode,
  upsertLoginIp,
} from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { firstPageSlot, gameFrame, gameLabel } from './support/games.js';
import type { Lang } from './support/i18n.js';
import { skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { memberLabel as L } from './support/member.js';
import { startSite, type Site } from './support/site.js';

const PHONE = 390;
const DESKTOP = 1280;

describe('member centre, security centre and responsible gaming', () => {
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

  /** A page in `lang` at `width`, logged in with `token` when given (handed over in the URL). */
  async function open(lang: Lang, path: string, width: number, token?: string): Promise<Page> {
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width, height: 900 } });
    context.setDefaultTimeout(uiTimeout);
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

  const section = (page: Page, lang: Lang, key: Parameters<typeof L>[1]) =>
    page.getByRole('region', { name: L(lang, key) });

  for (const [lang, width] of [
    ['en', DESKTOP],
    ['bn', PHONE],
  ] as const) {
    it(`shows the member centre overview with balance and every page (${lang}, ${width}px)`, async () => {
      const account = await insertAccount(site.db);
      await fund(site.db, account.id, '250.00');
      const token = await tokenFor(site, account.username, account.password);
      const page = await open(lang, '/member', width, token);
      const overview = page.getByTestId('member-overview');
      await overview.getByTestId('member-balance').getByText(formatMoney(250_00n)).waitFor();
      await overview.getByRole('link', { name: L(lang, 'security_center') }).click();
      await page.getByRole('heading', { level: 1, name: L(lang, 'security_center') }).waitFor();
    });
  }

  it('binds a mobile number once with an SMS code (en, desktop)', async () => {
    const lang: Lang = 'en';
    const account = await insertAccount(site.db, { mobile: null });
    const token = await tokenFor(site, account.username, account.password);
    const page = await open(lang, '/member/securityCenter', DESKTOP, token);
    const mobile = section(page, lang, 'sc_mobile');
    await mobile.getByText(L(lang, 'sc_mobile_none')).waitFor();
    await mobile.getByRole('button', { name: L(lang, 'sc_bind') }).click();
    // A bad number is refused before anything is sent.
    await mobile.getByLabel(L(lang, 'sc_mobile_number'), { exact: true }).fill('12');
    await mobile.getByRole('button', { name: L(lang, 'sc_get_code') }).click();
    await mobile.getByText(L(lang, 'mobile_correct')).waitFor();

    const number = freshMobile();
    await mobile.getByLabel(L(lang, 'sc_mobile_number'), { exact: true }).fill(number);
    await mobile.getByRole('button', { name: L(lang, 'sc_get_code') }).click();
    const code = await nextSmsCode(site, e164(number));
    await mobile.getByLabel(L(lang, 'sc_verification_code'), { exact: true }).fill(code);
    await mobile
      .locator('form')
      .getByRole('button', { name: L(lang, 'sc_bind') })
      .click();
    await mobile.getByText(/\(cannot be changed\)/).waitFor();
    expect(await mobile.getByRole('button').count()).toBe(0);
    const row = await site.db
      .selectFrom('member')
      .select('mobile')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.mobile).toBe(e164(number));
  });

  it('turns the authenticator app on, then a login from a new IP asks for its code (bn, phone)', async () => {
    const lang: Lang = 'bn';
    const account = await insertAccount(site.db);
    const token = await tokenFor(site, account.username, account.password);
    const page = await open(lang, '/member/securityCenter', PHONE, token);
    const totp = section(page, lang, 'sc_totp');
    await totp.getByRole('button', { name: L(lang, 'sc_set_up') }).click();
    await totp.getByLabel(L(lang, 'sc_login_password'), { exact: true }).fill(account.password);
    await totp.getByRole('button', { name: L(lang, 'sc_continue') }).click();
    const secret = (await totp.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await totp.getByRole('img', { name: L(lang, 'sc_totp_qr') }).waitFor();
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    await totp.getByLabel(L(lang, 'sc_app_code'), { exact: true }).fill(app.generate());
    await totp.getByRole('button', { name: L(lang, 'sc_enable') }).click();
    const codes = totp.getByRole('list', { name: L(lang, 'sc_recovery_codes') }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await totp.getByRole('button', { name: L(lang, 'sc_saved_codes') }).click();
    await totp.getByText(L(lang, 'sc_totp_on_codes', { count: '10' })).waitFor();
    await context?.close();

    // The browser's address becomes an unregistered one: only another IP is known for the account.
    await site.db.deleteFrom('login_ip').where('member_id', '=', account.id).execute();
    await upsertLoginIp(site.db, account.id, '10.77.0.1', new Date());
    const visitor = await open(lang, '/', PHONE);
    await visitor
      .getByRole('banner')
      .getByRole('button', { name: L(lang, 'login'), exact: true })
      .click();
    const popup = dialog(visitor, lang, 'login');
    await field(popup, lang, 'username').fill(account.username);
    await field(popup, lang, 'password').fill(account.password);
    await popup.getByRole('button', { name: L(lang, 'login_submit'), exact: true }).click();
    await popup.getByRole('radio', { name: L(lang, 'verify_by_totp') }).waitFor();
    await field(popup, lang, 'verification_code').fill('000000');
    await popup.getByRole('button', { name: L(lang, 'verify_submit') }).click();
    await popup.getByText(L(lang, 'login_challenge_failed')).waitFor();
    // The code of the next 30-second step: the one that switched the app on is used up.
    await field(popup, lang, 'verification_code').fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await popup.getByRole('button', { name: L(lang, 'verify_submit') }).click();
    await popup.waitFor({ state: 'detached' });
    await visitor
      .getByRole('banner')
      .getByRole('button', { name: L(lang, 'account_menu') })
      .waitFor();
  });

  it('a loss limit set on the page refuses the next bet past it (en, desktop)', async () => {
    const lang: Lang = 'en';
    const account = await insertAccount(site.db);
    await fund(site.db, account.id, '100.00');
    const token = await tokenFor(site, account.username, account.password);
    const page = await open(lang, '/member/responsibleGaming', DESKTOP, token);
    await page.getByRole('heading', { level: 1, name: L(lang, 'rg_title') }).waitFor();
    await page.getByLabel(L(lang, 'rg_limit_kind'), { exact: true }).selectOption('loss');
    await page.getByLabel(L(lang, 'rg_limit_period'), { exact: true }).selectOption('day');
    await page.getByRole('textbox', { name: L(lang, 'rg_limit_amount') }).fill('0.01');
    await page.getByRole('button', { name: L(lang, 'rg_save_limit') }).click();
    const limits = page.getByRole('list', { name: L(lang, 'rg_money_limits') });
    await limits.getByText(L(lang, 'rg_kind_loss')).waitFor();

    const slot = await firstPageSlot(site, lang);
    await page.goto('/rng');
    await page
      .getByRole('list', { name: gameLabel(lang, 'con_rng'), exact: true })
      .getByRole('button', { name: slot.gameName, exact: true })
      .click();
    const game = gameFrame(page, lang, slot.gameName);
    await game.getByText(gameLabel(lang, 'gc_mode_real')).waitFor();
    await game.getByRole('button', { name: gameLabel(lang, 'gc_play_slots'), exact: true }).click();
    // The game says which limit refused the bet.
    await game.getByText(L(lang, 'bet_refusal_rg_loss_limit_day', { limit: '0.01' })).waitFor();
    await expect.poll(() => game.getByTestId('game-balance').textContent()).toBe(formatMoney(100_00n));
  });

  it('a time-out refuses the game launch and the popup tells why (bn, desktop)', async () => {
    const lang: Lang = 'bn';
    const account = await insertAccount(site.db);
    await fund(site.db, account.id, '20.00');
    const token = await tokenFor(site, account.username, account.password);
    await site.db
      .insertInto('rg_exclusion')
      .values({
        member_id: account.id,
        kind: 'timeout',
        started_at: new Date(),
        ends_at: new Date(Date.now() + 24 * 3_600_000),
      })
      .execute();

    const slot = await firstPageSlot(site, lang);
    const page = await open(lang, '/rng', DESKTOP, token);
    await page
      .getByRole('list', { name: gameLabel(lang, 'con_rng'), exact: true })
      .getByRole('button', { name: slot.gameName, exact: true })
      .click();
    const popup = page.getByRole('dialog', { name: slot.gameName });
    const reason = L(lang, 'rg_excluded', { until: '@' }).replace('@', '').trim();
    await popup.getByRole('alert').getByText(reason).waitFor();
    // Retrying cannot help while the time-out runs: only closing is offered.
    expect(await popup.getByRole('button', { name: gameLabel(lang, 'retry') }).count()).toBe(0);
  });
});
