/**
 * The lottery results desk end to end (issue 20, ADR 081): demo_ticket buys a đề on the north's
 * daily draw through the lottery API its page uses; the dev clock moves past the draw time, so the
 * issue waits for its result; the owner enters the full north sheet in /admin/games/lottery (the
 * special prize ending in the player's two digits) and cannot confirm it; risk, a second operator,
 * confirms it; the issue is settled with the ticket paid 85 × 10.00, and the player's tickets show
 * it won.
 */
import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { openBackOffice } from '../player/page-helpers.ts';

test.describe.configure({ timeout: 240_000 });
const slow = expect.configure({ timeout: 30_000 });

const randomIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** demo_ticket signed in on the site, with the session token its pages send. */
const signInPlayer = async (browser: Browser) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } });
  const page = await context.newPage();
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Đăng nhập' });
  await login.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill('demo_ticket');
  await login.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await login.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(login).toBeHidden({ timeout: 60_000 });
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return { page, token: token! };
};

/** Opens the north daily title's lottery session from a lobby launch, as /vnLottery does. */
const lotterySession = async (request: APIRequestContext, token: string) => {
  const launch = await request.post('/wps/game/launchGame', {
    headers: { authorization: `Bearer ${token}` },
    data: { vendor: 'TCG_LOTTO_VN', gameCode: 'TCG_LOTTO_VN-0000' },
  });
  const url = new URL((await launch.json()).value.url as string, 'http://site');
  expect(url.pathname).toBe('/vnLottery');
  const session = await request.post('/provider/lottery/session', {
    data: {
      vendor: url.searchParams.get('vendor'),
      gameCode: url.searchParams.get('gameCode'),
      launchToken: url.searchParams.get('token'),
    },
  });
  const answer = await session.json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  const value = answer.value as { token: string; game: string };
  expect(value.game).toBe('vn-north');
  return value.token;
};

/** The north sheet as the printed result lists it (special prize first), its special ending in `ending`. */
const northSheet = (ending: string) =>
  [
    [`483${ending}`],
    ['10552'],
    ['21764', '90518'],
    ['30211', '47395', '51846', '62907', '78130', '89642'],
    ['4157', '5283', '6390', '7418'],
    ['1064', '2179', '3285', '4396', '5402', '6513'],
    ['624', '735', '846'],
    ['19', '31', '42', '53'],
  ]
    .map((tier) => tier.join(' '))
    .join('\n');

/** Pastes `text` into an input as a clipboard paste would. */
const paste = (page: Page, label: string, text: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);

