/**
 * Manual adjustments (issue 4 "Back office") against a real server with the demo seed: finance
 * asks for a credit to demo_friend above the brand's 5,000,000.00 threshold, so it waits; the owner
 * approves it from the pending list; demo_friend's page then shows the new balance and the ledger
 * line under the key `adjustment:<id>`.
 *
 * Each project credits its own amount, so the desktop and phone runs can share demo_friend.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const signIn = async (page: Page, username: string, password: string) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (username === 'owner') {
    await expect(page).toHaveURL(/\/admin\/two-step$/);
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Operator menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
};

const openFriend = async (page: Page) => {
  await page.goto('/admin/members?q=demo_friend');
  await page
    .getByRole('link', { name: /demo_friend/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /demo_friend/ })).toBeVisible();
};

/** "6,000,001.23" → minor units, to add exactly. */
const minorOf = (text: string) => BigInt(text.replace(/[^\d]/g, ''));
const format = (minor: bigint) => {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
};

test('finance requests a large credit, the owner approves it, and the member shows it once', async ({
  page,
}, testInfo) => {
  const cents = testInfo.project.name === 'desktop' ? 11 : 22;
  const amount = `6000${randomInt(100, 999)}.${cents}`;
  const shown = format(minorOf(amount));

  await signIn(page, 'finance', 'Finance@2026');
  await openFriend(page);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const form = page.getByRole('dialog', { name: 'Adjust demo_friend’s balance' });
  await form.getByLabel('Amount (VND)').fill(amount);
  await expect(form.getByText(/the adjustment waits until another operator approves it/)).toBeVisible();
  await form.getByLabel('Reason').fill(`Missed jackpot payout, vendor ticket JP-${cents}`);
  await form.getByRole('button', { name: 'Request approval' }).click();
  await expect(page.getByText(`${shown} for demo_friend waits for approval.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ledger lines' }).getByText(`+${shown}`)).toHaveCount(0);
  await signOut(page);

  await signIn(page, 'owner', 'Owner@2026');
  await page.goto('/admin/adjustments');
  const row = page.getByRole('row', { name: new RegExp(`\\+${shown.replaceAll('.', '\\.')}`) });
  await row.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve the adjustment for demo_friend?' });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${shown} posted to demo_friend.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`\\+${shown.replaceAll('.', '\\.')}`) })).toHaveCount(
    0,
  );

  await openFriend(page);
  const ledger = page.getByRole('table', { name: 'Ledger lines' });
  const line = ledger.getByRole('row', { name: new RegExp(`\\+${shown.replaceAll('.', '\\.')}`) });
  await expect(line).toHaveCount(1);
  await expect(line.getByText(/^adjustment:\d+$/)).toBeVisible();
  // The main wallet shows the balance after the credit (unless the other project's run moved it since).
  const after = (await line.getByRole('cell').nth(6).textContent()) ?? '';
  expect(minorOf(after)).toBeGreaterThanOrEqual(minorOf(amount));
  const newest = ledger.getByRole('row').nth(1);
  if ((await newest.textContent())?.includes(`+${shown}`)) {
    await expect(page.getByRole('region', { name: 'Wallet' }).getByText(after).first()).toBeVisible();
  }
});
