import { expect, type Page } from '@playwright/test';

/** The brand's welcome popups come one after another for visitors; close them as a player would. */
export const closeWelcomePopups = async (page: Page) => {
  await expect(page.getByRole('dialog').first()).toBeVisible();
  for (let i = 0; i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.getByRole('dialog').first().getByRole('button', { name: 'Đóng' }).click();
    await page.waitForTimeout(300);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/** Home sections below the fold load as the player scrolls near them: scroll until one is there. */
export const scrollToRegion = async (page: Page, name: string) => {
  const region = page.getByRole('region', { name });
  for (let i = 0; i < 40 && (await region.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, 500));
    await page.waitForTimeout(100);
  }
  return region;
};
