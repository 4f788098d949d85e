import { expect, test } from '@playwright/test';
import { NORMAL } from '../playwright.config.ts';
import { closeWelcomePopups, scrollToRegion } from './page-helpers.ts';

test.describe('home page', () => {
  test('opens in Vietnamese with the seeded banners and no broken images', async ({ page }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await expect(page.getByText('Thưởng chào mừng 100% cho lần nạp đầu').first()).toBeVisible();
    // Remembered once the app has taken over the server's page.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('vi');
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
    expect(broken).toEqual([]);
    expect(failures).toEqual([]);
  });

  test('fits a 375 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByText('Thưởng chào mừng 100% cho lần nạp đầu').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('switches to English and remembers it under lang and hisLang', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the header selector is desktop; mobile has it in the menu');
    await page.goto('/');
    // The welcome announcement pops up for visitors; close it as a player would.
    const popup = page.getByRole('dialog', { name: 'Ưu đãi thành viên mới' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();
    await page.getByRole('button', { name: /^Ngôn ngữ/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('100% welcome bonus on your first deposit').first()).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['en', 'en']);
    await page.reload();
    await expect(page.getByText('100% welcome bonus on your first deposit').first()).toBeVisible();
    // Closed once in this session, the popup stays closed.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('loads the sections below the fold as the player scrolls, with the live slider of hot live games', async ({
    page,
    request,
  }) => {
    const live = (await (await request.get('/relay/GCSGAME_hotGamesV2?gameType=LIVE')).json()).value as {
      gameName: string;
    }[];
    expect(live.length).toBeGreaterThan(4);
    await page.goto('/');
    await closeWelcomePopups(page);
    // Not loaded before the player comes near it.
    await expect(page.getByRole('region', { name: 'Sòng bài trực tiếp' })).toHaveCount(0);
    const section = await scrollToRegion(page, 'Sòng bài trực tiếp');
    await expect(section.getByRole('link', { name: 'Sòng bài trực tiếp' })).toHaveAttribute('href', '/live');
    const first = live[0]!.gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(section.getByRole('button', { name: new RegExp(first) }).first()).toBeVisible();
    // More than four games: the arrows are there and move the row.
    const row = section.getByRole('list');
    await section.getByRole('button', { name: 'Trò chơi trực tiếp tiếp theo' }).click();
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  });

  test('a route that needs a session sends a visitor to /login', async ({ page }) => {
    await page.goto('/member');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the second brand has its own look and language', async ({ page }) => {
    await page.goto(`http://brand2.localhost:${new URL(NORMAL).port}/`);
    await expect(page.getByText('The Jade Dragon welcome: 150% on day one').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Jade Dragon' }).first()).toBeVisible();
    await expect(page.getByText('Thưởng chào mừng 100% cho lần nạp đầu')).toHaveCount(0);
  });
});
