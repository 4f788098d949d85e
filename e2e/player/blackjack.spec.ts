/**
 * Blackjack (issue 21, ADR 085): a member (demo_bjdesk on desktop, demo_bjmobile on mobile; only
 * this journey moves their money) launches a house blackjack title from the LIVE catalogue into the
 * house game page (`/game/blackjack`, not a live table), deals, plays a hand by hitting and standing,
 * then deals again and doubles, and sees each hand's outcome, the payout, and the balance move by
 * exactly payout − everything staked (the double's extra stake included).
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { launchPath, minorOf, signInOn as signIn } from './table-helpers.ts';

test.describe.configure({ timeout: 360_000 });

const launch = (page: Page, token: string, gameCode: string) => launchPath(page, token, 'LWLIVE', gameCode);

/** Clicks and waits for the provider's answer (a deal or a move), so the next look sees its result. */
const answered = async (page: Page, click: () => Promise<void>) => {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/provider/rounds') && r.request().method() === 'POST'),
    click(),
  ]);
  expect(response.status()).toBe(200);
  // The buttons come back enabled (still open) or the Deal button (settled).
  await expect(page.getByTestId('bj-deal').or(page.getByTestId('bj-stand'))).toBeEnabled();
};

/** The player's total ("7/17" counts as 17). */
const totalOf = async (page: Page) =>
  Number((await page.getByTestId('bj-hand-0-total').textContent())!.split('/').at(-1));

/**
 * Deals one round at `stake` and plays it: `double` doubles at the first decision (when the hand
 * allows it), otherwise hits below 17 and stands. A round settled on the deal (a blackjack) is
 * dealt again. Answers what was done, and checks the balance moved by payout − staked.
 */
const playRound = async (page: Page, { double }: { double: boolean }) => {
  for (let attempt = 0; attempt < 8; attempt++) {
    const before = minorOf(await page.getByTestId('provider-balance').textContent());
    await answered(page, () => page.getByTestId('bj-deal').click());
    await expect(page.getByTestId('bj-dealer-cards')).toBeVisible();
    const moves: string[] = [];
    for (let step = 0; step < 12; step++) {
      const hit = page.getByTestId('bj-hit');
      // Settled (a new Deal button) or still open (the move buttons).
      await expect(page.getByTestId('bj-deal').or(hit)).toBeVisible();
      if (!(await hit.isVisible())) break;
      // The hole card stays face down while the hand is played.
      await expect(page.getByTestId('bj-dealer-cards').locator('[data-card="hidden"]')).toHaveCount(1);
      const doubling = page.getByTestId('bj-double');
      let move: 'hit' | 'stand' | 'double';
      if (double && (await doubling.isEnabled())) move = 'double';
      else move = (await totalOf(page)) < 17 ? 'hit' : 'stand';
      await answered(page, () => page.getByTestId(`bj-${move}`).click());
      moves.push(move);
    }
    await expect(page.getByTestId('bj-deal')).toBeVisible();
    await expect(page.getByTestId('bj-outcome-0')).toHaveText(/Thắng|Thua|Hoà|Blackjack|Quá 21/);
    // Once over, the dealer's hole card is shown.
    await expect(page.getByTestId('bj-dealer-cards').locator('[data-card="hidden"]')).toHaveCount(0);
    const staked = minorOf(await page.getByTestId('bj-stake').textContent());
    const payout = minorOf(await page.getByTestId('bj-payout').textContent());
    await expect
      .poll(async () => minorOf(await page.getByTestId('provider-balance').textContent()))
      .toBe(before - staked + payout);
    await expect(page.getByTestId('bj-result')).not.toBeEmpty();
    if (moves.length === 0) continue;
    return { moves, staked, payout };
  }
  throw new Error('eight deals in a row settled on the deal');
};

test('blackjack: deal, hit and stand, then double, outcome and balance', async ({
  browser,
}, testInfo: TestInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop' && testInfo.project.name !== 'mobile',
    'player projects only',
  );
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({
    viewport: viewport ?? { width: 1366, height: 900 },
    isMobile,
    hasTouch,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  const token = await signIn(page, testInfo.project.name === 'mobile' ? 'demo_bjmobile' : 'demo_bjdesk');

  // A house LIVE title of the blackjack family: it launches into the house game page.
  const list = await page.request.get(
    '/relay/GCSGAME_gameList?gameType=LIVE&vassalage=LWLIVE&pageNum=1&pageSize=100',
  );
  const games = (await list.json()).value.content as { gameCode: string; maintenance: boolean }[];
  let path = '';
  for (const game of games.filter((g) => !g.maintenance)) {
    const launched = await launch(page, token, game.gameCode);
    if (launched.startsWith('/game/blackjack?')) {
      path = launched;
      break;
    }
  }
  expect(path, 'a playable blackjack title').toBeTruthy();
  await page.goto(path);
  await expect(page.getByTestId('bj-deal')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('bj-rtp')).toContainText('99.42');
  await expect(page.getByTestId('provider-balance')).toHaveText(/\d.*VND/);

  // A round played by hitting and standing, at 50.
  await page.getByRole('button', { name: '50', exact: true }).click();
  const plain = await playRound(page, { double: false });
  expect(plain.moves.every((m) => m === 'hit' || m === 'stand')).toBe(true);
  expect(plain.staked).toBe(5_000);

  // A round doubled at the first decision: two stakes on the round, the balance moves by both.
  const doubled = await playRound(page, { double: true });
  expect(doubled.moves[0]).toBe('double');
  expect(doubled.staked).toBe(10_000);
  expect([0, 10_000, 20_000]).toContain(doubled.payout);

  // The game's history lists both rounds.
  await page.getByRole('button', { name: 'Lịch sử' }).click();
  await expect(page.getByTestId('bj-round-view').first()).toBeVisible({ timeout: 15_000 });
  await context.close();
});
