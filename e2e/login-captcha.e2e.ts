import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, field, watchCaptchas } from './support/accounts.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { label } from './support/i18n.js';
import { startSite, type Site } from './support/site.js';

// Failed logins count per account and per IP, and every browser here comes from 127.0.0.1: this test
// has a site (and database) of its own so the captcha it provokes does not reach the other tests.
describe('login captcha', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await site?.close();
  });

  it('asks for a captcha after failed logins, refreshes it at most once a second, then logs in (bn)', async () => {
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width: 375, height: 812 } });
    context.setDefaultTimeout(uiTimeout);
    const page = await context.newPage();
    const captchas = watchCaptchas(page, site);
    await page.goto('/login');
    const popup = dialog(page, 'bn', 'login');
    const submit = popup.getByRole('button', { name: label('bn', 'login_submit'), exact: true });
    const captchaButton = popup.getByRole('button', { name: label('bn', 'refresh_captcha') });

    await field(popup, 'bn', 'username').fill('demo_player');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await field(popup, 'bn', 'password').fill(`Wrong${attempt}xx`);
      await submit.click();
      await popup.getByRole('alert').getByText(label('bn', 'login_incorrect')).waitFor();
      // The loader stops after a failure.
      await expect.poll(() => submit.isEnabled()).toBe(true);
      if (attempt < 3) expect(await captchaButton.count()).toBe(0);
    }

    // The server now asks for a captcha: its image shows, with an input.
    await captchaButton.getByRole('img').or(captchaButton).first().waitFor();
    await expect.poll(() => captchas.count()).toBe(1);
    expect(await captchaButton.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    // Clicking the image asks for a new one, at most once per second.
    await page.waitForTimeout(1100);
    const clicked = Date.now();
    await captchaButton.click();
    await captchaButton.click();
    await captchaButton.click();
    await expect.poll(() => captchas.count()).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    // Two on a quiet machine; one more per second the clicks themselves took on a busy one.
    expect(captchas.count()).toBeLessThanOrEqual(2 + Math.floor((Date.now() - clicked) / 1000));

    // Without the captcha the form does not go out.
    await field(popup, 'bn', 'password').fill('Player123');
    await submit.click();
    await popup.getByText(label('bn', 'captcha_required')).waitFor();

    // A wrong captcha: refused, and a new image replaces the used one.
    await field(popup, 'bn', 'captcha').fill('WRONG');
    await submit.click();
    await popup.getByText(label('bn', 'captcha_invalid')).waitFor();
    const answer = await captchas.answer(2);
    await field(popup, 'bn', 'captcha').fill(answer);
    await field(popup, 'bn', 'password').fill('Player123');
    await submit.click();
    await popup.waitFor({ state: 'detached' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: label('bn', 'account_menu') })
      .waitFor();
  });
});
