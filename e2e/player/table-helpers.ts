/**
 * What the shared-table journeys (live baccarat, Tiến Lên) do alike: sign a demo member in in a
 * context of the project's size with reduced motion, and launch a house title the way the lobby does
 * (`/wps/game/launchGame`), answering the table page's address with its one-time token.
 */
import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { signIn as signInPage } from './house-game-helpers.ts';

/** "1,000,000.00 VND" → 100000000 minor units; "-20.00 VND" → -2000. */
export const minorOf = (text: string | null) => {
  const match = /(-?)(\d[\d,]*)\.(\d{2})/.exec(text ?? '');
  if (!match) return Number.NaN;
  const minor = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -minor : minor;
};

/** Signs a demo member in on `page` (the welcome popup closed): their site token. */
export const signInOn = async (page: Page, account: string) => {
  await signInPage(page, account);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
};

export const signIn = async (browser: Browser, account: string, testInfo: TestInfo) => {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: viewport ?? { width: 1366, height: 900 },
    isMobile,
    hasTouch,
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  return { context, page, token: await signInOn(page, account) };
};

/** The lobby's launch of a title: the page's address (its one-time token inside), or '' if refused. */
export const launchPath = async (page: Page, token: string, vendor: string, gameCode: string) => {
  const response = await page.request.post('/wps/game/launchGame', {
    headers: { authorization: `Bearer ${token}` },
    data: { vendor, gameCode },
  });
  const url = (await response.json()).value?.url as string | undefined;
  if (!url) return '';
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
