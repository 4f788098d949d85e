/**
 * The agent centre's team overview (issue 16 agentTeamOverview): demo_agent signs in at /agent and
 * lands on it; demo_bettor, in their team, played on many days of the month (the seed), so this
 * month's valid bet and active players are not zero and the play chart is drawn. Read-only: it runs
 * on the desktop and on a 375 px phone, and the phone does not scroll sideways.
 */
import { expect, test } from '@playwright/test';

const slow = expect.configure({ timeout: 30_000 });

test('an agent reads their team’s size and this month’s play', async ({ page, isMobile }) => {
  await page.goto('/agent');
  const form = page.getByRole('region', { name: 'Đăng nhập đại lý' });
  await form.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill('demo_agent');
  await form.getByLabel(/^Mật khẩu\*?$/).fill('Agent@2026');
  await form.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await slow(page).toHaveURL(/\/agentHome$/);

  const team = page.getByTestId('team-overview');
  await slow(team.getByRole('heading', { level: 1, name: 'Tổng quan đội nhóm' })).toBeVisible();
  await slow(team.getByTestId('team-figures')).toBeVisible();
  expect(
    Number(await team.getByTestId('team-size').locator('p').last().textContent()),
  ).toBeGreaterThanOrEqual(5);
  await expect(team.getByRole('button', { name: 'Hôm nay' })).toHaveAttribute('aria-pressed', 'true');

  await team.getByRole('button', { name: 'Tháng này' }).click();
  await expect(team.getByTestId('team-range')).toContainText(/^Từ \d{4}-\d{2}-01 đến \d{4}-\d{2}-\d{2}$/);
  await expect(team.getByTestId('team-validBet')).not.toContainText('₫0.00');
  await expect(team.getByTestId('team-activeMembers')).not.toContainText(/^Người chơi hoạt động0$/);
  await slow(team.getByRole('img', { name: /^Biểu đồ cược hợp lệ/ })).toBeVisible();

  if (isMobile) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
