import { defineConfig } from 'vitest/config';

// One runner for every package. `source` makes workspace packages resolve to their TypeScript sources.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts', 'packages/cli/src/**/*.test.ts'],
          benchmark: { include: ['packages/*/src/**/*.bench.ts'] },
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          benchmark: { include: [] },
          environment: 'node',
          // One embedded database per worker, shared by the test files of that worker (isolated by schema).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          benchmark: { include: [] },
          environment: 'node',
        },
      },
    ],
  },
});
