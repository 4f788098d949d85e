/**
 * Issue 17 "Invite friends", end to end: demo_inviter opens the invite page from the header's link
 * (the demo's programme is on) and reads their link; a friend opens it in another browser, from
 * another address, registers (the form names the referral code) and deposits 100,000 through Sandbox
 * Pay; the inviter sees the friend, masked, with the 30,000 reward paid. Then the content operator
 * pays the reward held for friend_binh (who registered from the inviter's address), and the inviter
 * sees nothing left under review.
 *
 * Desktop only: it registers a member and moves demo_inviter's money.
 */
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { closePopupIfShown, label } from './auth-helpers.ts';
import { solveCaptcha, watchCaptchas } from './captcha.ts';
import { dismissWelcome, signIn } from './house-game-helpers.ts';
import { depositBySandboxPay, openBackOffice } from './page-helpers.ts';

test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', "moves demo_inviter's money: one run only");
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.25.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const money = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('a friend registers with the invite link and deposits; the inviter is paid, and a held reward is paid by the desk', async ({
  page,
  browser,
}) => {
  await signIn(page, 'demo_inviter');
  await closePopupIfShown(page);
  await page.getByTestId('member-invite').click();
  await expect(page).toHaveURL(/\/member\?page=referral$/);
  const link = (await page.getByTestId('referral-link').textContent()) ?? '';
  expect(link).toMatch(/\/register\?referralCode=\w+$/);
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  const sums = page.getByTestId('referral-sums');
  const paidBefore = money(await sums.locator('dd').nth(1).textContent());
  await expect(sums.locator('dd').nth(2)).toHaveText('₫30,000');

  // The friend: another browser, another address.
  const friendContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `198.26.${randomInt(0, 256)}.${randomInt(1, 255)}` },
  });
  const friend = await friendContext.newPage();
  watchCaptchas(friend);
  const account = `pal${Date.now().toString(36)}${randomInt(10, 99)}`.slice(0, 14);
  await friend.goto(new URL(link).pathname + new URL(link).search);
  const dialog = friend.getByRole('dialog', { name: 'Đăng ký' });
  await expect(dialog.getByText(code)).toBeVisible();
  await dialog.getByRole('textbox', { name: label('Tên đăng nhập') }).fill(account);
  await dialog.getByLabel(label('Mật khẩu')).fill('Friend2026');
  await dialog.getByLabel(label('Xác nhận mật khẩu')).fill('Friend2026');
  await dialog.getByRole('checkbox', { name: /Tôi đủ 18 tuổi/ }).check();
  await solveCaptcha(friend, dialog, dialog.getByLabel(label('Mã captcha')));
  await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await dismissWelcome(friend);
  await friend.goto('/member?page=depositv2');
  await closePopupIfShown(friend);
  await depositBySandboxPay(friend, '100000');
  await friendContext.close();

  // The inviter sees the friend, masked, with the deposit milestone's reward paid.
  await page.reload();
  await closePopupIfShown(page);
  const masked = `${account.slice(0, 2)}***${account.slice(-2)}`;
  const row = page.getByTestId('referral-friends').getByRole('listitem').filter({ hasText: masked }).first();
  await expect(row).toContainText('Đã trả +₫30,000');
  await expect(sums.locator('dd').nth(1)).toHaveText(`₫${(paidBefore + 30_000).toLocaleString('en')}`);

  // The desk pays the reward held for friend_binh.
  const desk = await openBackOffice(browser, '198.25.7.7');
  await desk.goto('/admin/promotions/referral?brand=LW');
  const held = desk
    .getByRole('table', { name: 'Referral rewards' })
    .getByRole('row')
    .filter({ hasText: 'friend_binh' })
    .first();
  await expect(held).toContainText('Same IP address: 203.0.113.50');
  await held.getByRole('button', { name: 'Pay' }).click();
  const confirm = desk.getByRole('dialog', { name: /^Pay reward #\d+\?$/ });
  await confirm.getByRole('textbox').fill('Checked by phone: different people at one address');
  await confirm.getByRole('button', { name: 'Pay' }).click();
  await expect(desk.getByText('The reward is paid.')).toBeVisible();
  await desk.context().close();

  await page.reload();
  await closePopupIfShown(page);
  await expect(sums.locator('dd').nth(2)).toHaveText('₫0');
  await expect(sums.locator('dd').nth(1)).toHaveText(`₫${(paidBefore + 60_000).toLocaleString('en')}`);
});
