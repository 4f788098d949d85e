/**
 * The member centre on a phone (375 × 812, touch), read only: the desktop journeys of these pages
 * (my-account, messages, safer-play, profit-and-loss) change their demo members and so skip the
 * mobile project; here the same members only sign in and look. demo_bettor follows a deep link as
 * a guest and reads profit and loss, the betting record and the transactions through the centre's
 * menu; demo_reader signs in from the phone menu and finds the unread welcome message (opening it
 * would mark it read, so it stays shut); demo_careful opens the safer-play page from the footer.
 * Every page is in Vietnamese, the default, and none scrolls sideways.
 */
import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { label } from './auth-helpers.ts';

test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });
const slow = expect.configure({ timeout: 30_000 });
const PHONE_WIDTH = 375;

test.beforeEach(async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout of the member centre; the desktop journeys cover the rest');
  // An address of its own, so other journeys' failed sign-ins never bring this one a captcha.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
});

/** Fills the sign-in dialog already on screen with a demo member (all share the password). */
const signInWith = async (page: Page, account: string) => {
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await slow(dialog).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole('textbox', { name: label('Tên đăng nhập') }).fill(account);
  await dialog.getByLabel(label('Mật khẩu')).fill('Player@2026');
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await slow(dialog).toBeHidden({ timeout: 60_000 });
  // The first-login notice comes up once the member's announcements load; close it as a player would.
  const welcome = page.getByRole('dialog', { name: 'Chào mừng thành viên mới' });
  await welcome.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await welcome.isVisible()) {
    await welcome.getByRole('button', { name: 'Đóng' }).first().click();
    await expect(welcome).toBeHidden();
  }
};

/** The page fits the phone: nothing makes the document wider than the screen. */
const expectNoSidewaysScroll = async (page: Page) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
};

const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu trung tâm thành viên' });

