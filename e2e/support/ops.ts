import type { BrowserContext, Page } from 'playwright-core';
import { totpEncryptionDevelopmentKey } from '../../apps/server/src/config.js';
import { totpCode } from '../../apps/server/src/modules/ops/staff/totp.js';
import { createStaffAccount } from '../../apps/server/src/modules/ops/staff/staff.service.js';
import { demoTotpSecret } from '../../apps/server/src/seed/demo-staff.js';
import opsEn from '../../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import { freshUsername } from './accounts.js';
import type { Site } from './site.js';

/**
 * A fresh staff member of `roleCode`, signed in on /ops in English in `context`: its own account, so
 * the authenticator's current code is unused (the console accepts each code once per account).
 */
export async function signInNewStaff(site: Site, context: BrowserContext, roleCode: string): Promise<Page> {
  const staff = { username: freshUsername('stf'), password: 'Staff-pass-1' };
  // The e2e site runs with the development TOTP key (no TOTP_ENCRYPTION_KEY set).
  await createStaffAccount(
    site.db,
    { TOTP_ENCRYPTION_KEY: totpEncryptionDevelopmentKey },
    { ...staff, roleCode, totpSecret: demoTotpSecret },
  );
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  await page.goto('/ops/login');
  await signInOnConsole(page, staff, () => totpCode(demoTotpSecret));
  return page;
}

/**
 * Signs `staff` in on the console's login page open in `page` (English), with the authenticator code
 * `code` gives once the password is accepted; resolves when the console's menu is there.
 */
export async function signInOnConsole(
  page: Page,
  staff: { username: string; password: string },
  code: () => string | Promise<string>,
): Promise<void> {
  await page.getByLabel(opsEn.ops_username, { exact: true }).fill(staff.username);
  await page.getByLabel(opsEn.ops_password, { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: opsEn.ops_sign_in, exact: true }).click();
  await page.getByLabel(opsEn.ops_code, { exact: true }).fill(await code());
  await page.getByRole('button', { name: opsEn.ops_sign_in, exact: true }).click();
  await page.getByRole('navigation', { name: opsEn.ops_menu }).waitFor({ state: 'attached' });
}
