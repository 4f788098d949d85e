import { expect, test } from '@playwright/test';

test('the back office answers at /admin with its sign-in screen', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
});

test('the API documentation is served at /docs', async ({ page, request }) => {
  const doc = await (await request.get('/docs/json')).json();
  expect(doc.paths['/wps/system/permission']).toBeTruthy();
  await page.goto('/docs');
  await expect(page.getByText('Luckwell API').first()).toBeVisible();
});
