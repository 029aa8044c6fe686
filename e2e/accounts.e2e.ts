import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchBotCheckFields } from '../apps/server/src/modules/identity/bot-check/bot-check-solver.js';
import { defaultAccountPolicy } from '../apps/server/src/seed/system-defaults.js';
import {
  dialog,
  e164,
  field,
  freshMobile,
  freshUsername,
  insertAccount,
  nextSmsCode,
  setPolicy,
  upsertLoginIp,
} from './support/accounts.js';
import { agentLabel } from './support/agent.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { label, type Lang } from './support/i18n.js';
import { skipAnnouncementPopups } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

const languages: Lang[] = ['bn', 'en'];

describe('accounts and sessions', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  afterEach(async () => {
    await context?.close();
    await setPolicy(site.db, defaultAccountPolicy);
  });

  /** A fresh visitor; Bengali is the site default, English is chosen with the language select. */
  async function open(lang: Lang, path = '/', width = 1280): Promise<Page> {
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width, height: 900 } });
    context.setDefaultTimeout(uiTimeout);
    // The announcement popup (after a login or a language change) is the lobby tests' subject.
    await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    await page.goto(path);
    await page
      .getByRole('banner')
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .waitFor();
    if (lang === 'en') {
      await page
        .getByRole('combobox', { name: label('bn', 'language') })
        .first()
        .selectOption('en');
      await page.locator('html[lang="en"]').waitFor();
    }
    return page;
  }

  const header = (page: Page) => page.getByRole('banner');
  const accountMenu = (page: Page, lang: Lang) =>
    header(page).getByRole('button', { name: label(lang, 'account_menu') });

  async function expectLoggedIn(page: Page, lang: Lang, name: string) {
    await accountMenu(page, lang).waitFor();
    expect(await accountMenu(page, lang).textContent()).toContain(name);
    expect(
      await header(page)
        .getByRole('button', { name: label(lang, 'login'), exact: true })
        .count(),
    ).toBe(0);
  }

  async function logOut(page: Page, lang: Lang) {
    await accountMenu(page, lang).click();
    await header(page)
      .getByRole('button', { name: label(lang, 'sign_out') })
      .click();
    const confirm = dialog(page, lang, 'sign_out');
    await confirm.getByText(label(lang, 'sign_out_confirm')).waitFor();
    await confirm.getByRole('button', { name: label(lang, 'confirm') }).click();
    await header(page)
      .getByRole('button', { name: label(lang, 'login'), exact: true })
      .waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  }

  async function logIn(page: Page, lang: Lang, username: string, password: string) {
    await header(page)
      .getByRole('button', { name: label(lang, 'login'), exact: true })
      .click();
    const popup = dialog(page, lang, 'login');
    await field(popup, lang, 'username').fill(username);
    await field(popup, lang, 'password').fill(password);
    await popup.getByRole('button', { name: label(lang, 'login_submit'), exact: true }).click();
    return popup;
  }

  async function tickConsents(popup: ReturnType<typeof dialog>, lang: Lang) {
    await popup.getByRole('checkbox', { name: label(lang, 'age_confirm', { min: '18' }) }).check();
    await popup
      .getByRole('checkbox', {
        name: label(lang, 'terms_accept', { terms: label(lang, 'terms_and_conditions') }),
      })
      .check();
  }

  for (const lang of languages) {
    it(`registers by username, logs out and logs in again (${lang})`, async () => {
      const page = await open(lang, '/', lang === 'bn' ? 375 : 1280);
      await header(page)
        .getByRole('button', { name: label(lang, 'register') })
        .click();
      const popup = dialog(page, lang, 'register');
      await popup.getByRole('tab', { name: label(lang, 'register_by_username') }).waitFor();

      // The rules are checked before anything is sent: empty form, then a short username.
      await popup.getByRole('button', { name: label(lang, 'register_submit') }).click();
      await popup.getByText(label(lang, 'input_cannot_be_empty')).first().waitFor();
      await popup
        .getByText(label(lang, 'agree_terms', { '0': label(lang, 'terms_and_conditions') }))
        .waitFor();
      await field(popup, lang, 'username').fill('ab');
      await popup.getByRole('button', { name: label(lang, 'register_submit') }).click();
      await popup.getByText(label(lang, 'reg_pattern_1', { min: '4', max: '16' })).waitFor();

      const username = freshUsername(lang);
      await field(popup, lang, 'username').fill(username);
      await field(popup, lang, 'password').fill('Secret123');
      await field(popup, lang, 'confirm_password').fill('Secret999');
      await tickConsents(popup, lang);
      await popup.getByRole('button', { name: label(lang, 'register_submit') }).click();
      await popup.getByText(label(lang, 'inconsistent_twice')).waitFor();
      await field(popup, lang, 'confirm_password').fill('Secret123');
      const sent = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/wps/member/register',
      );
      await popup.getByRole('button', { name: label(lang, 'register_submit') }).click();
      // (enc): the body is encrypted against the server's published key, never plain JSON.
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['enc']);

      await popup.waitFor({ state: 'detached' });
      await expectLoggedIn(page, lang, username);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

      // The session survives a reload (token in session storage).
      await page.reload();
      await expectLoggedIn(page, lang, username);

      await logOut(page, lang);
      const login = await logIn(page, lang, username, 'Secret123');
      await login.waitFor({ state: 'detached' });
      await expectLoggedIn(page, lang, username);
    });

    it(`registers by mobile with the SMS code (${lang})`, async () => {
      const page = await open(lang, '/register', lang === 'bn' ? 375 : 1280);
      const popup = dialog(page, lang, 'register');
      await popup.getByRole('tab', { name: label(lang, 'register_by_mobile') }).click();
      const mobile = freshMobile();

      // The code button checks the number first.
      await popup.getByRole('button', { name: label(lang, 'get_code') }).click();
      await popup.getByText(label(lang, 'input_cannot_be_empty')).waitFor();
      expect(await popup.getByRole('combobox', { name: label(lang, 'country_code') }).inputValue()).toBe(
        '+880',
      );
      await field(popup, lang, 'mobile_number').fill(mobile);
      await popup.getByRole('button', { name: label(lang, 'get_code') }).click();
      const code = await nextSmsCode(site, e164(mobile));
      // The button counts down the server's wait (1 minute).
      await popup
        .getByRole('button', { name: label(lang, 'resend_in', { seconds: '60' }) })
        .or(popup.getByRole('button', { name: label(lang, 'resend_in', { seconds: '59' }) }))
        .first()
        .waitFor();

      await field(popup, lang, 'verification_code').fill(code);
      await field(popup, lang, 'password').fill('Mobile123');
      await field(popup, lang, 'confirm_password').fill('Mobile123');
      await tickConsents(popup, lang);
      await popup.getByRole('button', { name: label(lang, 'register_submit') }).click();
      await popup.waitFor({ state: 'detached' });
      await accountMenu(page, lang).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  }

  it('prefills the referral code of a /register?referralCode= link and rejects a bad invitation code', async () => {
    const page = await open('bn', '/register?referralCode=DEMOPLAY');
    const popup = dialog(page, 'bn', 'register');
    expect(await popup.getByLabel(label('bn', 'referral_code')).inputValue()).toBe('DEMOPLAY');
    await field(popup, 'bn', 'username').fill(freshUsername('ref'));
    await field(popup, 'bn', 'password').fill('Secret123');
    await field(popup, 'bn', 'confirm_password').fill('Secret123');
    await popup.getByLabel(label('bn', 'affiliate_code')).fill('NOSUCHCODE');
    await tickConsents(popup, 'bn');
    await popup.getByRole('button', { name: label('bn', 'register_submit') }).click();
    const warning = page.getByRole('alertdialog', { name: label('bn', 'warning') });
    await warning.getByText(label('bn', 'invitation_code_error')).waitFor();
    await warning.getByRole('button', { name: label('bn', 'ok') }).click();

    await popup.getByLabel(label('bn', 'affiliate_code')).fill('DEMOAGENT');
    await popup.getByRole('button', { name: label('bn', 'register_submit') }).click();
    await popup.waitFor({ state: 'detached' });
    await accountMenu(page, 'bn').waitFor();
  });

  it('makes the default password be changed on first login, then goes home logged in', async () => {
    const page = await open('bn');
    await logIn(page, 'bn', 'demo_newbie', defaultAccountPolicy.defaultPassword);
    const change = dialog(page, 'bn', 'change_password');
    await change.getByText(label('bn', 'must_change_password')).waitFor();
    // It blocks the site: no close button, Escape does nothing.
    expect(await change.getByRole('button', { name: label('bn', 'close') }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await change.waitFor();

    await field(change, 'bn', 'old_password').fill(defaultAccountPolicy.defaultPassword);
    await field(change, 'bn', 'new_password').fill('Changed123');
    await field(change, 'bn', 'confirm_new_password').fill('Changed123');
    await change.getByRole('button', { name: label('bn', 'change_password_submit') }).click();
    await change.waitFor({ state: 'detached' });
    await expectLoggedIn(page, 'bn', 'demo_newbie');
    expect(new URL(page.url()).pathname).toBe('/');

    // The new password works; the modal does not come back.
    await logOut(page, 'bn');
    const login = await logIn(page, 'bn', 'demo_newbie', 'Changed123');
    await login.waitFor({ state: 'detached' });
    await expectLoggedIn(page, 'bn', 'demo_newbie');
    expect(await dialog(page, 'bn', 'change_password').count()).toBe(0);
  });

  it('resets a forgotten password by phone and logs in', async () => {
    const mobile = freshMobile();
    const account = await insertAccount(site.db, { mobile: e164(mobile) });
    const page = await open('bn');
    await header(page)
      .getByRole('button', { name: label('bn', 'login'), exact: true })
      .click();
    await dialog(page, 'bn', 'login')
      .getByRole('button', { name: label('bn', 'forgot_password') })
      .click();
    const popup = dialog(page, 'bn', 'forgot_password');
    await popup.getByRole('tab', { name: label('bn', 'forgot_by_phone'), selected: true }).waitFor();
    await field(popup, 'bn', 'mobile_number').fill(`0${mobile}`);
    await popup.getByRole('button', { name: label('bn', 'get_code') }).click();
    const code = await nextSmsCode(site, e164(mobile));
    await field(popup, 'bn', 'verification_code').fill(code);
    await field(popup, 'bn', 'new_password').fill('Reset1234');
    await field(popup, 'bn', 'confirm_new_password').fill('Reset1234');
    await popup.getByRole('button', { name: label('bn', 'reset_password_submit') }).click();
    await popup.waitFor({ state: 'detached' });
    await expectLoggedIn(page, 'bn', account.username);
    expect(new URL(page.url()).pathname).toBe('/');

    await logOut(page, 'bn');
    const login = await logIn(page, 'bn', account.username, 'Reset1234');
    await login.waitFor({ state: 'detached' });
    await expectLoggedIn(page, 'bn', account.username);
  });

  it('confirms a forgotten password by e-mail with the confirmation message', async () => {
    const page = await open('en');
    await header(page)
      .getByRole('button', { name: label('en', 'login'), exact: true })
      .click();
    await dialog(page, 'en', 'login')
      .getByRole('button', { name: label('en', 'forgot_password') })
      .click();
    const popup = dialog(page, 'en', 'forgot_password');
    await popup.getByRole('tab', { name: label('en', 'forgot_by_email') }).click();
    await field(popup, 'en', 'username').fill('demo_player');
    await field(popup, 'en', 'email').fill('not-an-email');
    await popup.getByRole('button', { name: label('en', 'send_reset_link') }).click();
    await popup.getByText(label('en', 'reg_pattern_3', { min: '5', max: '64' })).waitFor();
    await field(popup, 'en', 'email').fill('demo_player@example.com');
    await popup.getByRole('button', { name: label('en', 'send_reset_link') }).click();
    await popup.getByRole('status').getByText(label('en', 'password_reset_sent')).waitFor();
  });

  it('logs in with an SMS code', async () => {
    const mobile = freshMobile();
    const account = await insertAccount(site.db, { mobile: e164(mobile) });
    const page = await open('bn');
    await header(page)
      .getByRole('button', { name: label('bn', 'login'), exact: true })
      .click();
    const popup = dialog(page, 'bn', 'login');
    await popup.getByRole('tab', { name: label('bn', 'login_by_sms') }).click();
    await field(popup, 'bn', 'mobile_number').fill(mobile);
    await popup.getByRole('button', { name: label('bn', 'get_code') }).click();
    await field(popup, 'bn', 'verification_code').fill(await nextSmsCode(site, e164(mobile)));
    await popup.getByRole('button', { name: label('bn', 'login_submit'), exact: true }).click();
    await popup.waitFor({ state: 'detached' });
    await expectLoggedIn(page, 'bn', account.username);
  });

  it('asks for extra verification on a login from an unregistered IP', async () => {
    const mobile = e164(freshMobile());
    const account = await insertAccount(site.db, { mobile, payeeName: 'Rahim Uddin' });
    await upsertLoginIp(site.db, account.id, '10.20.30.40', new Date());
    await setPolicy(site.db, {
      ...defaultAccountPolicy,
      unregisteredIpVerification: { enabled: true, methods: ['sms', 'email', 'bankAccountName'] },
    });
    const page = await open('en');
    const popup = await logIn(page, 'en', account.username, account.password);
    await popup.getByText(label('en', 'login_verify_intro')).waitFor();
    // No e-mail on the account: SMS and bank account name are offered.
    expect(await popup.getByRole('radio').count()).toBe(2);

    await popup.getByRole('radio', { name: label('en', 'verify_by_bank_name') }).check();
    await field(popup, 'en', 'bank_account_name').fill('Someone Else');
    await popup.getByRole('button', { name: label('en', 'verify_submit') }).click();
    await popup.getByText(label('en', 'login_challenge_failed')).waitFor();

    await popup.getByRole('radio', { name: /^SMS code to \+88017\*+\d\d$/ }).check();
    await popup.getByRole('button', { name: label('en', 'get_code') }).click();
    await field(popup, 'en', 'verification_code').fill(await nextSmsCode(site, mobile));
    await popup.getByRole('button', { name: label('en', 'verify_submit') }).click();
    await popup.waitFor({ state: 'detached' });
    await expectLoggedIn(page, 'en', account.username);
  });

  it('takes a session handed over in the URL and takes the token out of the address', async () => {
    const login = await fetch(`${site.baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'username',
        username: 'demo_player',
        password: 'Player123',
        botCheck: await fetchBotCheckFields(site.baseUrl),
      }),
    });
    const { value } = (await login.json()) as { value: { token: string } };
    const page = await open('bn', `/promotions?token=${value.token}`);
    await expectLoggedIn(page, 'bn', 'demo_player');
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/promotions');

    // Copy user id from the avatar menu.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await accountMenu(page, 'bn').click();
    await header(page)
      .getByRole('button', { name: label('bn', 'copy_user_id') })
      .click();
    await page.getByRole('status').getByText(label('bn', 'copy_success')).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d+$/);

    // A token the server has ended is dropped at the next start.
    await fetch(`${site.baseUrl}/wps/session/logout`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${value.token}` },
    });
    await page.reload();
    await header(page)
      .getByRole('button', { name: label('bn', 'login'), exact: true })
      .waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  it('refuses staff accounts on the player site with the server message', async () => {
    const page = await open('bn');
    const popup = await logIn(page, 'bn', 'demo_operator', 'Operator123');
    await popup.getByRole('alert').getByText(label('bn', 'non_member_login')).waitFor();
    // The loader stopped: the button works again.
    expect(
      await popup.getByRole('button', { name: label('bn', 'login_submit'), exact: true }).isEnabled(),
    ).toBe(true);
  });

  it('sends guests from a lottery page to the login popup and back after logging in', async () => {
    const page = await open('bn', '/lottery');
    const popup = dialog(page, 'bn', 'login');
    await popup.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await field(popup, 'bn', 'username').fill('demo_player');
    await field(popup, 'bn', 'password').fill('Player123');
    await popup.getByRole('button', { name: label('bn', 'login_submit'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: label('bn', 'lottery_page') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/lottery');
  });

  it('plays free as a trial account, which the member center refuses', async () => {
    const page = await open('bn');
    await header(page)
      .getByRole('button', { name: label('bn', 'free_play') })
      .click();
    await accountMenu(page, 'bn').waitFor();
    const member = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('member') ?? '{}') as { isTrial?: boolean },
    );
    expect(member.isTrial).toBe(true);

    await page
      .getByRole('navigation', { name: label('bn', 'side_menu') })
      .getByRole('link', { name: label('bn', 'member_center') })
      .click();
    const notice = page.getByRole('alertdialog', { name: label('bn', 'trial_account') });
    await notice.getByText(label('bn', 'in_need_true_account')).waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/member/);
    await notice.getByRole('button', { name: label('bn', 'in_increase_submit') }).click();
    await dialog(page, 'bn', 'register').waitFor();
  });

  it('logs an agent in at /agent, shows the agent center and signs out back to /agent', async () => {
    const page = await open('bn', '/agent');
    await page.getByRole('heading', { level: 1, name: label('bn', 'agent_login') }).waitFor();
    await page.getByText(label('bn', 'support_hours', { hours: '24/7' })).waitFor();
    await field(page.locator('main'), 'bn', 'username').fill('demo_player');
    await field(page.locator('main'), 'bn', 'password').fill('Player123');
    await page.getByRole('button', { name: label('bn', 'login_submit'), exact: true }).click();
    await page.getByRole('alert').getByText(label('bn', 'non_agent_login')).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await field(page.locator('main'), 'bn', 'username').fill('demo_agent');
    await field(page.locator('main'), 'bn', 'password').fill('Agent123');
    await page.getByRole('button', { name: label('bn', 'login_submit'), exact: true }).click();
    await page.waitForURL('**/agentHome/agentTeamOverview');
    await page.getByRole('heading', { level: 1, name: agentLabel('bn', 'team_overview') }).waitFor();
    const banner = page.getByRole('banner');
    await banner.getByText('GMT+06:00').waitFor();
    const clock = banner.locator('time');
    const before = await clock.getAttribute('datetime');
    expect(before).toBeTruthy();
    // It ticks: wait for the next second to show rather than sleeping through one.
    await banner.locator(`time:not([datetime="${before}"])`).waitFor();
    await banner.getByText('demo_agent').first().waitFor();

    const menu = page.getByRole('navigation', { name: agentLabel('bn', 'agent_menu') });
    await menu.getByRole('link', { name: agentLabel('bn', 'team_management') }).click();
    await page.getByRole('heading', { level: 1, name: agentLabel('bn', 'team_management') }).waitFor();

    await banner.getByRole('button', { name: label('bn', 'sign_out') }).click();
    await dialog(page, 'bn', 'sign_out')
      .getByRole('button', { name: label('bn', 'confirm') })
      .click();
    await page.waitForURL('**/agent');
    await page.getByRole('heading', { level: 1, name: label('bn', 'agent_login') }).waitFor();
  });

  it('sends a logged-in member away from /agentHome to /agent', async () => {
    const page = await open('bn');
    const popup = await logIn(page, 'bn', 'demo_player', 'Player123');
    await popup.waitFor({ state: 'detached' });
    await page.goto('/agentHome');
    await page.waitForURL('**/agent');
    await page.getByRole('heading', { level: 1, name: label('bn', 'agent_login') }).waitFor();
  });

  it('keeps the language on the account when a logged-in member changes it', async () => {
    const page = await open('bn');
    const popup = await logIn(page, 'bn', 'demo_player', 'Player123');
    await popup.waitFor({ state: 'detached' });
    const saved = page.waitForResponse((response) => response.url().endsWith('/wps/member/info/language'));
    await page
      .getByRole('combobox', { name: label('bn', 'language') })
      .first()
      .selectOption('en');
    expect((await saved).ok()).toBe(true);
    await page.waitForFunction(
      () => (JSON.parse(sessionStorage.getItem('member') ?? '{}') as { language?: string }).language === 'en',
    );
  });
});
