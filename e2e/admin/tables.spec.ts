/**
 * The tables desk end to end (issue 21): the owner opens Games → Tables, sees the house's live tables
 * with their round of the moment and the Tiến Lên table; changes the sic bo table's maximum stake
 * with a reason and sees it listed; and cancels the sic bo table's round (no journey bets there),
 * which the desk then shows as cancelled or moved on to the next round; gives the JDG brand limits
 * of its own at that table and takes them back. The limit is put back.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { openBackOffice } from '../player/page-helpers.ts';

test.describe.configure({ timeout: 180_000 });
const slow = expect.configure({ timeout: 30_000 });

const randomIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const setMaxStake = async (desk: Page, value: string, reason: string) => {
  await desk.getByRole('button', { name: 'Settings of Sic Bo' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel(/^Maximum stake per spot/).fill(value);
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await slow(dialog).toBeHidden();
};

test('the owner runs the live and card tables from the tables desk', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the desk is a desktop screen');
  const desk = await openBackOffice(browser, randomIp(), { username: 'owner', password: 'Owner@2026' });
  await desk.goto('/admin/games/tables');
  await expect(desk.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
  const live = desk.getByRole('table', { name: 'Live tables' });
  for (const name of ['Baccarat', 'No Commission Baccarat', 'Dragon Tiger', 'Sic Bo', 'European Roulette'])
    await expect(live.getByRole('row', { name: new RegExp(`^${name} `) })).toBeVisible();
  await expect(
    desk.getByRole('table', { name: 'Card tables' }).getByRole('row', { name: /LWCARD-TL-1/ }),
  ).toBeVisible();

  const sicBo = live.getByRole('row', { name: /^Sic Bo / });
  await setMaxStake(desk, '15000.00', 'Journey: lower the sic bo limit');
  await expect(sicBo).toContainText('15,000.00');
  try {
    // A brand of its own limits at the table, then back on the table's.
    const brandLimits = async (own: boolean, reason: string) => {
      await sicBo.getByRole('button', { name: 'Limits by brand at Sic Bo' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Limits by brand at Sic Bo' });
      await dialog.getByLabel('Brand', { exact: true }).selectOption('JDG');
      const toggle = dialog.getByRole('switch', { name: 'Limits of the brand’s own' });
      if ((await toggle.getAttribute('aria-checked')) !== String(own)) await toggle.click();
      if (own) {
        await dialog.getByLabel(/^Minimum stake per spot/).fill('20');
        await dialog.getByLabel(/^Maximum stake per spot/).fill('2000');
      }
      await dialog.getByLabel(/^Reason/).fill(reason);
      await dialog.getByRole('button', { name: 'Save settings' }).click();
      await slow(dialog).toBeHidden();
    };
    await brandLimits(true, 'Journey: JDG plays smaller stakes');
    await expect(sicBo).toContainText('1 brand with its own limits');
    await sicBo.getByRole('button', { name: 'Limits by brand at Sic Bo' }).click();
    const shown = desk.getByRole('dialog', { name: 'Limits by brand at Sic Bo' });
    await shown.getByLabel('Brand', { exact: true }).selectOption('JDG');
    await expect(shown.getByTestId('brand-limits-now')).toContainText('20.00 – 2,000.00');
    await shown.getByRole('button', { name: 'Cancel' }).click();
    await brandLimits(false, 'Journey: JDG back on the table limits');
    await expect(sicBo).not.toContainText('brand with its own limits');

    // A table opens its rounds once someone looks at it (the lobby, a player's page): as a visitor does.
    expect((await desk.request.get('/provider/live/tables/LWLIVE-SB-1')).ok()).toBe(true);
    // The round of the moment is cancelled with a reason; the desk shows it cancelled or the next one.
    const cancel = sicBo.getByRole('button', { name: /^Cancel round \d+ of Sic Bo$/ });
    await slow(cancel).toBeVisible();
    const number = Number(/Cancel round (\d+)/.exec((await cancel.getAttribute('aria-label')) ?? '')?.[1]);
    await cancel.click();
    const dialog = desk.getByRole('dialog', { name: `Cancel round ${number} of Sic Bo` });
    await expect(dialog.getByText('Every bet on this round is refunded')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill('Journey: a dealer error');
    await dialog.getByRole('button', { name: 'Cancel round' }).click();
    await expect(
      desk.getByText(new RegExp(`^Round ${number} cancelled: \\d+ slip\\(s\\) refunded\\.$`)),
    ).toBeVisible();
    await slow(sicBo).not.toContainText(new RegExp(`Round ${number}\\b.*(Betting|Dealing)`));
  } finally {
    await setMaxStake(desk, '20000.00', 'Journey: the sic bo limit back');
  }
  await expect(sicBo).toContainText('20,000.00');
});
