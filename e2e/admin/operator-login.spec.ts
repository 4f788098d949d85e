/**
 * The back office's operators (issue 3 "Operators" and "Web: Admin"), against a real server with the
 * demo seed: the owner creates an operator, who signs in, enrols two-step sign-in with a code
 * computed here from the setup key on screen, and signs in again with a fresh code; support locks
 * and unlocks jade_player, and the owner finds both actions in the audit log, whose chain verifies.
 *
 * New operators get unique names, so the desktop and phone runs never meet. The member locked is
 * jade_player, whom no player journey signs in (a lock ends the member's sessions), and only one
 * project locks it.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  // An address of its own, so sign-in throttles of one journey never touch another.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const signIn = async (page: Page, username: string, password: string) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** The demo owner has no authenticator: the console offers enrolment first, which they put off. */
const signInAsOwner = async (page: Page) => {
  await signIn(page, 'owner', 'Owner@2026');
  await expect(page).toHaveURL(/\/admin\/two-step$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
};

const openSection = async (page: Page, name: string) => {
  const openMenu = page.getByRole('button', { name: 'Open navigation' });
  if (await openMenu.isVisible()) {
    await openMenu.click();
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Back-office sections' })
      .getByRole('link', { name, exact: true })
      .click();
  }
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Operator menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
};

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });

test('the owner creates an operator, who enrols two-step sign-in and then signs in with a code', async ({
  page,
}, testInfo) => {
  const username = `ops.${testInfo.project.name.slice(0, 3)}${Date.now().toString(36)}${randomInt(10, 99)}`;

  await signInAsOwner(page);
  await openSection(page, 'Operators & roles');
  await page.getByRole('button', { name: 'New operator' }).click();
  const form = page.getByRole('dialog', { name: 'New operator' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Full name').fill('Phạm Minh Khoa');
  await form.getByLabel('Role').selectOption('risk');
  await form.getByRole('button', { name: 'Create operator' }).click();

  const created = page.getByRole('dialog', { name: 'Operator created' });
  const initialPassword = await created
    .getByRole('textbox', { name: 'Initial password', exact: true })
    .inputValue();
  expect(initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{10,}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('cell', { name: new RegExp(`@${username.replaceAll('.', '\\.')}`) }),
  ).toBeVisible();
  await signOut(page);

  // The new operator signs in with the password handed over, and turns on two-step sign-in.
  await signIn(page, username, initialPassword);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`QR code to add ${username}`) })).toBeVisible();
  const secret = (
    await page.getByRole('textbox', { name: 'Setup key', exact: true }).inputValue()
  ).replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const totp = totpOf(secret);
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Turn on two-step sign-in' })).toBeHidden();
  const enrolledStep = totp.counter();
  await signOut(page);

  // Next time the password alone is not enough; the enrolment code is spent, so wait for a new one.
  await signIn(page, username, initialPassword);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  while (totp.counter() <= enrolledStep) await page.waitForTimeout(TOTP.remaining({ period: 30 }) + 250);
  await code.fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Operator menu' }).click();
  await expect(page.getByRole('menu')).toContainText(`@${username} · Risk`);
});

test('support locks and unlocks jade_player, and the audit log shows both', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one project locks jade_player');

  await signIn(page, 'support', 'Support@2026');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openSection(page, 'Members');
  await page.getByLabel('Search', { exact: true }).fill('jade_player');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: /jade_player/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /jade_player/ })).toBeVisible();

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const lock = page.getByRole('dialog', { name: 'Lock jade_player?' });
  await lock.getByLabel('Reason').fill('E2E: suspicious deposits');
  await lock.getByRole('button', { name: 'Lock member' }).click();
  await expect(page.getByText('jade_player locked.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Locked/ })).toBeVisible();

  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  const unlock = page.getByRole('dialog', { name: 'Unlock jade_player?' });
  await unlock.getByLabel('Reason (optional)').fill('E2E: verified');
  await unlock.getByRole('button', { name: 'Unlock member' }).click();
  await expect(page.getByText('jade_player unlocked.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Active/ })).toBeVisible();
  await signOut(page);

  await signInAsOwner(page);
  await openSection(page, 'Audit log');
  await page.getByLabel('Operator', { exact: true }).fill('support');
  await page.getByRole('button', { name: 'Apply' }).click();
  const rows = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
  const unlocked = rows.filter({ hasText: /Unlocked member/ });
  const locked = rows.filter({ hasText: /Locked member/ });
  await expect(unlocked).toHaveCount(1);
  await expect(unlocked).toContainText('jade_player');
  await expect(unlocked).toContainText('E2E: verified');
  await expect(locked).toHaveCount(1);
  await expect(locked).toContainText('jade_player');
  await expect(locked).toContainText('E2E: suspicious deposits');

  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Audit chain intact' }).first()).toBeVisible();
});
