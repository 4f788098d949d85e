/**
 * The game catalogue in the back office (issue 5) against a real server with the demo seed: the
 * content operator lifts the maintenance of a game and the player site lists it open at once;
 * puts it back under maintenance; then imports a small CSV of a vendor's games (a bad row is
 * refused with its number, the fixed file previews and applies) and finds the new game in the
 * catalogue and on the player site's list.
 *
 * Each project works on its own game and codes, so the desktop and phone runs can share a server.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

const signIn = async (page: Page) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('content');
  await page.getByLabel('Password', { exact: true }).fill('Content@2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
};

/** What a member's browser lists for a search (the relay the player site calls). */
const listed = async (page: Page, search: string) => {
  const response = await page.request.get(`/relay/GCSGAME_gameList?search=${encodeURIComponent(search)}`);
  return (await response.json()).value.content as {
    gameCode: string;
    gameName: string;
    maintenance: boolean;
  }[];
};

test('an operator closes a game, opens it again and imports a small CSV', async ({ page }, testInfo) => {
  const desktop = testInfo.project.name === 'desktop';
  const code = desktop ? 'ORIENT-0042' : 'ORIENT-0043';
  const suffix = desktop ? 'D' : 'M';

  await signIn(page);
  await page.goto(`/admin/games/catalogue?q=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Game catalogue' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  // A third-party demo game is open (ADR 026): the bulk action puts it under maintenance, and the
  // member list shows it closed at once.
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  expect((await listed(page, code))[0]).toMatchObject({ gameCode: code, maintenance: false });
  await row.getByRole('checkbox').check();
  await page
    .getByRole('region', { name: 'Change the selected games' })
    .getByRole('button', { name: 'Maintenance on' })
    .click();
  await page
    .getByRole('dialog', { name: 'Maintenance on: 1 games?' })
    .getByRole('button', { name: 'Maintenance on' })
    .click();
  await expect(page.getByText('1 games changed.')).toBeVisible();
  await expect(row.getByText('Maintenance', { exact: true })).toBeVisible();
  expect((await listed(page, code))[0]).toMatchObject({ gameCode: code, maintenance: true });

  // And open again by editing the game.
  await row.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: /^Edit / });
  await edit.getByLabel('Under maintenance (listed, cannot be launched)').uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/ saved\.$/)).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  expect((await listed(page, code))[0]).toMatchObject({ gameCode: code, maintenance: false });

  // Import: a bad row is reported by its number and nothing can be applied.
  const newCode = `ORIENT-E2E-${suffix}`;
  const name = `Lantern Parade ${suffix}`;
  await page.goto('/admin/games/catalogue?vassalage=ORIENT');
  await page.getByRole('button', { name: 'Import games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a vendor’s games' });
  await expect(dialog.getByLabel('Vendor')).toHaveValue('ORIENT');
  const upload = (csv: string) =>
    dialog.getByLabel('File (.csv or .json)').setInputFiles({
      name: 'orient.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
  await upload(`gameCode,gameName,hot,rtp\n${newCode},${name},yes,96.4\n,No code,,\n`);
  await expect(dialog.getByText('orient.csv, read as CSV')).toBeVisible();
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const errors = dialog.getByRole('region', { name: 'Rows to fix' });
  await expect(errors.getByRole('row').filter({ hasText: 'gameCode' })).toContainText('2');
  await expect(dialog.getByRole('button', { name: /^Apply / })).toBeDisabled();

  // The fixed file previews one new game and applies.
  await upload(`gameCode,gameName,hot,rtp\n${newCode},${name},yes,96.4\n`);
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByRole('region', { name: 'Changes' })).toContainText(newCode);
  await dialog.getByRole('button', { name: 'Apply 1 changes' }).click();
  await expect(page.getByText('ORIENT: 1 games added, 0 updated.')).toBeVisible();

  await page.goto(`/admin/games/catalogue?q=${newCode}`);
  await expect(page.getByRole('row').filter({ hasText: newCode })).toContainText(name);
  expect((await listed(page, newCode)).map((g) => g.gameName)).toEqual([name]);
});
