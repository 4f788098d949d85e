import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Two servers: one normal (with SG blocked, to show the region page), one in maintenance.
 * E2E_PORT moves both (normal on it, maintenance on the next) so two checkouts can run side by side.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const NORMAL = `http://localhost:${PORT}`;
export const MAINTENANCE = `http://localhost:${PORT + 1}`;

const server = (port: number, env: Record<string, string>) => ({
  command: 'node e2e/serve.mjs',
  cwd: ROOT,
  url: `http://localhost:${port}/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { PORT: String(port), HOST: '127.0.0.1', ...env },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Journeys sign in and load several pages; on the 2-core CI machine with two browsers and two
  // servers a healthy one can pass 30 s. On a slow day of the same machine (a plain JavaScript loop
  // at a third of its usual speed, 2026-11-26) steps took 10 s and journeys twice as long, so the
  // budget is two minutes and a step waits 15 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: NORMAL,
    // The site's reduced-motion path (marquees and the winner board stand still): software
    // rendering of those animations cost a whole core per idle page and starved the servers.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    // The dev clock (ADR 061) lets the contract journey pay today's period.
    server(PORT, { BLOCKED_COUNTRIES: 'SG', DEV_CLOCK: 'on' }),
    server(PORT + 1, {
      MAINTENANCE: 'on',
      MAINTENANCE_MESSAGE: 'Nâng cấp hệ thống ví',
      BLOCKED_COUNTRIES: 'SG',
    }),
  ],
});
