/**
 * Agent contracts (issue 16, ADR 056): demo_agent offers demo_subagent a daily-wage contract from the
 * daily wages page; demo_subagent, signed in in their own browser, gets the offer in the contract
 * popup and accepts it; demo_agent's page shows it in force without a reload (the live `contract`
 * event). The demo's contracts were settled by the scheduler's first beat after start: demo_agent
 * sees yesterday's paid wage and opens its lines, and demo_teamlead the same period settled with
 * nothing due (their team did not play).
 *
 * Then the new contract pays: demo_friend, a member of demo_subagent's team, plays a round of dice;
 * the journeys' server moves its settlement clock a day on (ADR 061) so today's period is closed;
 * the operator previews and pays it in the back office; demo_subagent sees today's wage paid with
 * demo_friend's line, and demo_agent sees demo_subagent's team on their own wage for today at the
 * difference of the two rates. Desktop only: it changes demo_subagent's contract.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { houseGameOf, playButtonInLobby, signIn } from './house-game-helpers.ts';

const slow = expect.configure({ timeout: 30_000 });

const agentSignIn = async (page: Page, account: string) => {
  await page.goto('/agent');
  const form = page.getByRole('region', { name: 'Đăng nhập đại lý' });
  await form.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill(account);
  await form.getByLabel(/^Mật khẩu\*?$/).fill('Agent@2026');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await slow(page).toHaveURL(/\/agentHome$/);
};

/** The back office's owner, past the two-step prompt. */
const operatorSignIn = async (page: Page) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('owner');
  await page.getByLabel('Password', { exact: true }).fill('Owner@2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
};

const ownBrowser = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
};

test('an agent offers a daily wage, the sub-agent accepts it in their own browser, and wages are settled', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "changes demo_subagent's contract: one run only");
  // Four browsers in turn, a round of dice and a settlement run.
  test.setTimeout(300_000);
  await agentSignIn(page, 'demo_agent');
  await page.getByRole('link', { name: 'Lương ngày' }).click();
  await slow(page.getByRole('heading', { name: 'Hợp đồng lương ngày' })).toBeVisible();

  // The scheduler paid yesterday's wages from the demo rounds at start: the record opens to its lines.
  const records = page.getByRole('region', { name: 'Lịch sử quyết toán' });
  await slow(records.getByText('Đã trả').first()).toBeVisible();
  await records
    .getByRole('button', { name: /Xem chi tiết/ })
    .first()
    .click();
  await slow(records.getByText('demo_bettor').first()).toBeVisible();

  // The offer: one tier, 0.6% from the first coin.
  const card = page.getByRole('listitem').filter({ hasText: 'demo_subagent' });
  await card.getByRole('button', { name: 'Đề xuất hợp đồng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đề xuất hợp đồng cho demo_subagent' });
  await dialog.getByLabel('Tỷ lệ (%)').first().fill('0.6');
  await dialog.getByRole('button', { name: 'Gửi đề xuất' }).click();
  await slow(page.getByText('Đã gửi đề xuất cho demo_subagent.', { exact: false })).toBeVisible();

  // demo_subagent signs in elsewhere: the popup lists the offer; they accept it.
  const sub = await ownBrowser(browser);
  await agentSignIn(sub, 'demo_subagent');
  const popup = sub.getByRole('dialog', { name: 'Yêu cầu hợp đồng' });
  await slow(
    popup.getByText('demo_agent (Demo Agent) đề xuất cho bạn hợp đồng này', { exact: false }),
  ).toBeVisible();
  await popup.getByRole('button', { name: 'Chấp nhận' }).click();
  await slow(popup).toBeHidden();

  // demo_agent's page hears of it live: the contract is in force at 0.60%.
  await slow(card.getByText('Tối đa 0.60%')).toBeVisible();
  await sub.getByRole('link', { name: 'Lương ngày' }).click();
  const mine = sub.getByRole('region', { name: 'Hợp đồng của tôi' });
  await slow(mine.getByText('Đang hiệu lực')).toBeVisible();
  await slow(mine.getByText('0.60%').first()).toBeVisible();

  // demo_friend, in demo_subagent's team, plays a round of dice today.
  const friend = await ownBrowser(browser);
  await signIn(friend, 'demo_friend');
  const dice = await houseGameOf(friend, 'dice');
  await (await playButtonInLobby(friend, dice)).click();
  const game = friend.frameLocator(`iframe[title="${dice.gameName}"]`);
  await game.getByRole('button', { name: '100', exact: true }).click();
  await game.getByRole('button', { name: 'Gieo' }).click();
  await slow(game.getByTestId('dice-result')).toHaveText(/Thắng|Không trúng/);
  await friend.context().close();

  // Today's period closes on the server's settlement clock; the operator pays it in the back office.
  const clock = await page.request.post('/dev/clock', { data: { advanceMinutes: 24 * 60 } });
  expect(clock.ok()).toBe(true);
  const today = await page.evaluate(() => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10));
  const operator = await ownBrowser(browser);
  await operatorSignIn(operator);
  await operator.goto(`/admin/agents/settlements?brand=LW&kind=dailyWage&day=${today}`);
  const preview = operator.getByRole('region', { name: `Settlement of period ${today}` });
  await slow(preview.getByText('Ready to pay')).toBeVisible();
  const subRow = preview.getByRole('row').filter({ hasText: 'demo_subagent' });
  await expect(subRow.getByText('To pay')).toBeVisible();
  await expect(subRow.getByText('0.60%')).toBeVisible();
  await preview.getByRole('button', { name: 'Pay this period' }).click();
  const confirm = operator.getByRole('dialog', { name: `Pay period ${today}?` });
  await confirm.getByLabel(/Reason/).fill("Today's wages, paid early in the journey");
  await confirm.getByRole('button', { name: 'Pay this period' }).click();
  await slow(operator.getByText(`Period ${today} paid:`, { exact: false })).toBeVisible();
  await slow(subRow.getByText('Paid', { exact: true })).toBeVisible();
  await operator.context().close();

  // Both see the record: demo_subagent their wage on demo_friend's round, demo_agent theirs on
  // demo_subagent's team at the difference.
  await sub.reload();
  const subRecords = sub.getByRole('region', { name: 'Lịch sử quyết toán' });
  const paid = subRecords.getByRole('listitem').filter({ hasText: 'Đã trả' }).first();
  await slow(paid).toBeVisible();
  await paid.getByRole('button', { name: /Xem chi tiết/ }).click();
  await slow(paid.getByText('demo_friend')).toBeVisible();
  await expect(paid.getByText('trả theo 0.60%')).toBeVisible();
  await sub.context().close();

  await page.reload();
  const agentRecords = page.getByRole('region', { name: 'Lịch sử quyết toán' });
  const newest = agentRecords.getByRole('listitem').first();
  await newest.getByRole('button', { name: /Xem chi tiết/ }).click();
  const subLine = newest.getByRole('listitem').filter({ hasText: 'demo_subagent' });
  await slow(subLine).toBeVisible();
  await expect(subLine.getByText('tỷ lệ riêng của họ 0.60%')).toBeVisible();

  // demo_teamlead, paid by demo_agent's contract, sees the same period on their own page: their team
  // did not play, so it was settled with nothing due.
  const lead = await ownBrowser(browser);
  await agentSignIn(lead, 'demo_teamlead');
  await lead.getByRole('link', { name: 'Lương ngày' }).click();
  const leadRecords = lead.getByRole('region', { name: 'Lịch sử quyết toán' });
  await slow(leadRecords.getByText('Không phát sinh').first()).toBeVisible();
  await lead.context().close();
});
