import { expect, type Page, test } from '@playwright/test';
import { closeWelcomePopups } from './page-helpers.ts';

/** The home page drawn on the server (issue 18, ADR 075). */
test.describe('the home page drawn on the server', () => {
  const bannerOf = (page: Page) => page.locator('section[aria-roledescription="carousel"] img').first();

  test('shows its banner and navigation with JavaScript off, in the linked language', async ({
    browser,
    isMobile,
  }, testInfo) => {
    const context = await browser.newContext({
      ...testInfo.project.use,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Luckwell – Sòng bài trực tuyến, thể thao và xổ số');
    await expect(bannerOf(page)).toBeVisible();
    expect(await bannerOf(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(bannerOf(page)).toHaveAttribute('fetchpriority', 'high');
    // The main navigation from 1024 px; on a phone the header's sign-in and sign-up buttons.
    if (isMobile) {
      await expect(page.getByRole('button', { name: 'Đăng nhập' }).first()).toBeVisible();
    } else {
      const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
      await expect(nav.getByRole('link', { name: /Khuyến mãi/ })).toBeVisible();
    }
    await expect(page.locator('footer')).toBeVisible();
    await page.screenshot({ path: `e2e/test-results/server-render-no-js-${testInfo.project.name}.png` });

    await page.goto('/?lang=en');
    await expect(page.locator('h1')).toHaveText('Luckwell – online casino, sports and lottery');

    // A game lobby is drawn too, with its vendors (its games come with the app).
    await page.goto('/rng?lang=vi');
    await expect(page.locator('h1')).toHaveText('Nổ hũ');
    await expect(page.getByRole('heading', { name: 'Nhà cung cấp' })).toBeVisible();
    expect(await page.locator('main ul li').count()).toBeGreaterThan(1);
    await context.close();
  });

  test('a visitor who chose English on an earlier visit gets the page drawn in English', async ({ page }) => {
    // The choice from before the lang cookie existed: local storage only, so the server draws Vietnamese.
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Luckwell – online casino, sports and lottery');
    await expect(bannerOf(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The page was shown again (the boot script hides a page the app will redraw).
    expect(await page.evaluate(() => document.documentElement.dataset.csr)).toBeUndefined();
    // And the next visit is drawn in English by the server (the cookie).
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  });

  test('is taken over by the app in place: the same page, and the sign-in popup opens', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The server's first element of the page, kept before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const first = document.getElementById('root')?.firstElementChild;
        if (document.readyState === 'interactive' && first) {
          (window as { serverDrawn?: Element }).serverDrawn = first;
        }
      });
    });
    // A phone's width, where the header has the sign-in button (wider screens sign in inline).
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await closeWelcomePopups(page);
    const stillServerDrawn = () =>
      page.evaluate(
        () =>
          document.getElementById('root')?.firstElementChild ===
          (window as { serverDrawn?: Element }).serverDrawn,
      );
    expect(await stillServerDrawn()).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập' })).toBeVisible();
    // Still the server's element: hydrated, not drawn again.
    expect(await stillServerDrawn()).toBe(true);
    expect(errors).toEqual([]);
  });
});
