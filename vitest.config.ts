import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace; `--project server` picks one. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on the 2-core CI machine means one
    // worker and an idle core: the main process only schedules and reports (ADR 050).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/{web,admin}/vite.config.ts',
    ],
  },
});
