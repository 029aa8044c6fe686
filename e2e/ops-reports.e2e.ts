import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTotpSecret } from '../apps/server/src/seed/demo-staff.js';
import opsEn from '../apps/web/src/features/ops-console/locales/en.json' with { type: 'json' };
import reportsEn from '../apps/web/src/features/ops-reports/locales/en.json' with { type: 'json' };
import { signInOnConsole } from './support/ops.js';
import { unusedTotpCode } from './support/totp.js';
import { freshUsername, insertAccount } from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { startSite, type Site } from './support/site.js';

describe('operator reports', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A vendor of its own with one settled round today: stake 99,999.00, win 12,345.50. */
  async function roundToday(): Promise<void> {
    const db = site.db;
    await db.insertInto('game_vendor').values({ code: 'E2EREP', display_name: 'রিপোর্ট, "E2E"' }).execute();
    const type = await db.selectFrom('game_type').select('code').orderBy('code').executeTakeFirstOrThrow();
    const game = await db
      .insertInto('game')
      .values({
        vendor_code: 'E2EREP',
        game_type: type.code,
        game_code: 'E2E_REPORT',
        names: JSON.stringify({ en: 'E2E Report' }),
        name_en: 'E2E Report',
        search_text: 'e2e report',
        min_bet_minor: '0',
        updated_at: new Date(),
      })
      .returning('node_id')
      .executeTakeFirstOrThrow();
    const player = await insertAccount(db);
    await db
      .insertInto('game_round')
      .values({
        provider_code: 'HOUSE',
        round_ref: freshUsername('e2e-report'),
        member_id: player.id,
        node_id: game.node_id,
        vendor_code: 'E2EREP',
        game_type: type.code,
        status: 'settled',
        stake: '9999900',
        valid_bet: '9999900',
        win: '1234550',
        settled_at: new Date(),
      })
      .execute();
  }

  it('the owner opens the vendor report, sees the figures and downloads them as CSV', async () => {
    await roundToday();
    const context = await browser.newContext({ baseURL: site.baseUrl, acceptDownloads: true });
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto('/ops/login');
    await signInOnConsole(page, { username: 'demo_operator', password: 'Operator123' }, () =>
      unusedTotpCode(demoTotpSecret, 'demo_operator'),
    );
    const menu = page.getByRole('navigation', { name: opsEn.ops_menu });
    await menu.getByRole('link', { name: opsEn.ops_reports }).click();

    await page.getByLabel(reportsEn.reports_report, { exact: true }).selectOption('ggr_vendor');
    const row = page.getByRole('row').filter({ hasText: 'E2EREP' });
    await expect.poll(() => row.innerText(), { timeout: uiTimeout }).toContain('99,999.00');
    const text = await row.innerText();
    expect(text).toContain('রিপোর্ট, "E2E"');
    expect(text).toContain('12,345.50');
    expect(text).toContain('87,653.50');
    await expect
      .poll(() => page.getByRole('img', { name: reportsEn.reports_kind_ggr_vendor }).count())
      .toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: reportsEn.reports_download_csv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ggr_vendor-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toBe('vendor,vendor_name,rounds,bets,wins,ggr');
    expect(csv).toContain('E2EREP,"রিপোর্ট, ""E2E""",1,99999.00,12345.50,87653.50\r\n');
    expect(csv).toMatch(/\r\ntotal,,\d+,/);
    await context.close();
  });
});
