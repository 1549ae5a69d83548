import { defineConfig } from 'vitest/config';

// Two tiers, run one after the other by `npm test` (scripts/test.mjs):
//   unit  pure logic of the shared package and the web app, in Node
//   api   the server through app.inject(), each test file on a fresh database
//         (PGlite by default, a fresh PostgreSQL database when TEST_DATABASE_URL is set)
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Components read their texts through i18n: English, every catalogue loaded.
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          pool: 'forks',
          fileParallelism: true,
          // Two cores: two test files (two databases) at a time.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
