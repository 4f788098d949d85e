/**
 * Issue 17 "VIP ranks", end to end: demo_vip (Silver, VIP 2, its Bronze and Silver level-up bonuses
 * and this month's monthly bonus paid at the demo's seed) sees the rank in the header and the
 * rewards centre's VIP tab: what Gold needs on both thresholds, the review warning, the ranks and the
 * bonuses received. On the desktop run the content operator raises Gold's monthly bonus in the back
 * office, and the member sees the new amount. Viewing moves no money.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { closePopupIfShown } from './auth-helpers.ts';
import { signIn } from './house-game-helpers.ts';
import { openBackOffice } from './page-helpers.ts';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.24.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

test('a VIP member sees the rank, what the next needs and the bonuses; the operator changes a bonus', async ({
  page,
  browser,
}, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  await signIn(page, 'demo_vip');
  await closePopupIfShown(page);
  if (desktop) await expect(page.getByTestId('member-vip')).toHaveText('VIP 2 · Bạc');

  await page.goto('/member?page=rewardCenter&tab=vip');
  await closePopupIfShown(page);
  await expect(page.getByTestId('vip-rank')).toHaveText('VIP 2 · Bạc');
  const standing = page.getByTestId('vip-standing');
  await expect(standing).toContainText('Để lên Vàng (VIP 3)');
  await expect(standing.getByRole('progressbar', { name: 'Cược hợp lệ' })).toBeVisible();
  await expect(page.getByTestId('vip-review')).toContainText('xuống một hạng');
  const rewards = page.getByTestId('vip-rewards');
  await expect(rewards.getByText('Thưởng thăng cấp: Đồng')).toBeVisible();
  await expect(rewards.getByText('Thưởng thăng cấp: Bạc')).toBeVisible();
  await expect(rewards.getByText('Thưởng tháng: Bạc')).toBeVisible();
  if (!desktop) return;

  const gold = page.getByRole('row').filter({ hasText: 'Vàng' });
  await expect(gold).toContainText('₫500,000');

  const desk = await openBackOffice(browser, '198.24.7.7');
  await desk.goto('/admin/promotions/vip?brand=LW');
  const form = desk.getByRole('form', { name: 'VIP ranks' });
  await expect(desk.getByTestId('vip-row-2')).toContainText(/[1-9]/);
  await form.getByLabel('VIP 3: Monthly bonus').fill('650000');
  await form.getByLabel('Reason').fill('Gold monthly bonus raised for December');
  await form.getByRole('button', { name: 'Save ranks' }).click();
  await expect(desk.getByText('The VIP ranks of LW are saved.')).toBeVisible();
  await desk.context().close();

  await page.reload();
  await closePopupIfShown(page);
  await expect(page.getByRole('row').filter({ hasText: 'Vàng' })).toContainText('₫650,000');
});
