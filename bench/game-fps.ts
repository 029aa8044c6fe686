// Frame timing of every house game kind in headless Chromium at a mid-range phone's size and speed (390×844 at
// 2 device pixels per CSS pixel, touch, the CPU slowed CPU_SLOWDOWN times as Lighthouse's mobile run does): each game is opened in
// demo mode, a round is played, and requestAnimationFrame deltas are recorded from the click until the
// outcome is shown (at most 8 s). Printed beside a reference page measured in the same run: a few
// boxes moved by a CSS transform animation, what this machine and browser manage at best.
// A frame longer than 25 ms (1.5 × 16.7 ms) is a dropped frame. Usage: npm run build && npm run bench:game-fps
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gameSetupFor, type EngineId } from '@app/house-games';
import { chromium, type Page } from 'playwright-core';
import { startSiteServer } from './support/site-server.js';

const LONG_FRAME_MS = 25;
const MAX_ROUND_MS = 8_000;
/** Lighthouse's mobile CPU slowdown (a mid-range phone against a desktop); CPU_SLOWDOWN=1 measures unthrottled. */
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);

interface FrameStats {
  frames: number;
  fps: number;
  p95Ms: number;
  longFrames: number;
  longShare: number;
}

/**
 * Records every animation frame's timestamp into window.__frames (installed before any page script). A
 * string, not a function: tsx keeps function names through a helper (`__name`) the page does not have.
 */
const recorder = `(() => {
  const frames = [];
  window.__frames = frames;
  const tick = (time) => {
    frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function framesBetween(page: Page, run: () => Promise<void>): Promise<FrameStats> {
  const start = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.length);
  await run();
  const times = await page.evaluate(
    (from) => (window as unknown as { __frames: number[] }).__frames.slice(from),
    start,
  );
  const deltas = times.slice(1).map((time, i) => time - times[i]!);
  const sorted = [...deltas].sort((a, b) => a - b);
  const total = deltas.reduce((sum, delta) => sum + delta, 0);
  const longFrames = deltas.filter((delta) => delta > LONG_FRAME_MS).length;
  return {
    frames: deltas.length,
    fps: deltas.length > 0 ? (deltas.length * 1000) / total : 0,
    p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    longFrames,
    longShare: deltas.length > 0 ? longFrames / deltas.length : 0,
  };
}

function startReferencePage(): Promise<http.Server> {
  const boxes = Array.from(
    { length: 12 },
    (_, i) => `<div class="b" style="animation-delay:-${i * 90}ms"></div>`,
  );
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference</title>' +
    '<style>.b{width:40px;height:40px;margin:4px;background:#e0a100;border-radius:8px;' +
    'animation:m 1.2s ease-in-out infinite alternate}@keyframes m{to{transform:translateX(240px) rotate(180deg)}}</style>' +
    `</head><body>${boxes.join('')}</body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface ListedGame {
  nodeId: string;
  gameType: string;
  gameCode: string;
  gameClassify: string | null;
  lines: number | null;
  supportPlay: number;
}

/** One demo-playable catalog game per engine, from the public game lists. */
async function gamesByEngine(baseUrl: string): Promise<Map<EngineId, ListedGame>> {
  const found = new Map<EngineId, ListedGame>();
  const lists = [
    'gameType=RNG',
    ...['SC', 'VP', 'TG', 'AC', 'BG'].map((classify) => `gameType=RNG&gameClassify=${classify}`),
    'gameType=LIVE',
    'gameType=FISH',
  ];
  for (const query of lists) {
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const response = await fetch(
        `${baseUrl}/wps/relay/GCSGAME_gameList?${query}&pageNo=${pageNo}&pageSize=60`,
      );
      const body = (await response.json()) as { value: { games: ListedGame[] } };
      for (const game of body.value.games) {
        if (game.supportPlay !== 0) continue;
        const setup = gameSetupFor({ ...game, rtpBp: null });
        if (setup && !found.has(setup.engine)) found.set(setup.engine, game);
      }
    }
  }
  return found;
}

