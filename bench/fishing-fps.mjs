/**
 * The fishing room's frame rate (issue 22: "60 fps on a mid-range phone"): frames drawn over 5 s of
 * the watching room at 375 px upright and sideways with the CPU slowed 4× (Lighthouse's mobile
 * setting) and at 1366 px, system Chromium with software raster (--disable-gpu: no GPU here, so a
 * floor for a phone's GPU canvas). Start a server first (`PORT=8191 HOST=127.0.0.1 node
 * e2e/serve.mjs`), then `node bench/fishing-fps.mjs` (BENCH_URL moves it). Not part of `npm test`.
 */
const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8191';

import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const [name, viewport, rate] of [
  ['375px, CPU ×4', { width: 375, height: 812 }, 4],
  ['375px landscape 812×375, CPU ×4', { width: 812, height: 375 }, 4],
  ['1366px, CPU ×1', { width: 1366, height: 900 }, 1],
]) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: name.startsWith('1366') ? 1 : 2,
    isMobile: !name.startsWith('1366'),
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${BASE}/fishing/LWFISH-R1`);
  await page.getByTestId('fishing-canvas').waitFor();
  await page.waitForTimeout(3000);
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const times = [];
        const start = performance.now();
        const step = (t) => {
          times.push(t);
          if (t - start < 5000) requestAnimationFrame(step);
          else resolve(times);
        };
        requestAnimationFrame(step);
      }),
  );
  const gaps = result
    .slice(1)
    .map((t, i) => t - result[i])
    .sort((a, b) => a - b);
  const fps = (result.length - 1) / ((result.at(-1) - result[0]) / 1000);
  const p95 = gaps[Math.floor(gaps.length * 0.95)];
  console.log(`${name}: ${fps.toFixed(1)} fps, p95 frame ${p95.toFixed(1)} ms, frames ${result.length - 1}`);
  await context.close();
}
await browser.close();
