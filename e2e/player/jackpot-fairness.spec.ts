/**
 * The jackpot's provably-fair page (issue 5, docs/decisions/035-jackpot-back-office.md) against a
 * real server with the demo seed, whose played rounds win Luckwell's first cycle for real: a visitor
 * opens the page from the home counter and sees that cycle verified in the browser — the revealed
 * seed's SHA-256 matches the hash published before, and the winning draw is recomputed as a hit —
 * then recomputes it by hand in the form.
 */
import { expect, test } from '@playwright/test';
import { closeWelcomePopups } from './page-helpers.ts';

test('a visitor checks a won cycle from the home counter', async ({ page }) => {
  await page.goto('/');
  await closeWelcomePopups(page);
  const counter = page.getByRole('region', { name: 'Hũ thưởng lũy tiến' });
  await counter.getByRole('link', { name: 'Kiểm chứng công bằng' }).click();
  await expect(page).toHaveURL(/\/jackpotFairness$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hũ thưởng minh bạch, kiểm chứng được' }),
  ).toBeVisible();

  const current = (await (await page.request.get('/relay/GCSGAME_getJackpot')).json()).value as {
    seedHash: string;
    cycle: number;
  };
  await expect(
    page.getByRole('region', { name: 'Chu kỳ hiện tại' }).getByText(current.seedHash),
  ).toBeVisible();

  const first = page.getByRole('listitem', { name: 'Chu kỳ 1', exact: true });
  await expect(first).toBeVisible();
  await expect(first.getByText('Mã băm khớp')).toBeVisible();
  await expect(first.getByText(/Trúng: rút được [\d,]+, nhỏ hơn tiền cược [\d,]+$/)).toBeVisible();
  await expect(first.getByText(/^ORIENT:demo-round-\d+-bet$/)).toBeVisible();

  // The same draw by hand: the card fills the form, the form recomputes it.
  await first.getByRole('button', { name: 'Kiểm tra trong biểu mẫu' }).click();
  const form = page.getByRole('region', { name: 'Tự kiểm tra một lần rút bất kỳ' });
  await expect(form.getByLabel('Chu kỳ (nonce)')).toHaveValue('1');
  await form.getByRole('button', { name: 'Tính lại lần rút' }).click();
  await expect(form.getByText(/Trúng: rút được/)).toBeVisible();
  // Another bet of the same cycle, same stake: it drew a different number and missed.
  await form.getByLabel('Mã khách (NHÀ CUNG CẤP:mã giao dịch)').fill('ORIENT:someone-else');
  await form.getByRole('button', { name: 'Tính lại lần rút' }).click();
  await expect(form.getByText(/Không trúng: rút được/)).toBeVisible();
});