test('a bettor follows a deep link to profit and loss, then reads the betting record and transactions', async ({
  page,
}) => {
  // A guest's deep link asks for a sign-in first, then lands on the page it asked for.
  await page.goto('/member?page=personalProfit');
  await signInWith(page, 'demo_bettor');
  await slow(page).toHaveURL(/\/member\?page=personalProfit$/);

  const pnl = page.getByTestId('profit-and-loss');
  await slow(pnl.getByRole('heading', { level: 1, name: 'Lãi và lỗ' })).toBeVisible();
  await expect(pnl.getByText('Số tiền bạn đã cược và thắng, cùng tiền nạp và rút')).toBeVisible();
  await expect(pnl.getByRole('button', { name: '7 ngày', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await slow(pnl.getByTestId('pnl-range')).toContainText(/^Từ \d{4}-\d{2}-\d{2} đến \d{4}-\d{2}-\d{2}$/);
  // The summary figures, two to a row on a phone, with the seed's month of play in them.
  for (const [testId, name] of [
    ['pnl-stake', 'Tiền cược'],
    ['pnl-payout', 'Tiền thắng'],
    ['pnl-winLoss', 'Thắng/thua ròng'],
    ['pnl-netDeposits', 'Nạp ròng'],
  ] as const) {
    const figure = pnl.getByTestId(testId);
    await expect(figure.locator('dt')).toHaveText(name);
    await expect(figure.locator('dd')).toHaveText(/\d/);
  }
  await expect(pnl.getByTestId('pnl-stake').locator('dd')).not.toHaveText(/^\D*0\.00$/);
  const chart = pnl.getByRole('img', { name: 'Biểu đồ thắng/thua ròng và tiền cược theo ngày' });
  await slow(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const chartBox = await chart.boundingBox();
  expect(chartBox?.width ?? 0, 'the chart is drawn inside the screen').toBeLessThanOrEqual(PHONE_WIDTH);
  await expect(pnl.getByRole('heading', { name: 'Theo danh mục trò chơi' })).toBeVisible();
  await expect(pnl.getByTestId('pnl-days').getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The centre's menu is one row of chips that scrolls on its own; a tap opens the betting record.
  const betting = centreMenu(page).getByRole('link', { name: 'Lịch sử cược' });
  await betting.click();
  await expect(page).toHaveURL(/\/member\?page=personalHistoryCopy$/);
  await expect(betting).toHaveAttribute('aria-current', 'page');
  const record = page.getByTestId('betting-record');
  await slow(record.getByRole('heading', { level: 1, name: 'Lịch sử cược' })).toBeVisible();
  await slow(record.getByTestId('bet-total-stake')).toContainText('Tổng cược');
  await expect(record.getByTestId('bet-total-winLoss')).toContainText('Thắng/thua');
  await slow(record.getByTestId('bet-records').getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The transactions, as cards on a phone rather than the desktop table.
  const transactions = centreMenu(page).getByRole('link', { name: 'Lịch sử giao dịch' });
  await transactions.click();
  await expect(page).toHaveURL(/\/member\?page=transactionHistory$/);
  const history = page.getByTestId('transaction-history');
  await slow(history.getByRole('heading', { level: 1, name: 'Lịch sử giao dịch' })).toBeVisible();
  await expect(
    history.getByText('Mọi biến động của ví chính: nạp, rút, cược, thắng và thưởng.'),
  ).toBeVisible();
  await slow(history.getByText(/^Số giao dịch: \d+$/)).toBeVisible();
  await expect(history.getByTestId('tx-cards').getByRole('listitem').first()).toBeVisible();
  await expect(history.getByTestId('tx-table')).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('a member signs in from the phone menu and finds the unread message through the avatar', async ({
  page,
}) => {
  // The phone way in: the visitor's offer closed, the menu's sign-in button.
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: 'Ưu đãi thành viên mới' });
  await slow(offer).toBeVisible({ timeout: 60_000 });
  await offer.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(offer).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Đăng nhập' }).click();
  await signInWith(page, 'demo_reader');

  // The avatar says the unread count in words (the messages journey may add to it meanwhile), and
  // the rewards waiting (the demo's promotions and red envelope); a tap opens the centre on My account.
  const avatar = page.getByRole('button', {
    name: /^Trung tâm thành viên · Thông tin nền tảng: [1-9]\d* chưa đọc( · Ưu đãi chờ nhận: \d+)?$/,
  });
  await slow(avatar).toBeVisible();
  await expect(avatar.getByTestId('unread-badge')).toHaveText(/^[1-9]\d*\+?$/);
  await avatar.click();
  await expect(page).toHaveURL(/\/member$/);
  await slow(page.getByRole('heading', { level: 1, name: 'Tài khoản của tôi' })).toBeVisible();
  await expect(page.getByText('Hồ sơ, bảo mật tài khoản và các lần đăng nhập của bạn.')).toBeVisible();
  await slow(page.getByTestId('profile-card')).toContainText('demo_reader');
  await slow(page.getByRole('heading', { name: 'Bảo mật tài khoản' })).toBeVisible();
  await expect(centreMenu(page).getByRole('link', { name: 'Tài khoản của tôi' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSidewaysScroll(page);

  // The menu chip carries the same count; the inbox lists the welcome message, still unread.
  const messagesLink = centreMenu(page).getByRole('link', { name: /^Thông tin nền tảng, [1-9]\d*\+?$/ });
  await slow(messagesLink.getByTestId('badge-messageV2')).toBeVisible();
  await messagesLink.click();
  await expect(page).toHaveURL(/\/member\?page=messageV2$/);
  await slow(page.getByRole('heading', { level: 1, name: 'Thông tin nền tảng' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Hộp thư' })).toHaveAttribute('aria-selected', 'true');
  await slow(page.getByText(/^\d+ tin nhắn · [1-9]\d* chưa đọc$/)).toBeVisible();
  const welcome = page.getByRole('list', { name: 'Tin nhắn' }).getByRole('listitem', {
    name: 'Chào mừng đến với Luckwell',
  });
  await slow(welcome).toBeVisible();
  await expect(welcome.getByText('Chưa đọc', { exact: true })).toBeAttached();
  await expect(welcome.getByRole('button', { expanded: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đánh dấu đã đọc tất cả' })).toBeEnabled();
  await expectNoSidewaysScroll(page);
});

test('a careful member opens safer play from the footer and reads the limits', async ({ page }) => {
  await page.goto('/login');
  await signInWith(page, 'demo_careful');

  // The footer's link, as a phone user scrolls down to it.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Chơi có trách nhiệm' });
  await footerLink.scrollIntoViewIfNeeded();
  await footerLink.click();
  await expect(page).toHaveURL(/\/saferPlay$/);
  const saferPlay = page.getByTestId('safer-play');
  await slow(saferPlay.getByRole('heading', { level: 1, name: 'Chơi có trách nhiệm' })).toBeVisible();
  await slow(
    saferPlay.getByText('Giảm hạn mức có hiệu lực ngay. Tăng hoặc bỏ hạn mức có hiệu lực sau 24 giờ chờ.'),
  ).toBeVisible();

  // Each limit shows its value: the deposit-per-day one the safer-play journey may have set, the
  // others as the seed left them.
  const groups = [
    {
      testId: 'deposit-limits',
      title: 'Hạn mức nạp tiền',
      kinds: ['depositDay', 'depositWeek', 'depositMonth'],
    },
    { testId: 'loss-limits', title: 'Hạn mức thua', kinds: ['lossDay', 'lossWeek', 'lossMonth'] },
    { testId: 'session-limit', title: 'Giới hạn thời gian phiên', kinds: ['sessionMinutes'] },
  ];
  for (const group of groups) {
    const panel = saferPlay.getByTestId(group.testId);
    await expect(panel.getByRole('heading', { name: group.title })).toBeVisible();
    for (const kind of group.kinds) {
      const value = panel.getByTestId(`limit-${kind}`).getByTestId('limit-value');
      if (kind === 'depositDay') await expect(value).toHaveText(/^(Không giới hạn|₫[\d,]+\.\d{2})$/);
      else await expect(value).toHaveText('Không giới hạn');
    }
  }
  await expect(saferPlay.getByTestId('limit-lossDay')).toContainText('Thua ròng: ₫0.00');
  await expect(saferPlay.getByRole('button', { name: 'Đặt: Hạn mức thua theo ngày' })).toBeVisible();
  await expect(saferPlay.getByRole('radiogroup', { name: 'Nhắc nhở thời gian chơi' })).toBeVisible();
  await expect(saferPlay.getByRole('heading', { name: 'Tạm nghỉ' })).toBeVisible();
  await expect(saferPlay.getByRole('heading', { name: 'Tự loại trừ' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