async function demoUrl(baseUrl: string, nodeId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/wps/relay/GCS_gameLaunchFB`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nodeId, language: 'en' }),
  });
  const body = (await response.json()) as { success: boolean; message: string; value: { url: string } };
  if (!body.success) throw new Error(`demo launch of ${nodeId} failed: ${body.message}`);
  return body.value.url;
}

/** Plays one round as a player would: the bet choices the game needs, play, and (scratch) the finger. */
async function playRound(page: Page, engine: EngineId): Promise<void> {
  const submit = page.locator('form button[type=submit].btn-primary');
  if (engine === 'baccarat' || engine === 'dragon-tiger')
    await page.locator('fieldset button[aria-pressed]').first().click();
  if (engine === 'keno') await page.getByRole('button', { name: 'Quick pick' }).click();
  await submit.click();
  if (engine === 'video-poker') {
    await page.getByTestId('vp-card-0').click();
    await submit.click();
  }
  if (engine === 'scratch') {
    const foil = page.locator('canvas').first();
    await foil.waitFor();
    const box = (await foil.boundingBox())!;
    await page.mouse.move(box.x + 4, box.y + 4);
    await page.mouse.down();
    for (let row = 0; row <= 8; row++) {
      await page.mouse.move(box.x + (row % 2 === 0 ? box.width - 4 : 4), box.y + (box.height * row) / 8, {
        steps: 6,
      });
    }
    await page.mouse.up();
  }
  await page
    .getByTestId('round-outcome')
    .getByText(/\S/)
    .first()
    .waitFor({ timeout: MAX_ROUND_MS })
    .catch(() => undefined);
}

const format = (name: string, s: FrameStats, reference?: FrameStats) =>
  `${name.padEnd(14)} ${String(s.frames).padStart(5)} frames  ${s.fps.toFixed(1).padStart(5)} fps  p95 ${s.p95Ms
    .toFixed(1)
    .padStart(5)} ms  long frames ${String(s.longFrames).padStart(4)} (${(s.longShare * 100).toFixed(1)}%)${
    reference ? `  fps ×${(s.fps / reference.fps).toFixed(2)} of reference` : ''
  }`;

const site = await startSiteServer('bench-game-fps');
const reference = await startReferencePage();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: site.baseUrl,
  });
  context.setDefaultTimeout(30_000);
  await context.addInitScript({ content: recorder });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  // The slowdown holds for the page's whole life, across its navigations.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  console.log(`390×844 @2x, touch, CPU ${CPU_SLOWDOWN}× slower`);

  await page.goto(`http://127.0.0.1:${(reference.address() as AddressInfo).port}/`);
  const referenceStats = await framesBetween(page, () => page.waitForTimeout(4_000));
  console.log(format('reference', referenceStats));

  const games = await gamesByEngine(site.baseUrl);
  let worst: { engine: EngineId; stats: FrameStats } | null = null;
  for (const [engine, game] of games) {
    try {
      await page.goto(await demoUrl(site.baseUrl, game.nodeId));
      // The shell's play button (the fairness panel's seed form has a secondary one).
      await page.locator('form button[type=submit].btn-primary').waitFor({ timeout: 90_000 });
    } catch (error) {
      // A game that does not open (a very loaded machine) is reported; the others are still measured.
      console.log(`${engine.padEnd(14)} did not open: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const stats = await framesBetween(page, () => playRound(page, engine));
    console.log(format(engine, stats, referenceStats));
    if (!worst || stats.longShare > worst.stats.longShare) worst = { engine, stats };
  }
  if (worst) console.log(`most long frames: ${worst.engine} (${(worst.stats.longShare * 100).toFixed(1)}%)`);
} finally {
  await browser.close();
  reference.close();
  site.stop();
}
