/**
 * Steps the sign-up and cashier journeys share: field labels, the welcome popups, a mobile
 * registration and the SMS codes read from the dev inbox (served by the demo `npm start` runs).
 */
import { expect, type Page } from '@playwright/test';

/** A label, with or without the required-field star. */
export const label = (text: string) => new RegExp(`^${text}\\*?$`);

/** Closes an announcement popup once it shows (the welcome offer for visitors, the first-login one). */
export const dismissPopup = async (page: Page, name: string) => {
  const popup = page.getByRole('dialog', { name });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Đóng' }).click();
  await expect(popup).toBeHidden();
};

/** Closes the welcome or announcement popup if one comes up. */
export const closePopupIfShown = async (page: Page) => {
  for (const name of ['Chào mừng thành viên mới', 'Ưu đãi thành viên mới']) {
    const popup = page.getByRole('dialog', { name });
    if (await popup.isVisible({ timeout: 2_500 }).catch(() => false)) {
      await popup.getByRole('button', { name: 'Đóng' }).first().click();
      await expect(popup).toBeHidden();
    }
  }
};

/** The code of the newest SMS the dev inbox holds for a Vietnamese mobile number (without +84). */
export const smsCodeFor = async (page: Page, mobile: string) => {
  const inbox = await page.request.get(
    `/dev/inbox/messages?channel=sms&to=${encodeURIComponent(`+84${mobile}`)}`,
  );
  expect(inbox.ok(), 'the dev inbox is served').toBe(true);
  const messages: { body: string }[] = (await inbox.json()).value;
  const code = /verification code is (\w+)/.exec(messages[0]?.body ?? '')?.[1];
  expect(code, `an SMS code for +84${mobile}`).toBeTruthy();
  return code ?? '';
};

/**
 * Registers on the mobile tab of /register: asks for the code, reads it from the dev inbox, sets
 * the password. Leaves the page on the registration dialog, submitted; `solveCaptcha` answers the
 * captcha when the brand shows one.
 */
export const registerByMobile = async (
  page: Page,
  { mobile, password, solveCaptcha }: { mobile: string; password: string; solveCaptcha: () => Promise<void> },
) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
  await dialog.getByRole('tab', { name: 'Số điện thoại' }).click();
  await dialog.getByRole('textbox', { name: label('Số điện thoại') }).fill(mobile);
  await dialog.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(dialog.getByText('Mã xác minh đã được gửi qua SMS')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('button', { name: /Gửi lại \(\d+s\)/ })).toBeDisabled();
  await dialog.getByLabel(label('Mã xác minh')).fill(await smsCodeFor(page, mobile));
  await dialog.getByLabel(label('Mật khẩu')).fill(password);
  await dialog.getByLabel(label('Xác nhận mật khẩu')).fill(password);
  await dialog.getByRole('checkbox', { name: /Tôi đủ 18 tuổi/ }).check();
  if (await dialog.getByRole('img', { name: 'Ảnh mã captcha' }).isVisible()) await solveCaptcha();
  await dialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
};

/** Signs out from the header (desktop) or the menu (phone), confirming as spec §2 asks. */
export const logout = async (page: Page, isMobile: boolean) => {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Đăng xuất' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
  }
  const confirm = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(confirm.getByText('Bạn có chắc chắn muốn đăng xuất?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(confirm).toBeHidden();
};
