// Measures the JavaScript the home route loads, gzipped: starts the real server over a scratch
// database, opens "/" in Chromium, and sums every script requested until the home heading shows.
// Chunks deferred until after the first paint (the banner carousel) are listed apart, not counted.
// Budget: 160 KB. Usage: npm run bench:bundle (after npm run build).
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { startSiteServer } from './support/site-server.js';

const BUDGET_KB = 160;
const server = await startSiteServer('bench-bundle');
const base = server.baseUrl;

let browser: Browser | undefined;
try {
  browser = await launchBrowser();
  const page = await browser.newPage();
  const requested = new Map<string, { deferred: boolean; size: Promise<number> }>();
  let firstPaintDone = false;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const deferred = firstPaintDone;
    const size = request
      .response()
      .then((response) => response?.body())
      .then((body) => (body ? gzipSync(body, { level: 9 }).length : 0))
      .catch(() => 0);
    requested.set(new URL(request.url()).pathname, { deferred, size });
  });
  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  firstPaintDone = true;
  await page.waitForLoadState('networkidle');

  const scripts = new Map<string, number>();
  for (const [file, { deferred, size }] of requested) {
    if (deferred) console.log(`  (deferred, not counted) ${((await size) / 1024).toFixed(1)} KB  ${file}`);
    else scripts.set(file, await size);
  }
  const rows = [...scripts.entries()].sort((a, b) => b[1] - a[1]);
  for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  const totalKb = rows.reduce((sum, [, size]) => sum + size, 0) / 1024;
  console.log(
    `home route JavaScript, gzipped: ${totalKb.toFixed(1)} KB (budget ${BUDGET_KB} KB, ${rows.length} files)`,
  );
  process.exitCode = totalKb <= BUDGET_KB ? 0 : 1;
} finally {
  await browser?.close();
  server.stop();
}
