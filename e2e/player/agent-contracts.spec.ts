/**
 * Agent contracts (issue 16, ADR 056): demo_agent offers demo_subagent a daily-wage contract from the
 * daily wages page; demo_subagent, signed in in their own browser, gets the offer in the contract
 * popup and accepts it; demo_agent's page shows it in force without a reload (the live `contract`
 * event). The demo's contracts were settled by the scheduler's first beat after start: demo_agent
 * sees yesterday's paid wage and opens its lines, and demo_teamlead the same period settled with
 * nothing due (their team did not play). Desktop only: it changes demo_subagent's contract.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';

const slow = expect.configure({ timeout: 30_000 });

const agentSignIn = async (page: Page, account: string) => {
  await page.goto('/agent');
  const form = page.getByRole('region', { name: 'Đăng nhập đại lý' });
  await form.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill(account);
  await form.getByLabel(/^Mật khẩu\*?$/).fill('Agent@2026');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await slow(page).toHaveURL(/\/agentHome$/);
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
  await sub.context().close();

  // demo_teamlead, paid by demo_agent's contract, sees the same period on their own page: their team
  // did not play, so it was settled with nothing due.
  const lead = await ownBrowser(browser);
  await agentSignIn(lead, 'demo_teamlead');
  await lead.getByRole('link', { name: 'Lương ngày' }).click();
  const leadRecords = lead.getByRole('region', { name: 'Lịch sử quyết toán' });
  await slow(leadRecords.getByText('Không phát sinh').first()).toBeVisible();
  await lead.context().close();
});
