/**
 * Live support end to end (issue 19, ADR 078): a visitor opens customer service from the right bar
 * (the site's own chat in its 440×750 window), gives a name and a contact and writes; the support
 * operator claims the conversation in /admin/support and answers; the visitor reads the answer
 * without reloading, the operator sees it was read, and closing with a reason reaches the visitor
 * too. In both languages, at 1366 px and 375 px.
 */
import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { openBackOffice } from '../player/page-helpers.ts';

test.describe.configure({ timeout: 240_000 });
const slow = expect.configure({ timeout: 30_000 });

const randomIp = () => `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const WORDS = {
  vi: {
    close: 'Đóng',
    quickTools: 'Tiện ích nhanh',
    customerService: 'Chăm sóc khách hàng',
    name: 'Tên của bạn',
    contact: 'Số điện thoại, email hoặc Telegram',
    start: 'Bắt đầu trò chuyện',
    message: 'Tin nhắn',
    send: 'Gửi',
    question: 'Em nạp 500.000 ₫ mà chưa thấy vào ví ạ',
    answer: 'Chào bạn, bạn gửi giúp em biên lai chuyển khoản nhé',
    reason: 'Đã hướng dẫn gửi biên lai',
  },
  en: {
    close: 'Close',
    quickTools: 'Quick tools',
    customerService: 'Customer service',
    name: 'Your name',
    contact: 'Phone, email or Telegram',
    start: 'Start chat',
    message: 'Message',
    send: 'Send',
    question: 'My deposit of 500,000 has not arrived yet',
    answer: 'Hello, please send me a picture of your transfer receipt',
    reason: 'Asked for the receipt',
  },
} as const;

/** The brand's welcome popups greet every visitor: close them as a visitor would. */
const closePopups = async (page: Page, close: string) => {
  await page
    .getByRole('dialog')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  for (let i = 0; i < 5 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.getByRole('dialog').first().getByRole('button', { name: close }).first().click();
    await page.waitForTimeout(300);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

const visitorContext = (browser: Browser, isMobile: boolean) =>
  browser.newContext({
    viewport: isMobile ? { width: 375, height: 812 } : { width: 1366, height: 900 },
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  });

test('a visitor writes to customer service and reads the operator’s answer without reloading', async ({
  browser,
  isMobile,
}) => {
  const desk = await openBackOffice(browser, randomIp(), { username: 'support', password: 'Support@2026' });
  for (const language of ['vi', 'en'] as const) {
    const words = WORDS[language];
    const visitorName = `${language === 'vi' ? 'Lan' : 'Alex'} ${isMobile ? 'M' : 'D'}${randomInt(1000, 9999)}`;
    const context = await visitorContext(browser, isMobile);
    const page = await context.newPage();
    await page.goto(`/promotions?lang=${language}`);
    await closePopups(page, words.close);

    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('complementary', { name: words.quickTools })
        .getByRole('button', { name: words.customerService })
        .click(),
    ]);
    await slow(chat).toHaveURL(/\/chat$/);
    if (!isMobile) expect(chat.viewportSize()).toEqual({ width: 440, height: 750 });
    await chat.getByLabel(words.name).fill(visitorName);
    await chat.getByLabel(words.contact).fill('0912 345 678');
    await chat.getByRole('button', { name: words.start }).click();
    await chat.getByLabel(words.message).fill(words.question);
    await chat.getByRole('button', { name: words.send, exact: true }).click();
    await slow(chat.getByTestId('chat-line').filter({ hasText: words.question })).toBeVisible();

    // The desk finds the visitor waiting, claims the conversation and answers.
    await desk.goto('/admin/support');
    await slow(desk.getByRole('link', { name: new RegExp(visitorName) })).toBeVisible();
    await desk.getByRole('link', { name: new RegExp(visitorName) }).click();
    const conversation = desk.getByRole('region', { name: `Chat with ${visitorName}` });
    await slow(conversation.getByText(words.question)).toBeVisible();
    await conversation.getByRole('button', { name: 'Claim' }).click();
    await slow(conversation.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    await conversation.getByRole('textbox', { name: 'Reply' }).fill(words.answer);
    await conversation.getByRole('button', { name: 'Send' }).click();

    // The visitor's window shows it live: no reload anywhere.
    const answer = chat.getByTestId('chat-line').filter({ hasText: words.answer });
    await slow(answer).toBeVisible();
    await expect(answer).toHaveAttribute('data-sender', 'operator');
    // The window read it, and the desk's line says so.
    await slow(conversation.getByText('Seen')).toBeVisible();

    await conversation.getByRole('button', { name: 'Close', exact: true }).click();
    const closing = desk.getByRole('dialog', { name: `Close the chat with ${visitorName}` });
    await closing.getByLabel(/^Reason/).fill(words.reason);
    await closing.getByRole('button', { name: 'Close the chat' }).click();
    await slow(closing).toBeHidden();
    await slow(chat.getByText(words.reason).first()).toBeVisible();
    await expect(chat.getByLabel(words.message)).toHaveCount(0);
    await context.close();
  }
  await desk.context().close();
});
