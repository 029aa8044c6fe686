import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, uiTimeout } from './browser.js';
import type { Lang } from './i18n.js';
import { startSite, type Site } from './site.js';

export interface SiteAndBrowser {
  readonly site: Site;
  readonly browser: Browser;
  /**
   * A browser context on the site, closed after the test: the page-wait timeout set, English unless
   * `lang`, 1280×900 unless `width`/`height`.
   */
  newContext(options?: { lang?: Lang; width?: number; height?: number }): Promise<BrowserContext>;
}

/**
 * The site and a browser for the calling describe block: started before its tests (its own beforeAll
 * hooks, registered after this call, find them running), each test's contexts closed after it, both
 * closed after its own afterAll hooks.
 */
export function useSiteAndBrowser(): SiteAndBrowser {
  let started: { site: Site; browser: Browser } | undefined;
  const contexts: BrowserContext[] = [];
  const running = () => {
    if (!started) throw new Error('the site is not started: use it inside a test or a hook');
    return started;
  };

  beforeAll(async () => {
    const [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    started = { site, browser };
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.close();
  });

  return {
    get site() {
      return running().site;
    },
    get browser() {
      return running().browser;
    },
    async newContext({ lang = 'en', width = 1280, height = 900 } = {}) {
      const { site, browser } = running();
      const context = await browser.newContext({ baseURL: site.baseUrl, viewport: { width, height } });
      contexts.push(context);
      context.setDefaultTimeout(uiTimeout);
      await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
      return context;
    },
  };
}
