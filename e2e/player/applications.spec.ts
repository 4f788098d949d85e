/**
 * Issue 17 "Promotion application", end to end (ADR 070): demo_applicant applies to the demo's
 * share-and-apply promotion with a comment and a screenshot; the content operator opens it in the
 * back office's review queue, sees the screenshot and issues 80,000; the member's card then says it
 * was issued and the bonus is in their bonus details, wagering once.
 *
 * Desktop only: it moves demo_applicant's money.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { closePopupIfShown } from './auth-helpers.ts';
import { signIn } from './house-game-helpers.ts';
import { openBackOffice } from './page-helpers.ts';

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "moves demo_applicant's money: one run only");
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.27.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

/** A real 1×1 PNG, as a screenshot would be. */
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a member applies with a comment and a screenshot; the desk issues it and the member sees the bonus', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo_applicant');
  await closePopupIfShown(page);
  await page.goto('/promotions');
  await closePopupIfShown(page);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Chia sẻ nhận 100K' }) });
  await expect(card.getByTestId('terms')).toContainText('Tối đa ₫100,000 khi được duyệt');
  await card.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  const comment = `https://facebook.com/posts/${Date.now()}`;
  await card.getByLabel('Ghi chú').fill(comment);
  await card.getByLabel('+ Thêm ảnh').setInputFiles({
    name: 'chia-se.png',
    mimeType: 'image/png',
    buffer: SCREENSHOT,
  });
  await expect(card.getByRole('img', { name: 'chia-se.png' })).toBeVisible();
  await card.getByRole('button', { name: 'Gửi đơn' }).click();
  await expect(card.getByRole('status')).toHaveText(
    'Đã gửi đơn. Chúng tôi sẽ xem xét và báo kết quả tại đây.',
  );
  await expect(card.getByText('Đơn của bạn đang được xem xét.')).toBeVisible();

  // The desk reviews it: the screenshot, then 80,000 with a reason.
  const desk = await openBackOffice(browser, '198.27.9.9');
  await desk.goto('/admin/promotions/applications?brand=LW');
  const row = desk
    .getByRole('table', { name: 'Applications to review' })
    .getByRole('row')
    .filter({ hasText: comment })
    .first();
  await expect(row).toContainText('demo_applicant');
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = desk.getByRole('dialog', { name: /^Application #\d+$/ });
  await expect(dialog.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await dialog.getByLabel(/^Bonus to issue/).fill('80000');
  await dialog.getByLabel('Reason').fill('Public post checked');
  await dialog.getByRole('button', { name: 'Issue bonus' }).click();
  await expect(desk.getByText(/^Application #\d+ issued\.$/)).toBeVisible();
  await desk.context().close();

  // The member's card says so, and the bonus wagers once.
  await page.reload();
  await closePopupIfShown(page);
  await expect(card.getByText('Đã duyệt: bạn được trả ₫80,000.00.')).toBeVisible();
  await card.getByRole('link', { name: 'Xem thưởng của tôi' }).click();
  await expect(page).toHaveURL(/page=bonusDetails/);
  await expect(page.getByText('Chia sẻ nhận 100K').first()).toBeVisible();
  await expect(page.getByText('₫80,000').first()).toBeVisible();
});
