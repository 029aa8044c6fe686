import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../apps/server/src/lib/password-hash.js';
import { updateMember } from '../apps/server/src/modules/identity/member/member.service.js';
import {
  openReferralRule,
  setReferralRule,
} from '../apps/server/src/modules/rewards/promotions/promotions.service.js';
import { updateSetting } from '../apps/server/src/modules/platform/system/system.service.js';
import { demoTotpSecret } from '../apps/server/src/seed/demo-staff.js';
import { defaultMaintenance } from '../apps/server/src/seed/system-defaults.js';
import { fund } from '../apps/server/src/testing/wallet.js';
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import rewardsEn from '../apps/web/src/features/ops-rewards/locales/en.json' with { type: 'json' };
import { unusedTotpCode } from './support/totp.js';
import { freshUsername, insertAccount } from './support/accounts.js';
import { useSiteAndBrowser } from './support/harness.js';
import { label } from './support/i18n.js';
import { signInNewStaff } from './support/ops.js';
import { api, apiLogin, operatorLogin, placePendingOrders } from './support/wallet.js';

type OpsKey = keyof typeof opsEn;
const o = (key: OpsKey) => opsEn[key];

describe('operator console', () => {
  const env = useSiteAndBrowser();
  const finance = { username: freshUsername('fin'), password: 'Finance-pass-1' };

  afterEach(async () => {
    await updateSetting(env.site.db, 'maintenance', defaultMaintenance);
  });

  /** A fresh browser (English, or a phone-sized one) on a path of the site. */
  async function open(path: string, options: { lang?: 'en' | 'bn'; width?: number } = {}): Promise<Page> {
    const context = await env.newContext({ lang: options.lang, width: options.width });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  const field = (page: Page, key: OpsKey) => page.getByLabel(o(key), { exact: true });
  /** Optional fields add "(optional)" to their label. */
  const optionalField = (page: Page, key: OpsKey) =>
    page.getByLabel(`${o(key)} ${label('en', 'optional_mark')}`);
  const button = (page: Page, key: OpsKey) => page.getByRole('button', { name: o(key), exact: true });
  const menu = (page: Page) => page.getByRole('navigation', { name: o('ops_menu') });

  /** Signs a staff member in on /ops/login whose authenticator has `secret`. */
  async function signIn(username: string, password: string, secret: string, width?: number): Promise<Page> {
    const page = await open('/ops/login', { width });
    await field(page, 'ops_username').fill(username);
    await field(page, 'ops_password').fill(password);
    await button(page, 'ops_sign_in').click();
    await field(page, 'ops_code').fill(await unusedTotpCode(secret, username));
    await button(page, 'ops_sign_in').click();
    await menu(page).waitFor({ state: 'attached' });
    return page;
  }

  /** A player with a pending manual deposit and a pending withdrawal. */
  async function playerWithOrders() {
    const account = await insertAccount(env.site.db);
    await updateMember(env.site.db, account.id, { payment_password_hash: await hashPassword('246810') });
    await fund(env.site.db, account.id, '900');
    const token = await apiLogin(env.site, account.username, account.password);
    return placePendingOrders(env.site, token, `TRX${Date.now()}`);
  }

  async function decide(page: Page, reference: string) {
    const row = page.getByTestId(`order-${reference}`);
    await row.getByRole('button', { name: o('ops_claim'), exact: true }).click();
    await row.getByRole('button', { name: o('ops_approve'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: o('ops_approve'), exact: true })
      .click();
    // Decided: it leaves the pending queue.
    await row.waitFor({ state: 'detached' });
  }

  it('the owner invites a finance staff member, who enrols an authenticator, decides a deposit and a withdrawal and cannot open the configuration', async () => {
    const owner = await signIn('demo_operator', 'Operator123', demoTotpSecret);
    await menu(owner)
      .getByRole('link', { name: o('ops_staff') })
      .click();
    await field(owner, 'ops_username').fill(finance.username);
    await owner
      .getByRole('combobox', { name: o('ops_role'), exact: true })
      .first()
      .selectOption('finance');
    await button(owner, 'ops_invite').click();
    const link = (await owner.getByTestId('invite-link').textContent()) ?? '';
    expect(link).toContain('/ops/invite?invitation=');

    const invited = await open(new URL(link).pathname + new URL(link).search, { width: 390 });
    await field(invited, 'ops_new_password').fill(finance.password);
    await field(invited, 'ops_confirm_password').fill(finance.password);
    await button(invited, 'ops_invite_accept').click();
    await invited.getByRole('link', { name: o('ops_sign_in') }).click();
    await field(invited, 'ops_username').fill(finance.username);
    await field(invited, 'ops_password').fill(finance.password);
    await button(invited, 'ops_sign_in').click();
    const secret = (await invited.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await field(invited, 'ops_code').fill(await unusedTotpCode(secret, finance.username));
    await button(invited, 'ops_enrol_confirm').click();
    await expect
      .poll(() =>
        invited
          .getByRole('list', { name: o('ops_recovery_codes') })
          .getByRole('listitem')
          .count(),
      )
      .toBe(10);
    await button(invited, 'ops_recovery_saved').click();

    const { deposit, withdrawal } = await playerWithOrders();
    // On a phone the menu opens from the header.
    await invited.getByRole('button', { name: label('en', 'open_menu') }).click();
    await menu(invited)
      .getByRole('link', { name: o('ops_payments') })
      .click();
    await decide(invited, deposit.reference);
    await invited.getByRole('tab', { name: o('ops_withdrawals') }).click();
    await decide(invited, withdrawal.reference);

    const operator = await operatorLogin(env.site);
    const deposits = await api<{ list: { reference: string; status: string; reviewedBy: string }[] }>(
      env.site,
      'GET',
      '/wps/operator/deposits?status=credited',
      { token: operator },
    );
    expect(deposits.body.value.list.find((entry) => entry.reference === deposit.reference)).toMatchObject({
      reviewedBy: `operator:${finance.username}`,
    });

    expect(
      await menu(invited)
        .getByRole('link', { name: o('ops_configuration') })
        .count(),
    ).toBe(0);
    await invited.goto('/ops/configuration');
    await invited
      .getByRole('alert')
      .filter({ hasText: label('en', 'permission_denied') })
      .waitFor();
  });

  it('a content staff member publishes a banner that appears on home', async () => {
    const content = await signIn('demo_content_staff', 'Content123', demoTotpSecret);
    await menu(content)
      .getByRole('link', { name: o('ops_content') })
      .click();
    const operator = await operatorLogin(env.site);
    const existing = await api<{ type: string; imageUrl: string | null }[]>(
      env.site,
      'GET',
      '/wps/operator/announcements',
      {
        token: operator,
      },
    );
    const image = existing.body.value.find((entry) => entry.type === 'B' && entry.imageUrl)?.imageUrl ?? '';
    const form = content.getByRole('form', { name: o('ops_new_announcement') });
    await form.getByLabel(`${o('ops_image_url')} ${label('en', 'optional_mark')}`).fill(image);
    await form.getByLabel(`${o('ops_announcement_title')} (en)`, { exact: true }).fill('Console banner');
    await form
      .getByLabel(`${o('ops_announcement_title')} (bn) ${label('en', 'optional_mark')}`)
      .fill('কনসোল ব্যানার');
    await form.getByRole('button', { name: o('ops_publish'), exact: true }).click();
    await form
      .getByRole('status')
      .filter({ hasText: o('ops_published') })
      .waitFor();

    const home = await open('/', { lang: 'bn' });
    await home.getByRole('img', { name: 'কনসোল ব্যানার' }).first().waitFor({ state: 'attached' });
  });

  it('an admin turns maintenance on and the player site shows the maintenance page; the audit log lists it all', async () => {
    const admin = await signIn('demo_admin', 'Admin12345', demoTotpSecret);
    await menu(admin)
      .getByRole('link', { name: o('ops_configuration') })
      .click();
    const form = admin.getByRole('form', { name: o('ops_maintenance') });
    await form.getByLabel(o('ops_maintenance_on')).check();
    await form.getByRole('button', { name: o('ops_save'), exact: true }).click();
    await form
      .getByRole('status')
      .filter({ hasText: o('ops_saved') })
      .waitFor();

    const player = await open('/', { lang: 'bn' });
    await player.getByRole('heading', { level: 1, name: label('bn', 'game_maintenance') }).waitFor();

    // Staff keep their console during maintenance.
    await menu(admin)
      .getByRole('link', { name: o('ops_audit') })
      .click();
    const table = admin.getByRole('table');
    for (const action of [
      'config.maintenance',
      'staff.invited',
      'POST /wps/operator/deposits/:id/approve',
      'POST /wps/operator/withdrawals/:id/approve',
      'POST /wps/operator/announcements',
    ]) {
      await optionalField(admin, 'ops_action').fill(action);
      await button(admin, 'ops_search').click();
      await table.getByRole('cell', { name: action, exact: true }).first().waitFor();
    }
    await optionalField(admin, 'ops_action').fill('POST /wps/operator/deposits/:id/approve');
    await button(admin, 'ops_search').click();
    await table.getByRole('cell', { name: finance.username, exact: true }).first().waitFor();
  });

  it("an admin changes the referral promotion's deposit and turnover on the rewards settings page; a bad amount is refused", async () => {
    const before = await openReferralRule(env.site.db, new Date());
    expect(before, 'the seeded referral promotion is open').not.toBeNull();
    const context = await env.newContext();
    const admin = await signInNewStaff(env.site, context, 'admin');
    try {
      await menu(admin)
        .getByRole('link', { name: o('ops_menu_rewards_settings'), exact: true })
        .click();
      const form = admin.getByRole('form', { name: rewardsEn.ops_rewards_referral_rule });
      await form
        .getByText(rewardsEn.ops_rewards_referral_rule_hint.replace('{{title}}', before!.title))
        .waitFor();
      const deposit = form.getByLabel(rewardsEn.ops_rewards_referral_min_deposit, { exact: true });
      const turnover = form.getByLabel(rewardsEn.ops_rewards_referral_min_turnover, { exact: true });
      await expect.poll(() => deposit.inputValue()).toBe('500.00');
      expect(await turnover.inputValue()).toBe('0.00');
      const save = form.getByRole('button', { name: rewardsEn.ops_rewards_save, exact: true });

      await deposit.fill('lots');
      await save.click();
      await form.getByRole('alert').waitFor();
      expect((await openReferralRule(env.site.db, new Date()))?.minDeposit).toBe(50_000n);

      await deposit.fill('300');
      await turnover.fill('1000');
      await save.click();
      // Saved: the form reloads with the server's values.
      await expect.poll(() => deposit.inputValue()).toBe('300.00');
      expect(await turnover.inputValue()).toBe('1000.00');
      expect(await openReferralRule(env.site.db, new Date())).toMatchObject({
        minDeposit: 30_000n,
        minTurnover: 100_000n,
      });
      await admin.reload();
      await expect.poll(() => deposit.inputValue()).toBe('300.00');
      expect(await turnover.inputValue()).toBe('1000.00');
      // Audited, the amounts in minor units.
      const audit = await env.site.db
        .selectFrom('audit_log')
        .select(['body', 'status'])
        .where('action', '=', 'PUT /wps/operator/rewards/referral-rule')
        .orderBy('id')
        .execute();
      expect(audit.map((row) => row.status)).toEqual([400, 200]);
      expect(audit[1]?.body).toEqual({ minDeposit: '30000', minTurnover: '100000' });
    } finally {
      await setReferralRule(env.site.db, new Date(), before!);
    }
  });
});
