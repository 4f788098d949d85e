/**
 * Issue 17 "red envelopes, wheel" and "points", end to end: demo_lucky (200,000, three wheel
 * tickets, 5,000 points, payment password 135790; only this journey moves its money) grabs the
 * demo's open red envelope in the rewards centre and sees the header's unclaimed count fall, spins
 * the wheel (the server's prize is the one shown), redeems a T-shirt for 500 points in the points
 * mall; the content operator sends it with a shipment reference, and the member sees the order
 * completed with that reference.
 *
 * Desktop only: the journey moves demo_lucky's money and points, and the phone run would race it.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { closePopupIfShown } from './auth-helpers.ts';
import { signIn } from './house-game-helpers.ts';
import { openBackOffice } from './page-helpers.ts';

test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_lucky money: one run only');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.22.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const countOf = (label: string | null) => Number(/(\d+)$/.exec(label ?? '')?.[1] ?? 0);

test('a member grabs a red envelope, spins the wheel and redeems points for a good the operator sends', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo_lucky');
  await closePopupIfShown(page);
  const gift = page.getByTestId('member-rewards');
  await expect(gift).toHaveAttribute('aria-label', /Ưu đãi chờ nhận: \d+/);
  const waitingBefore = countOf(await gift.getAttribute('aria-label'));

  // The demo's open drop: the envelope opens to the member's share, and one thing less waits.
  await page.goto('/member?page=rewardCenter&tab=envelopes');
  await closePopupIfShown(page);
  // Found while open, then held by its id: grabbing turns its state to "grabbed".
  const open = page.locator('[data-testid^="envelope-"][data-state="open"]').first();
  const envelope = page.getByTestId((await open.getAttribute('data-testid')) ?? '');
  await envelope.getByRole('button', { name: 'Mở lì xì' }).click();
  await expect(envelope.getByText(/Chúc mừng! Bạn nhận được .+, đã cộng vào ví chính\./)).toBeVisible();
  await expect(gift).toHaveAttribute('aria-label', `Ưu đãi chờ nhận: ${waitingBefore - 1}`);

  // The wheel: a ticket spent, the server's prize shown.
  await page.getByRole('tab', { name: /Vòng quay/ }).click();
  const tickets = page.getByTestId('wheel-tickets');
  await expect(tickets).toHaveText('3');
  await page.getByRole('button', { name: 'Quay ngay' }).click();
  const result = page.getByTestId('wheel-result');
  await expect(result).toHaveText(/Chúc mừng! Bạn trúng|Chúc bạn may mắn lần sau/, { timeout: 30_000 });
  await expect(tickets).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Các lượt quay gần đây' }).getByRole('listitem')).toHaveCount(
    1,
  );

  // The points mall: a T-shirt for 500 points, sealed with the payment password.
  await page.goto('/pointMall');
  await closePopupIfShown(page);
  await expect(page.getByTestId('points-balance')).toContainText('5,000');
  const shirt = page.getByRole('article').filter({ hasText: 'Áo thun Luckwell' });
  await shirt.getByRole('button', { name: 'Đổi quà' }).click();
  const redeem = page.getByRole('dialog', { name: 'Đổi quà bằng điểm' });
  await redeem.getByLabel('Tên người nhận').fill('Demo Lucky');
  await redeem.getByLabel('Số điện thoại người nhận').fill('0901234567');
  await redeem.getByLabel('Địa chỉ nhận hàng').fill('12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh');
  await redeem.getByLabel('Mật khẩu thanh toán').fill('135790');
  await redeem.getByRole('button', { name: 'Xác nhận đổi quà' }).click();
  await expect(page.getByTestId('redeem-done')).toContainText('Đã gửi yêu cầu đổi quà');
  await page.getByRole('button', { name: 'Xong' }).click();
  await expect(page.getByTestId('points-balance')).toContainText('4,500');
  const history = page.getByTestId('redeem-history');
  await expect(history.getByText('Đang xử lý').first()).toBeVisible();

  // The content operator sends it with the shipment's reference.
  const reference = `VNPOST-E2E-${randomInt(100_000, 999_999)}`;
  const desk = await openBackOffice(browser, '198.22.7.7');
  await desk.goto('/admin/promotions/points?brand=LW');
  const order = desk
    .getByRole('table', { name: 'Redemptions' })
    .getByRole('row')
    .filter({ hasText: 'demo_lucky' })
    .first();
  await order.getByRole('button', { name: 'Send' }).click();
  const send = desk.getByRole('dialog', { name: /^Send order #\d+$/ });
  await send.getByLabel('Transaction reference (shipment or voucher code)').fill(reference);
  await send.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(send).toBeHidden();
  await desk.context().close();

  // The member sees it completed, with the reference to follow.
  await page.reload();
  await closePopupIfShown(page);
  await expect(history.getByText('Đã hoàn tất').first()).toBeVisible();
  await expect(history.getByText(reference)).toBeVisible();
});
