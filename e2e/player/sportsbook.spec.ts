/**
 * The sportsbook (issue 23, ADR 089), on a phone. In Vietnamese, demo_parlay (whose money only this
 * journey moves) places a three-leg parlay on three of a trader's fixtures; the owner enters the
 * results from the back office's trading desk (2–0, 2–1 and 1–1, which voids the level handicap
 * leg); the ticket settles at once and the player sees it won 494.00 and the balance take it; the
 * trader then corrects a result and the ticket is resettled as lost, the 494.00 taken back. In
 * English, demo_cashout places a single, the trader shortens its price, and the player cashes it out
 * at the offer shown.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { openBackOffice } from './page-helpers.ts';
import { launchPath, minorOf, signIn } from './table-helpers.ts';

test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 30_000 });

const randomIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const run = randomInt(100_000, 999_999);

type Fixture = { id: string; markets: { id: number; kind: string }[] };

/** The owner's trading desk, and its API with the desk's own session (fixtures made for the journey). */
const tradingDesk = async (browser: Parameters<typeof openBackOffice>[0]) => {
  const desk = await openBackOffice(browser, randomIp(), { username: 'owner', password: 'Owner@2026' });
  const token = await desk.evaluate(() => sessionStorage.getItem('adminToken'));
  const call = async (method: 'POST' | 'PUT', path: string, data: object) => {
    const response = await desk.request.fetch(`/admin-api/trading${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data,
    });
    const body = await response.json();
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value as Fixture;
  };
  // Kick-off three hours after the server's clock (earlier journeys may have moved the dev clock on).
  const listed = await desk.request.get('/admin-api/trading/fixtures', {
    headers: { authorization: `Bearer ${token}` },
  });
  const serverTime = Date.parse((await listed.json()).value.serverTime);
  const fixture = (home: string, away: string) =>
    call('POST', '/fixtures', {
      sport: 'football',
      league: 'Journey Cup',
      home: `${home} ${run}`,
      away: `${away} ${run}`,
      startsAt: new Date(serverTime + 3 * 3_600_000).toISOString(),
      reason: 'Journey fixture',
    });
  return { desk, call, fixture };
};
const marketOf = (fixture: Fixture, kind: string) => fixture.markets.find((m) => m.kind === kind)!.id;

/** The player's book, opened from the LWSB title as the lobby opens it; the balance shown first. */
const openBook = async (page: Page, token: string, lang?: string) => {
  let path = await launchPath(page, token, 'LWSB', 'LWSB-0000');
  expect(path).toContain('/sportsbook/football?');
  if (lang) {
    const url = new URL(path, 'http://page');
    url.searchParams.set('lang', lang);
    path = `${url.pathname}${url.search}`;
  }
  await page.goto(path);
  await slow(page.getByTestId('sb-balance')).toHaveText(/\d/);
  return minorOf(await page.getByTestId('sb-balance').textContent());
};

/** Enters a football result from the trading desk's screen. */
const enterResult = async (desk: Page, fixtureId: string, home: number, away: number) => {
  const row = desk.getByTestId(`trading-fixture-${fixtureId}`);
  await slow(row).toBeVisible();
  await row.getByRole('button', { name: 'Enter result' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Home score').fill(String(home));
  await dialog.getByLabel('Away score').fill(String(away));
  await dialog.getByLabel('Reason').fill('Official result');
  await dialog.getByRole('button', { name: 'Enter result and settle' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Enter result' })).toBeHidden();
};

test('a three-leg parlay placed on a phone is settled when the trader enters the results', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'moves demo_parlay’s money: one run, on a phone');
  const { desk, fixture } = await tradingDesk(browser);
  const one = await fixture('Sông Hàn', 'Cầu Rồng');
  const two = await fixture('Núi Bà', 'Biển Hồ');
  const three = await fixture('Cát Bà', 'Lạch Tray');

  const { page, token } = await signIn(browser, 'demo_parlay', testInfo);
  const start = await openBook(page, token);
  // Home at 2.600, over 2.5 at 1.900, away on the level handicap at 1.900.
  for (const pick of [
    `sb-price-${marketOf(one, 'matchResult')}-home`,
    `sb-price-${marketOf(two, 'overUnder')}-over`,
    `sb-price-${marketOf(three, 'asianHandicap')}-away`,
  ]) {
    await slow(page.getByTestId(pick)).toBeEnabled();
    await page.getByTestId(pick).click();
  }
  await page.getByRole('button', { name: /Phiếu cược \(3\)/ }).click();
  const slip = page.getByTestId('sb-slip');
  await slip.getByRole('tab', { name: 'Cược xiên', exact: true }).click();
  await slip.locator('[data-testid^="sb-stake-"]').fill('100');
  await expect(slip.getByTestId('sb-combined-odds')).toHaveText('9.386');
  await expect(slip.getByTestId('sb-potential-return')).toContainText('938.60');
  await slip.getByTestId('sb-place').click();
  await slow(page.getByText('Đã đặt cược').first()).toBeVisible();
  // The slip's sheet closed, as a player does, to see the bets below.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(async () =>
    expect(minorOf(await page.getByTestId('sb-balance').textContent())).toBe(start - 10_000),
  ).toPass({ timeout: 15_000 });

  // The owner enters the three results on the trading desk.
  await desk.goto('/admin/games/trading');
  await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
  await enterResult(desk, one.id, 2, 0);
  await enterResult(desk, two.id, 2, 1);
  await enterResult(desk, three.id, 1, 1);

  // Paid at once: 100 × 2.600 × 1.900 × 1 (the level leg void) = 494.00.
  const bets = page.getByTestId('sb-my-bets');
  await bets.scrollIntoViewIfNeeded();
  await bets.getByRole('tab', { name: 'Đã kết thúc' }).click();
  const ticket = bets.locator('[data-testid^="sb-ticket-"]').filter({ hasText: `Sông Hàn ${run}` });
  await slow(ticket).toContainText('Thắng');
  await expect(ticket).toContainText('494.00');
  await page.reload();
  await expect(async () =>
    expect(minorOf(await page.getByTestId('sb-balance').textContent())).toBe(start - 10_000 + 49_400),
  ).toPass({ timeout: 30_000 });

  // The trader corrects a result (ADR 090): 2–1 was 1–0, the over leg lost, the 494.00 taken back.
  const corrected = desk.getByTestId(`trading-fixture-${two.id}`);
  await corrected.getByRole('button', { name: 'Correct result' }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog.getByLabel('Home score')).toHaveValue('2');
  await dialog.getByLabel('Home score').fill('1');
  await dialog.getByLabel('Away score').fill('0');
  await dialog.getByLabel('Reason').fill('Second goal disallowed on review');
  await dialog.getByRole('button', { name: 'Correct and resettle' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await slow(page.getByTestId('sb-balance')).toHaveText(/\d/);
  await bets.scrollIntoViewIfNeeded();
  await bets.getByRole('tab', { name: 'Đã kết thúc' }).click();
  await slow(ticket).toContainText('Thua');
  await expect(ticket.getByTestId('sb-ticket-corrected')).toContainText('Đã tính lại');
  await expect(async () =>
    expect(minorOf(await page.getByTestId('sb-balance').textContent())).toBe(start - 10_000),
  ).toPass({ timeout: 30_000 });
});

test('a single is cashed out on a phone in English after the trader shortens its price', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'moves demo_cashout’s money: one run, on a phone');
  const { call, fixture } = await tradingDesk(browser);
  const match = await fixture('Hải Phòng', 'Vũng Tàu');

  const { page, token } = await signIn(browser, 'demo_cashout', testInfo);
  const start = await openBook(page, token, 'en');
  const home = page.getByTestId(`sb-price-${marketOf(match, 'matchResult')}-home`);
  await slow(home).toBeEnabled();
  await home.click();
  await page.getByRole('button', { name: /Bet slip \(1\)/ }).click();
  const slip = page.getByTestId('sb-slip');
  await slip.locator('[data-testid^="sb-stake-"]').fill('100');
  await slip.getByTestId('sb-place').click();
  await slow(page.getByText('Bet placed').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The trader shortens the home price to 1.500: the offer is 100 × 2.600 / 1.500 × 95 % = 164.66.
  await call('PUT', `/markets/${marketOf(match, 'matchResult')}`, {
    selections: { home: 1_500, draw: 3_400, away: 5_000 },
    reason: 'Journey: the home side is favoured now',
  });
  const bets = page.getByTestId('sb-my-bets');
  const ticket = bets.locator('[data-testid^="sb-ticket-"]').filter({ hasText: `Hải Phòng ${run}` });
  const cashOut = ticket.getByRole('button', { name: /Cash out 164\.66/ });
  await slow(cashOut).toBeVisible();
  await cashOut.click();
  await page.getByTestId('sb-cash-out-confirm').click();
  await slow(page.getByText(/Cashed out 164\.66/).first()).toBeVisible();
  await page.reload();
  await expect(async () =>
    expect(minorOf(await page.getByTestId('sb-balance').textContent())).toBe(start - 10_000 + 16_466),
  ).toPass({ timeout: 30_000 });
});
