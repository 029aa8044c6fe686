import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { scaled } from '../../apps/server/src/testing/time-scale.js';

/** How long a page wait (locator, navigation) may take before it fails: 15 s on a quiet machine. */
export const uiTimeout = scaled(15_000);

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function newMobileContext(
  browser: Browser,
  baseURL: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, colorScheme });
}
