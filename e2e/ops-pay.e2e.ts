import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoTotpSecret } from '../apps/server/src/seed/demo-staff.js';
import accountEn from '../apps/web/src/features/my-account/locales/en.json' with { type: 'json' };
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import kycEn from '../apps/web/src/features/ops-kyc/locales/en.json' with { type: 'json' };
import { insertAccount } from './support/accounts.js';
import { useSiteAndBrowser } from './support/harness.js';
import { skipAnnouncementPopups, tokenFor } from './support/lobby.js';
import { signInNewStaff, signInOnConsole } from './support/ops.js';
import { unusedTotpCode } from './support/totp.js';
import { pngProof } from './support/wallet.js';

const o = (key: keyof typeof opsEn) => opsEn[key];
const k = (key: keyof typeof kycEn) => kycEn[key];
const m = (key: keyof typeof accountEn) => accountEn[key];

describe('operator console: identity documents', () => {
  const env = useSiteAndBrowser();

  async function open(path: string, width: number): Promise<Page> {
    const context = await env.newContext({ width });
    await skipAnnouncementPopups(context, env.site);
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  it('a player uploads an ID on the phone, staff take and approve it, the player sees verified', async () => {
    const account = await insertAccount(env.site.db);
    const token = await tokenFor(env.site, account.username, account.password);
    const player = await open(`/member/myAccount?token=${token}`, 390);
    const card = player.getByRole('region', { name: m('ma_kyc') });
    await card.getByText(m('ma_kyc_state_none')).waitFor();
    await card.getByLabel(m('ma_kyc_doc_type'), { exact: true }).selectOption('passport');
    await card
      .getByLabel(m('ma_kyc_front'), { exact: true })
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: pngProof });
    await card.getByRole('button', { name: m('ma_kyc_submit'), exact: true }).click();
    await card.getByTestId('kyc-state').getByText(m('ma_kyc_state_pending')).waitFor();

    const staff = await open('/ops/login', 1280);
    await signInOnConsole(staff, { username: 'demo_operator', password: 'Operator123' }, () =>
      unusedTotpCode(demoTotpSecret),
    );
    const menu = staff.getByRole('navigation', { name: o('ops_menu') });
    await menu.getByRole('link', { name: o('ops_kyc_menu'), exact: true }).click();
    await staff.getByRole('heading', { level: 1, name: k('kyc_heading') }).waitFor();
    const row = staff.getByTestId(`kyc-${account.username}`);
    await row.getByRole('img', { name: k('kyc_part_front') }).waitFor();
    await row.getByRole('button', { name: k('kyc_claim'), exact: true }).click();
    await row.getByRole('button', { name: k('kyc_approve'), exact: true }).click();
    await staff
      .getByRole('dialog', { name: k('kyc_confirm_approve') })
      .getByRole('button', { name: k('kyc_approve'), exact: true })
      .click();
    await row.waitFor({ state: 'detached' });

    await player.reload();
    await player
      .getByRole('region', { name: m('ma_kyc') })
      .getByTestId('kyc-state')
      .getByText(m('ma_kyc_state_approved'))
      .waitFor();

    const audit = await env.site.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'POST /wps/ops/kyc/:id/%')
      .where('staff_username', '=', 'demo_operator')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'POST /wps/ops/kyc/:id/claim',
      'POST /wps/ops/kyc/:id/decision',
    ]);
  });

  it("shows risk staff the shared-device badge on a member's console page, and none for a member alone on its device", async () => {
    const [first, second, loner] = await Promise.all([
      insertAccount(env.site.db),
      insertAccount(env.site.db),
      insertAccount(env.site.db),
    ]);
    // Sign-ins as the web client records them: the device key's persistent id (before the dot) is
    // what makes one device.
    const device = `e2e${Date.now().toString(36)}`;
    const signIn = (account: { id: string; username: string }, deviceId: string) => ({
      member_id: account.id,
      login_name: account.username,
      method: 'password',
      portal: 'web',
      ip: '203.0.113.21',
      user_agent: null,
      success: true,
      reason: 'ok',
      device_id: deviceId,
    });
    await env.site.db
      .insertInto('login_audit')
      .values([
        signIn(first, `${device}.aaaa`),
        signIn(second, `${device}.bbbb`),
        signIn(loner, `${device}x.aaaa`),
      ])
      .execute();

    const context = await env.newContext();
    const staff = await signInNewStaff(env.site, context, 'risk');
    const memberHeading = (username: string) =>
      staff.getByRole('heading', { level: 1, name: `${o('ops_member')}: ${username}` });

    await staff.goto(`/ops/members/${first.id}`);
    await memberHeading(first.username).waitFor();
    const risk = staff.getByRole('region', { name: o('ops_risk') });
    await risk.getByText(o('ops_risk_shared_device'), { exact: true }).waitFor();
    const detail = o('ops_risk_shared_device_detail')
      .replace('{{count}}', '1')
      .replace('{{members}}', second.username);
    await risk.getByText(detail, { exact: true }).waitFor();

    // Another device with the same browser traits is not the same device.
    await staff.goto(`/ops/members/${loner.id}`);
    await memberHeading(loner.username).waitFor();
    await staff.getByRole('region', { name: o('ops_actions') }).waitFor();
    expect(await staff.getByTestId('member-risk').count()).toBe(0);
  });
});
