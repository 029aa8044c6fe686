import { defineConfig } from 'vitest/config';

/**
 * unit: pure code, beside it (*.test.ts).
 * integration: server services and routes against a real database (*.int.test.ts), on PGlite and,
 *   when TEST_DATABASE_URL is set, on that PostgreSQL server too.
 * e2e: the built site in Debian's Chromium (e2e/**\/*.e2e.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
