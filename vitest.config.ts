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
          // The games' proofs enumerate whole outcome spaces (an 8-deck shoe, every lottery pick):
          // seconds of pure CPU each, which a busy 2-core runner can stretch past vitest's 5 s.
          testTimeout: 20_000,
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
