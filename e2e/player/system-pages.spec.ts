import { expect, test } from '@playwright/test';
import { MAINTENANCE } from '../playwright.config.ts';

test.describe('system gate', () => {
  test('a visitor from a blocked country sees the region page with their IP', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'SG' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Khu vực của bạn bị hạn chế truy cập' })).toBeVisible();
    await expect(page.getByTestId('region-ip')).toHaveText(/^(127\.0\.0\.1|::1)$/);
    await expect(page.getByText('Thưởng chào mừng 100% cho lần nạp đầu')).toHaveCount(0);
  });

  test('maintenance shows the maintenance page with the operator message', async ({ page }) => {
    await page.goto(`${MAINTENANCE}/`);
    await expect(page.getByRole('heading', { name: 'Bảo trì trò chơi' })).toBeVisible();
    await expect(page.getByText('Nâng cấp hệ thống ví')).toBeVisible();
  });

  test('maintenance wins when the region is blocked too', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'SG' });
    await page.goto(`${MAINTENANCE}/index`);
    await expect(page.getByRole('heading', { name: 'Bảo trì trò chơi' })).toBeVisible();
    await expect(page.getByTestId('region-ip')).toHaveCount(0);
  });
});