test('a north daily result: entered by one operator, confirmed by a second, the đề paid', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_ticket’s money and the dev clock: one run only');

  // (a) demo_ticket buys a đề on the north issue on sale.
  const player = await signInPlayer(browser);
  const session = await lotterySession(player.page.request, player.token);
  const state = (await (await player.page.request.get('/provider/lottery/games/vn-north')).json()).value as {
    serverTime: string;
    selling: { issue: string; province: string; drawAt: string }[];
  };
  const onSale = state.selling[0]!;
  const pick = String(randomInt(0, 100)).padStart(2, '0');
  const bought = await player.page.request.post('/provider/lottery/tickets', {
    headers: { authorization: `Bearer ${session}` },
    data: {
      issue: onSale.issue,
      bets: [{ product: 'de', selection: pick, unitStake: '10.00', multiplier: 1 }],
    },
  });
  expect((await bought.json()).success).toBe(true);

  // (b) The clock passes the draw time (it may already be ahead: other journeys move it too).
  const now = (await (await player.page.request.get('/dev/clock')).json()).value.now as string;
  const minutes = Math.ceil((Date.parse(onSale.drawAt) - Date.parse(now)) / 60_000) + 1;
  if (minutes > 0) {
    const moved = await player.page.request.post('/dev/clock', { data: { advanceMinutes: minutes } });
    expect(moved.ok()).toBe(true);
  }

  // (c) The owner finds the issue in the results queue and enters the whole sheet.
  const owner = await openBackOffice(browser, randomIp(), { username: 'owner', password: 'Owner@2026' });
  await owner.goto('/admin/games/lottery');
  await expect(owner.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  const queue = owner.getByRole('region', { name: 'Draws waiting' });
  const card = queue.getByRole('article', { name: new RegExp(`Northern Lottery · .* ${onSale.issue}$`) });
  // The server's schedule beat moves the issue to "awaiting result" within a second or so; the desk reads again every 10 s.
  await slow(async () => {
    if (!(await card.isVisible())) await owner.reload();
    await expect(card).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Enter result' }).click();
  const sheet = owner.getByRole('form', { name: 'Result sheet' });
  await expect(sheet.getByRole('group', { name: 'Special prize' })).toBeVisible();
  await paste(owner, 'ĐB number 1', northSheet(pick));
  await expect(sheet.getByText('27 of 27 numbers')).toBeVisible();
  await expect(sheet.getByLabel('ĐB number 1', { exact: true })).toHaveValue(`483${pick}`);
  await expect(sheet.getByLabel('G7 number 4', { exact: true })).toHaveValue('53');
  await sheet.getByRole('button', { name: 'Submit for confirmation' }).click();

  // (d) The owner waits for a second operator; risk confirms.
  const review = owner.getByRole('region', { name: 'Confirm the entered result' });
  await expect(review.getByText('Waiting for a second operator')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Confirm result' })).toBeDisabled();

  const risk = await openBackOffice(browser, randomIp(), { username: 'risk', password: 'Risk@2026' });
  await risk.goto('/admin/games/lottery');
  const entered = risk
    .getByRole('region', { name: 'Draws waiting' })
    .getByRole('article', { name: new RegExp(`Northern Lottery · .* ${onSale.issue}$`) });
  await expect(entered.getByText('Awaiting confirmation')).toBeVisible();
  await entered.getByRole('button', { name: 'Review' }).click();
  const check = risk.getByRole('region', { name: 'Confirm the entered result' });
  await expect(check.getByText(`483${pick}`)).toBeVisible();
  await check.getByRole('button', { name: 'Confirm result' }).click();
  const dialog = risk.getByRole('dialog', { name: `Confirm the result of ${onSale.issue}?` });
  await dialog.getByRole('button', { name: 'Confirm result' }).click();

  // (e) The issue is settled: one ticket, paid 85 × 10.00.
  await expect(risk).toHaveURL(new RegExp(`/admin/games/lottery/issues/vn-north/${onSale.issue}$`));
  const summary = risk.getByRole('region', { name: 'Summary' });
  await slow(summary.getByText('Settled')).toBeVisible();
  const fact = (label: string) => summary.getByText(label, { exact: true }).locator('..');
  await expect(fact('Tickets')).toHaveText(/^Tickets\s*1$/);
  await expect(fact('Payout')).toHaveText(/^Payout\s*850\.00$/);
  await expect(fact('House result')).toHaveText(/^House result\s*-840\.00$/);
  await expect(fact('Entered by')).toContainText('Owner');
  await expect(risk.getByRole('region', { name: 'Result' }).getByText(`483${pick}`)).toBeVisible();

  // The player's ticket won.
  const tickets = (
    await (
      await player.page.request.get('/provider/lottery/tickets', {
        headers: { authorization: `Bearer ${session}` },
      })
    ).json()
  ).value.tickets as { issue: string; product: string; status: string; payout: string | null }[];
  const ticket = tickets.find((t) => t.issue === onSale.issue && t.product === 'de');
  expect(ticket).toMatchObject({ status: 'won', payout: '850.00' });

  // The owner's issue list shows it settled with the house's result.
  await owner.goto(`/admin/games/lottery/issues?game=vn-north&status=settled`);
  const row = owner.getByRole('row').filter({ hasText: onSale.issue });
  await expect(row.getByText('Settled')).toBeVisible();
  await expect(row.getByText('-840.00')).toBeVisible();

  await Promise.all([owner.context().close(), risk.context().close(), player.page.context().close()]);
});
