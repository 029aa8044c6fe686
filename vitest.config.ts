import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { scaled, timeScale } from './apps/server/src/testing/time-scale.js';

// Measured once here, before the workers start; they inherit it through TEST_TIME_SCALE.
timeScale();

/**
 * unit: pure code, beside it (*.test.ts).
 * integration: server services and routes against a real database (*.int.test.ts), on PGlite and,
 *   when TEST_DATABASE_URL is set, on that PostgreSQL server too.
 * e2e: the built site in Debian's Chromium (e2e/**\/*.e2e.ts).
 *
 * Timeouts are safety nets against hangs, stretched on a busy machine (time-scale.ts); the tests
 * themselves wait on events. expect.poll gets the same patience as a Playwright wait (15 s).
 *
 * Speed (docs/decisions.md "Tests"): one worker per core (Vitest's default leaves one core for
 * itself, which on a 2-core machine means one test file at a time while the main process idles),
 * and unit and integration files share their worker's loaded modules (isolate: false) instead of
 * re-importing the server and re-compiling PGlite's WebAssembly for every file. That is safe
 * because the server keys every cache by its Db and tests restore what they mock.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
          testTimeout: scaled(5_000),
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: scaled(60_000),
          hookTimeout: scaled(120_000),
          expect: { poll: { timeout: scaled(15_000) } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: scaled(90_000),
          hookTimeout: scaled(180_000),
          expect: { poll: { timeout: scaled(15_000) } },
          fileParallelism: false,
        },
      },
    ],
  },
});
