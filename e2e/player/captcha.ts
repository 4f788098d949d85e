/**
 * Solves the image captcha in browser journeys. The answer comes from the dev inbox's captcha
 * endpoint (GET /dev/inbox/captcha/:captchaId, only served when DEV_INBOX is on outside
 * production), keyed by the id of the image the page loaded last — the one on screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';

const loaded = new WeakMap<Page, Promise<string | undefined>[]>();

/** Records the id of every captcha the page loads; call before the page opens a form. */
export const watchCaptchas = (page: Page) => {
  const ids: Promise<string | undefined>[] = [];
  loaded.set(page, ids);
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/wps/captcha') return;
    ids.push(
      response
        .json()
        .then((body: { value?: { captchaId?: string } }) => body.value?.captchaId)
        .catch(() => undefined),
    );
  });
};

/** Types the answer of the captcha shown in `scope` into its field. */
export const solveCaptcha = async (page: Page, scope: Locator, field: Locator) => {
  await expect(scope.getByRole('img', { name: 'Ảnh mã captcha' })).toBeVisible();
  const ids = loaded.get(page);
  if (!ids?.length) throw new Error('watchCaptchas(page) was not called, or no captcha was loaded');
  const captchaId = await ids[ids.length - 1];
  const response = await page.request.get(`/dev/inbox/captcha/${captchaId}`);
  expect(response.ok(), `captcha ${captchaId} has an answer`).toBe(true);
  const { value } = (await response.json()) as { value: { answer: string } };
  await field.fill(value.answer);
};
