/**
 * Issue 17 "Missions", end to end: demo_vip signs in, which completes the demo's "sign in today"
 * mission; the member centre's menu shows one reward to claim; the member claims it on the missions
 * page, the reward lands and the badge goes; the leaderboards tab shows the demo's two boards with
 * their prizes.
 *
 * Desktop only: the claim moves demo_vip's money once a day.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { closePopupIfShown } from './auth-helpers.ts';
import { signIn } from './house-game-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "moves demo_vip's money: one run only");
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.27.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

test('a member claims a completed mission and sees the leaderboards', async ({ page }) => {
  await signIn(page, 'demo_vip');
  await closePopupIfShown(page);
  await page.goto('/member?page=missionLeaderboard');
  await closePopupIfShown(page);
  const signInToday = page.locator('[data-testid^="mission-"]').filter({ hasText: 'Đăng nhập hôm nay' });
  await expect(signInToday).toContainText('1 / 1');
  await expect(page.getByRole('link', { name: 'Nhiệm vụ, 1' })).toBeVisible();
  const balance = page.getByTestId('member-balance').filter({ visible: true }).first();
  const before = Number(((await balance.textContent()) ?? '').replace(/[^\d]/g, '')) / 100;

  await signInToday.getByRole('button', { name: 'Nhận thưởng' }).click();
  await expect(signInToday.getByText('Đã nhận')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nhiệm vụ', exact: true })).toBeVisible();
  await expect(balance).toHaveText(`₫${(before + 2_000).toLocaleString('en')}.00`);

  await page.getByRole('tab', { name: 'Bảng xếp hạng' }).click();
  await expect(page.getByRole('heading', { name: 'Cược nhiều nhất hôm nay' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hệ số thắng cao nhất tuần' })).toBeVisible();
  await expect(page.getByText('Hạng 1: ₫500,000')).toBeVisible();
});
