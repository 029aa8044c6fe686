import jsQR from 'jsqr';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import appsBn from '../apps/web/src/features/apps/locales/bn.json' with { type: 'json' };
import appsEn from '../apps/web/src/features/apps/locales/en.json' with { type: 'json' };
import helpBn from '../apps/web/src/features/help-center/locales/bn.json' with { type: 'json' };
import helpEn from '../apps/web/src/features/help-center/locales/en.json' with { type: 'json' };
import { launchBrowser, uiTimeout } from './support/browser.js';
import { bundles, type Lang } from './support/i18n.js';
import { skipAnnouncementPopups } from './support/lobby.js';
import { startSite, type Site } from './support/site.js';

const PHONE = 390;
const DESKTOP = 1280;

const appBundles: Record<Lang, Record<string, string>> = {
  en: { ...bundles.en, ...appsEn, ...helpEn },
  bn: { ...bundles.bn, ...appsBn, ...helpBn },
};

/** Visible text of a site or app-page key. */
function L(
  lang: Lang,
  key: keyof typeof bundles.en | keyof typeof appsEn | keyof typeof helpEn,
  params: Record<string, string> = {},
) {
  const text = appBundles[lang][key];
  if (!text) throw new Error(`Missing ${lang} translation for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** What a QR image encodes, read back from its pixels with jsQR. */
async function decodeQr(image: Locator): Promise<string | null> {
  const { width, height, pixels } = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 400;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.drawImage(element, 0, 0, 400, 400);
    return { width: 400, height: 400, pixels: Array.from(ctx.getImageData(0, 0, 400, 400).data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
}

describe('apps: QR codes, download page, install guides and install prompt', () => {
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

  async function open(lang: Lang, path: string, width: number): Promise<Page> {
    context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width, height: 900 } });
    context.setDefaultTimeout(uiTimeout);
    await context.addInitScript((code) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', code);
    }, lang);
    await skipAnnouncementPopups(context, site);
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('banner').waitFor();
    await page.locator(`html[lang="${lang}"]`).waitFor();
    return page;
  }

  it('the side menu shows iOS and Android QR codes of 120 px that decode to the install pages (bn, desktop)', async () => {
    const lang: Lang = 'bn';
    const page = await open(lang, '/', DESKTOP);
    const menu = page.getByRole('navigation', { name: L(lang, 'side_menu') });
    await menu.getByRole('heading', { name: L(lang, 'app_download') }).scrollIntoViewIfNeeded();
    for (const [platform, key] of [
      ['ios', 'download_ios'],
      ['android', 'download_android'],
    ] as const) {
      const image = menu.getByRole('img', { name: L(lang, 'apps_qr_of', { name: L(lang, key) }) });
      await image.scrollIntoViewIfNeeded();
      const box = await image.boundingBox();
      expect(box?.width).toBe(120);
      expect(await decodeQr(image)).toBe(`${site.baseUrl}/app/${platform}`);
    }
  });

  it('the download page shows both codes and leads to the iOS guide with its pictured steps (en, phone)', async () => {
    const lang: Lang = 'en';
    const page = await open(lang, '/member/appDownload', PHONE);
    await page.getByRole('heading', { level: 1, name: L(lang, 'apps_download_title') }).waitFor();
    const iosQr = page
      .getByRole('main')
      .getByRole('img', { name: L(lang, 'apps_qr_of', { name: L(lang, 'apps_ios') }) });
    expect(await decodeQr(iosQr)).toBe(`${site.baseUrl}/app/ios`);
    await page.getByRole('link', { name: L(lang, 'apps_open_ios_guide') }).click();
    await page.getByRole('heading', { level: 1, name: L(lang, 'apps_ios_title') }).waitFor();
    expect(page.url()).toBe(`${site.baseUrl}/app/ios`);
    await page.getByText(L(lang, 'apps_ios_step_add')).waitFor();
    const steps = page.getByRole('main').getByRole('listitem');
    expect(await steps.count()).toBe(4);
    await page.getByRole('img', { name: L(lang, 'apps_step_picture', { step: '4' }) }).waitFor();
  });

  it('the Android page offers the browser install prompt once it fires, and says when the app is installed (bn, phone)', async () => {
    const lang: Lang = 'bn';
    const page = await open(lang, '/app/android', PHONE);
    await page.getByRole('heading', { level: 1, name: L(lang, 'apps_android_title') }).waitFor();
    const install = page.getByRole('button', { name: L(lang, 'apps_install') });
    expect(await install.count()).toBe(0);
    // Chromium fires beforeinstallprompt when the site is installable; a stand-in answers "accepted".
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.documentElement.dataset.prompted = 'yes';
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await install.click();
    await page.getByText(L(lang, 'apps_installed')).waitFor();
    expect(await page.locator('html').getAttribute('data-prompted')).toBe('yes');
  });

  it('the help center page lists the operator articles and searches them (en, phone)', async () => {
    const lang: Lang = 'en';
    const page = await open(lang, '/member/helpCenter', PHONE);
    await page.getByRole('heading', { level: 1, name: L(lang, 'help_center') }).waitFor();
    // The footer's help links carry the same titles: the articles are the main content's.
    const main = page.getByRole('main');
    await main.getByText('How to deposit').waitFor();
    await page.getByRole('searchbox', { name: L(lang, 'help_search') }).fill('withdrawal password');
    await main.getByText('How to withdraw').waitFor();
    expect(await main.getByText('How to deposit').count()).toBe(0);
    await page.getByRole('searchbox', { name: L(lang, 'help_search') }).fill('nothing-like-this');
    await page.getByText(L(lang, 'help_no_match', { query: 'nothing-like-this' })).waitFor();
  });

  it('the manifest and the service worker of the installable site are served', async () => {
    const manifest = await fetch(`${site.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ display: 'standalone', start_url: '/' });
    expect((await fetch(`${site.baseUrl}/sw.js`)).status).toBe(200);
  });
});
