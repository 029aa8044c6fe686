import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateSetting } from '../apps/server/src/modules/platform/system/system.service.js';
import {
  defaultMaintenance,
  defaultRegionRestriction,
  defaultResources,
} from '../apps/server/src/seed/system-defaults.js';
import { launchBrowser, uiTimeout } from './support/browser.js';
import { bn, label } from './support/i18n.js';
import { startSite, type Site } from './support/site.js';

describe('site shell', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({
      baseURL: site.baseUrl,
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
      // The service worker fetches assets itself, out of reach of page.route (the chunk-failure test).
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(uiTimeout);
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
    await updateSetting(site.db, 'maintenance', defaultMaintenance);
    await updateSetting(site.db, 'region_restriction', defaultRegionRestriction);
    await updateSetting(site.db, 'resources', defaultResources);
  });

  const htmlAttr = (name: string) => page.locator('html').getAttribute(name);

  it('renders home in Bengali by default, with the bundled Bengali font', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: label('bn', 'home_welcome') }).waitFor();
    expect(await htmlAttr('lang')).toBe('bn');
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    const bengaliFontLoaded = await page.evaluate(() =>
      [...document.fonts].some(
        (f) => f.family.replaceAll('"', '').includes('Noto Sans Bengali') && f.status === 'loaded',
      ),
    );
    expect(bengaliFontLoaded).toBe(true);
  });

  it('switches to English and keeps the choice across a reload', async () => {
    await page.goto('/');
    await page.getByRole('combobox', { name: label('bn', 'language') }).selectOption('en');
    await page.getByRole('heading', { name: label('en', 'home_welcome') }).waitFor();
    expect(await htmlAttr('lang')).toBe('en');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['en', 'bn']);

    await page.reload();
    await page.getByRole('heading', { name: label('en', 'home_welcome') }).waitFor();
    expect(await htmlAttr('lang')).toBe('en');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: label('en', 'hd_event') })
      .first()
      .waitFor();
  });

  it('loads an extra language from its JSON file, falling back to English for missing keys', async () => {
    const languages = defaultResources.languages.map((l) => (l.code === 'hi' ? { ...l, enabled: true } : l));
    await updateSetting(site.db, 'resources', { ...defaultResources, languages });
    await page.goto('/');
    await page.getByRole('combobox', { name: label('bn', 'language') }).selectOption('hi');
    await page.getByRole('heading', { name: 'TakaPlay में आपका स्वागत है' }).waitFor();
    expect(await htmlAttr('lang')).toBe('hi');
    // "Help center" has no Hindi translation in hi.json: the English text shows.
    await page.getByText(label('en', 'help_center')).first().waitFor();
  });

  it('explains a failed page download and offers a retry', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: label('bn', 'home_welcome') }).waitFor();
    await page.route('**/assets/promotions-page-*.js', (route) => route.abort());
    await page
      .getByRole('navigation', { name: label('bn', 'main_navigation') })
      .getByRole('link', { name: label('bn', 'hd_event') })
      .click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const [before = '', after = ''] =
      (bn as Record<string, string>).chunk_load_failed?.split('{{chunk}}') ?? [];
    expect(await alert.textContent()).toContain(before.trim());
    expect(await alert.textContent()).toContain(after.trim());
    await page.unroute('**/assets/promotions-page-*.js');
    await alert.getByRole('button', { name: label('bn', 'retry') }).click();
    await page.getByRole('heading', { level: 1, name: label('bn', 'hd_event') }).waitFor();
  });

  it('toggles the theme and remembers it', async () => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: label('bn', 'toggle_theme') });
    await toggle.waitFor();
    expect(await htmlAttr('data-theme')).toBe('light');
    await toggle.click();
    expect(await htmlAttr('data-theme')).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await page.getByRole('button', { name: label('bn', 'toggle_theme') }).waitFor();
    expect(await htmlAttr('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
  });

  it('shows the maintenance page when the operator turns maintenance on', async () => {
    await updateSetting(site.db, 'maintenance', { enabled: true, endTime: '2026-12-01T06:00:00.000Z' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: label('bn', 'game_maintenance') }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByText(label('bn', 'end_time'), { exact: false }).count()).toBeGreaterThan(0);
  });

  it('shows the region-blocked page with the visitor IP, and maintenance wins over it', async () => {
    await updateSetting(site.db, 'region_restriction', {
      ...defaultRegionRestriction,
      enabled: true,
      blockedCidrs: ['127.0.0.0/8'],
    });
    await page.goto('/promotions');
    await page.getByRole('heading', { level: 1, name: label('bn', 'blockip') }).waitFor();
    await page.getByText('127.0.0.1', { exact: false }).first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);

    await updateSetting(site.db, 'maintenance', { enabled: true, endTime: null });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: label('bn', 'game_maintenance') }).waitFor();
    expect(await page.getByRole('heading', { name: label('bn', 'blockip') }).count()).toBe(0);
  });

  it('renders the agent login page without the site header', async () => {
    await page.goto('/agent');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('link', { name: label('bn', 'hd_event') }).count()).toBe(0);
  });

  it('reloads a deep link on its own route and sends unknown routes home', async () => {
    await page.goto('/promotions');
    await page.getByRole('heading', { level: 1, name: label('bn', 'hd_event') }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: label('bn', 'hd_event') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/promotions');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: label('bn', 'home_welcome') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('fits a 360 px wide phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('heading', { name: label('bn', 'home_welcome') }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('asks for the app code on the home page once its first banner has loaded', async () => {
    const seen: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/wps/static/banners/')) seen.push('banner loaded');
    });
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]+\.js$/.test(request.url())) seen.push('entry requested');
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('heading', { name: label('bn', 'home_welcome') }).waitFor();
    expect(seen.indexOf('banner loaded')).toBeGreaterThan(-1);
    expect(seen.indexOf('entry requested')).toBeGreaterThan(seen.indexOf('banner loaded'));
  });

  it('makes the home page below the fold on a phone only when it comes near', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const hot = page.getByRole('list', { name: label('bn', 'hot_games'), exact: true });
    await hot.getByRole('listitem').nth(11).waitFor();
    // The last category section: its title shows, its tiles (and their skeletons) are not made yet,
    // nor the footer's product links or the closed drawer's links.
    const fishing = page.getByRole('region', { name: label('bn', 'con_fish'), exact: true });
    await fishing.waitFor();
    expect(await fishing.getByRole('listitem').count()).toBe(0);
    const products = page.getByRole('region', { name: label('bn', 'products'), exact: true });
    expect(await products.getByRole('link').count()).toBe(0);
    expect(await page.locator('#side-menu a').count()).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(700);

    await fishing.scrollIntoViewIfNeeded();
    await fishing.getByRole('listitem').first().waitFor();
    await products.scrollIntoViewIfNeeded();
    await products.getByRole('link').first().waitFor();
    await page.getByRole('button', { name: label('bn', 'open_menu') }).click();
    await page
      .getByRole('navigation', { name: label('bn', 'side_menu') })
      .getByRole('link', { name: label('bn', 'member_center') })
      .waitFor();
  });
});
