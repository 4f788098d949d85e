/**
 * Lottery (issue 20, ADR 081): demo_lotto opens /lottery, plays the 1-minute Vietnamese fast draw
 * (vn-fast-60) — a quick-picked lô 2 số on the issue on sale — and sees the ticket in My bets and
 * the balance drop; then watches the issue close and draw (real time: up to about 80 s), the result
 * arrive, the ticket turn won or lost and the balance take the payout; and finds the slip in the
 * member centre's betting record.
 */
import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './house-game-helpers.ts';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

/** "₫10,000,000.00" → 1000000000 minor units (integers: no float sums). */
const minorOf = (text: string | null) => {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(text ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]) : Number.NaN;
};

const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** The seconds left on the issue on sale, as the page counts them. */
const secondsLeft = async (page: Page) =>
  Number(await page.getByTestId('issue-countdown').getAttribute('data-seconds'));

test('a member buys a lô on the 1-minute fast draw, watches it drawn and settled, and finds it in the betting record', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'moves demo_lotto money: one run only');

  await signIn(page, 'demo_lotto');
  const headerBalance = visible(page.getByTestId('member-balance'));
  await expect(headerBalance).toHaveText(/\d/);

  // The lobby: the fast draws, each counting down to its close.
  await page.goto('/lottery');
  const card = page.getByTestId('lottery-card-vn-fast-60');
  await expect(card.getByTestId('lobby-countdown')).toHaveText(/^\d\d:\d\d$/, { timeout: 30_000 });
  await card.getByRole('link', { name: 'Chơi Xổ số nhanh 1 phút' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=LWLOTTO-0000/);
  await expect(page.getByRole('heading', { level: 1, name: 'Xổ số nhanh 1 phút' })).toBeVisible();
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);

  // Lô 2 số is the first product: a quick pick of one number at 1 × 1.
  await page.getByRole('button', { name: 'Chọn nhanh' }).click();
  await expect(page.getByTestId('builder-summary')).toHaveText('1 cược × ₫1.00 × 1 = ₫1.00');
  await page.getByRole('button', { name: 'Thêm vào phiếu' }).click();
  const line = page.getByTestId('slip-line');
  await expect(line).toContainText('Lô 2 số');
  const picked = (await line.locator('.font-mono').textContent())?.trim() ?? '';
  expect(picked).toMatch(/^\d\d$/);

  // Not in an issue's last seconds: sales close 5 s before the draw.
  if ((await secondsLeft(page)) < 12) {
    const closing = await page.getByTestId('selling-issue').getAttribute('data-issue');
    await expect(page.getByTestId('selling-issue')).not.toHaveAttribute('data-issue', closing ?? '', {
      timeout: 30_000,
    });
  }
  const before = minorOf(await headerBalance.textContent());
  const place = page.getByRole('button', { name: /^Đặt cược · Kỳ \d{8}-\d{4}$/ });
  await expect(place).toBeEnabled({ timeout: 30_000 });
  const [placed] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/provider/lottery/tickets') && r.request().method() === 'POST',
    ),
    place.click(),
  ]);
  expect(placed.ok()).toBe(true);
  const issue = ((await placed.json()).value.tickets[0].issue as string) ?? '';
  await expect(
    page.getByRole('status').filter({ hasText: `Đã đặt 1 dòng cược cho Kỳ ${issue}.` }),
  ).toBeVisible();

  // My bets: the ticket waits for its result; the header's balance lost the stake.
  const ticket = page.locator(`[data-testid="my-ticket"][data-issue="${issue}"]`).first();
  await expect(ticket).toContainText(picked);
  await expect(ticket.getByTestId('ticket-status')).toHaveText(/Chờ kết quả/);
  await expect.poll(async () => minorOf(await headerBalance.textContent())).toBe(before - 100);

  // The issue closes and draws: its result arrives on the page, and the ticket settles.
  await expect(page.getByTestId('last-result')).toHaveAttribute('data-issue', issue, { timeout: 90_000 });
  await expect(page.getByTestId('result-special')).toHaveText(/^\d{5}$/);
  await expect(ticket.getByTestId('ticket-status')).toHaveAttribute('data-status', /^(won|lost)$/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('issue-outcome')).toBeVisible();
  const won = (await ticket.getByTestId('ticket-status').getAttribute('data-status')) === 'won';
  const payout = won ? minorOf(await ticket.getByTestId('ticket-payout').textContent()) : 0;
  if (won) expect(payout).toBeGreaterThan(0);
  await expect
    .poll(async () => minorOf(await headerBalance.textContent()), { timeout: 20_000 })
    .toBe(before - 100 + payout);

  // The member centre's betting record lists the slip as one bet of the title.
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.getByRole('heading', { name: 'Lịch sử cược' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('bet-records').getByText('VN Fast 1 min').first()).toBeVisible();
});
