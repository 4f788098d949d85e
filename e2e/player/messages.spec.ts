/**
 * Platform information and feedback end to end (issue 15, ADR 048): demo_reader (whose inbox no
 * other journey touches) opens messageV2; the owner sends them a message from the back office and
 * the header's unread badge goes up without a reload; the member reads it (the badge goes down),
 * sends feedback (a second one within the minute is refused with the wait), the owner answers it at
 * the feedback desk, and the answer arrives live in the member's inbox and feedback list.
 */
import { randomInt } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { closePopupIfShown } from './auth-helpers.ts';

test.describe.configure({ timeout: 240_000 });
const slow = expect.configure({ timeout: 30_000 });

const randomIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const newPage = async (browser: Browser) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  });
  return context.newPage();
};

const signInMember = async (page: Page) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await slow(dialog).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('textbox', { name: /^Tên đăng nhập\*?$/ }).fill('demo_reader');
  await dialog.getByLabel(/^Mật khẩu\*?$/).fill('Player@2026');
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await slow(dialog).toBeHidden({ timeout: 60_000 });
  await closePopupIfShown(page);
};

const signInOwner = async (page: Page) => {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('owner');
  await page.getByLabel('Password', { exact: true }).fill('Owner@2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await slow(page).toHaveURL(/\/admin\/two-step$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await slow(page).toHaveURL(/\/admin\/dashboard$/);
};

/** The unread count the header's bell says in words ("Thông tin nền tảng: 3 chưa đọc"), 0 when none. */
const unreadOf = async (page: Page) => {
  const label = (await page.getByTestId('member-messages').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) chưa đọc/.exec(label)?.[1] ?? 0);
};

test('an operator message raises the badge live; feedback is sent and its answer is read', async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, 'one desktop journey: the pages are checked at 375 px by their screenshots and tests');
  const member = await newPage(browser);
  await signInMember(member);
  await member.goto('/member?page=messageV2');
  await slow(member.getByRole('heading', { name: 'Thông tin nền tảng', level: 1 })).toBeVisible();
  // The demo's welcome notice to the brand is there, unread.
  const inbox = member.getByRole('list', { name: 'Tin nhắn' });
  await slow(inbox.getByRole('listitem', { name: 'Chào mừng đến với Luckwell' })).toBeVisible();
  await slow.poll(() => unreadOf(member)).toBeGreaterThan(0);
  const before = await unreadOf(member);

  // The owner writes to this member from the back office.
  const office = await newPage(browser);
  await signInOwner(office);
  await office.goto('/admin/messages');
  const compose = office.getByRole('form', { name: 'New message' });
  await compose.getByRole('combobox', { name: 'Send to' }).selectOption('member');
  await compose.getByRole('textbox', { name: 'Member account' }).fill('demo_reader');
  const title = `Quà sinh nhật ${randomInt(1000, 9999)}`;
  await compose.getByRole('textbox', { name: 'Title' }).fill(title);
  await compose.getByRole('textbox', { name: 'Message' }).fill('Chúc mừng sinh nhật! Quà đã vào ví của bạn.');
  await compose.getByRole('button', { name: 'Send message' }).click();
  await slow(office.getByRole('table', { name: 'Sent messages' }).getByText(title)).toBeVisible();

  // No reload: the badge goes up and the message is at the top of the inbox.
  await slow.poll(() => unreadOf(member)).toBe(before + 1);
  await expect(member.getByTestId('badge-messageV2')).toContainText(String(before + 1));
  const arrived = inbox.getByRole('listitem', { name: title });
  await slow(arrived).toBeVisible();
  await arrived.getByRole('button', { expanded: false }).click();
  await expect(arrived.getByText('Chúc mừng sinh nhật! Quà đã vào ví của bạn.')).toBeVisible();
  await slow.poll(() => unreadOf(member)).toBe(before);

  // Feedback: one a minute, then answered at the desk.
  await member.getByRole('tab', { name: 'Phản hồi' }).click();
  await expect(member).toHaveURL(/tab=feedback/);
  const form = member.getByRole('region', { name: 'Gửi phản hồi' });
  const question = `Rút tiền mất bao lâu? #${randomInt(100, 999)}`;
  await form.getByRole('combobox', { name: 'Loại câu hỏi' }).selectOption('withdrawal');
  await form.getByRole('textbox', { name: 'Nội dung' }).fill(question);
  await form.getByRole('textbox', { name: 'Thông tin liên hệ (không bắt buộc)' }).fill('zalo 0912 000 111');
  await form.getByRole('button', { name: 'Gửi phản hồi' }).click();
  await slow(form.getByRole('status')).toHaveText('Đã nhận phản hồi. Cảm ơn bạn!');
  const mine = member.getByRole('region', { name: 'Phản hồi của tôi' });
  await slow(mine.getByText(question)).toBeVisible();
  await form.getByRole('combobox', { name: 'Loại câu hỏi' }).selectOption('other');
  await form.getByRole('textbox', { name: 'Nội dung' }).fill('Một câu nữa');
  await form.getByRole('button', { name: 'Gửi phản hồi' }).click();
  await slow(form.getByRole('alert')).toContainText(/Bạn vừa gửi phản hồi; hãy gửi tiếp sau \d+ giây/);

  await office.goto('/admin/feedback');
  const row = office.getByRole('row').filter({ hasText: question });
  await slow(row).toBeVisible();
  await row.getByRole('button', { name: 'Answer' }).click();
  const dialog = office.getByRole('dialog', { name: 'Answer demo_reader' });
  await dialog.getByRole('textbox', { name: 'Your answer' }).fill('Thường trong 15 phút sau khi duyệt.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await slow(dialog).toBeHidden();

  // The answer arrives live: in the feedback list and as a new message.
  await slow(mine.getByText('Thường trong 15 phút sau khi duyệt.')).toBeVisible();
  await slow.poll(() => unreadOf(member)).toBe(before + 1);
  await member.getByRole('tab', { name: 'Hộp thư' }).click();
  await slow(inbox.getByRole('listitem', { name: `“${question}”` })).toBeVisible();

  // On a phone the page, its menu and the badges fit 375 px without sideways scrolling.
  await member.setViewportSize({ width: 375, height: 812 });
  await member.reload();
  await slow(member.getByTestId('badge-messageV2')).toBeVisible();
  await slow(inbox).toBeVisible();
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
