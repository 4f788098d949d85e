import type { TPermission } from '@luckwell/contracts/system/permission';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, ok, permissionFixture, type StubRoutes } from '../../test/fixtures.ts';
import { fieldIn, typeInto } from '../../test/form-input.ts';
import { renderApp, renderWithApi, setUpBrand } from '../../test/render-app.tsx';
import { forgetLogin } from './remember-login.ts';

const userInfo = (over: Record<string, unknown> = {}) => ({
  token: 'tok_0123456789abcdef',
  firstTimeLogin: false,
  passwordExpired: false,
  weakPassword: false,
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

const loginDialog = () => screen.findByRole('dialog', { name: 'Đăng nhập' });

let open: Awaited<ReturnType<typeof setUpBrand>>['open'];

const start = (routes: StubRoutes, over: { permission?: TPermission } = {}) =>
  renderWithApi('/login', { routes, ...over });

const submitLogin = async (username: string, password: string) => {
  const dialog = await loginDialog();
  typeInto(fieldIn(dialog, 'Tên đăng nhập'), username);
  typeInto(fieldIn(dialog, 'Mật khẩu'), password);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
  return dialog;
};

describe('login popup', () => {
  beforeEach(async () => {
    ({ open } = await setUpBrand());
    forgetLogin();
  });

  it('signs in with a sealed body, keeps the token and username in session storage, and closes', async () => {
    let sent: Record<string, unknown> = {};
    const { router } = start({
      'POST /wps/session/login': async (init) => {
        sent = await open(init);
        return ok(userInfo());
      },
    });
    const dialog = await submitLogin('player01', 'Secret123');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok_0123456789abcdef'));
    expect(sent).toMatchObject({
      username: 'player01',
      password: 'Secret123',
      type: 'username',
      site: 'member',
    });
    expect(sessionStorage.getItem('username')).toBe('player01');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(router.pathname).toBe('/'));
    // Member info follows the token: nickname, account, id and agent flag under the spec's keys.
    await waitFor(() => expect(sessionStorage.getItem('nickname')).toBe('Player One'));
    expect(sessionStorage.getItem('account')).toBe('player01');
    expect(sessionStorage.getItem('customerId')).toBe('7');
    expect(sessionStorage.getItem('isAgent')).toBe('false');
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('returns a visitor who followed a deep link to the page they asked for', async () => {
    const { router } = renderWithApi('/member?page=personalProfit', {
      routes: { 'POST /wps/session/login': () => ok(userInfo()) },
    });
    await waitFor(() => expect(router.pathname).toBe('/login'));
    await submitLogin('player01', 'Secret123');
    await waitFor(() => expect(router.pathname).toBe('/member'));
    expect(router.search).toBe('?page=personalProfit');
  });

  it('goes home when a visitor who followed a deep link closes the popup without signing in', async () => {
    const { router } = renderWithApi('/member?page=messageV2');
    const dialog = await loginDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(router.pathname).toBe('/'));
  });

  it('validates before calling: both fields are required', async () => {
    const calls: string[] = [];
    start({
      'POST /wps/session/login': () => {
        calls.push('login');
        return ok(userInfo());
      },
    });
    const dialog = await loginDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    expect(await within(dialog).findAllByText('Không được để trống')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('translates a wrong password, and brings up the captcha when the answer carries the flag', async () => {
    const sent: Record<string, unknown>[] = [];
    start({
      'GET /wps/captcha': () =>
        ok({ captchaId: 'c-1', image: 'data:image/png;base64,iVBORw0KGgo=', expiresInSeconds: 300 }),
      'POST /wps/session/login': async (init) => {
        sent.push(await open(init));
        return failure('AUTH_BAD_CREDENTIALS', 'in_wrong_account_or_password', { captcha: true }, 401);
      },
    });
    const dialog = await submitLogin('player01', 'Wrong123');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Sai tài khoản hoặc mật khẩu');
    expect(await within(dialog).findByRole('img', { name: 'Ảnh mã captcha' })).toBeTruthy();

    // Now the captcha is required before the call…
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    expect(await within(dialog).findByText('Vui lòng nhập mã captcha')).toBeTruthy();
    expect(sent).toHaveLength(1);
    // …and goes with it.
    typeInto(fieldIn(dialog, 'Mã captcha'), '4242');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ captcha: '4242', captchaId: 'c-1' });
  });

  it('forces a change of the default weak password: the modal cannot be dismissed and the session waits', async () => {
    let change: Record<string, unknown> = {};
    start({
      'POST /wps/session/login': () => ok(userInfo({ weakPassword: true })),
      'POST /wps/member/password': async (init) => {
        change = await open(init);
        return ok(null);
      },
    });
    await submitLogin('demo_weak', 'a123456');
    const modal = await screen.findByRole('dialog', { name: 'Vui lòng đổi mật khẩu mặc định' });
    expect(within(modal).queryByRole('button', { name: 'Đóng' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Vui lòng đổi mật khẩu mặc định' })).toBeTruthy();
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(sessionStorage.getItem('validate')).toBe('weak');
    // The password typed at login is known, so only the new one is asked for.
    expect(within(modal).queryByLabelText(/^Mật khẩu hiện tại/)).toBeNull();

    typeInto(fieldIn(modal, 'Mật khẩu mới'), 'Better2026');
    typeInto(fieldIn(modal, 'Xác nhận mật khẩu mới'), 'Better2026');
    fireEvent.click(within(modal).getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(useSessionStore.getState().isLogin).toBe(true));
    expect(change).toEqual({
      oldPassword: 'a123456',
      newPassword: 'Better2026',
      confirmNewPassword: 'Better2026',
    });
    expect(sessionStorage.getItem('validate')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Vui lòng đổi mật khẩu mặc định' })).toBeNull(),
    );
  });

  it('asks for the one-time code after a login from a new address and repeats the login with it', async () => {
    const sent: Record<string, unknown>[] = [];
    start({
      'POST /wps/session/login': async (init) => {
        const body = await open(init);
        sent.push(body);
        if (!body.verificationCode) {
          return failure(
            'AUTH_VERIFICATION_REQUIRED',
            'in_new_ip_verification',
            { verification: { channel: 'email', destination: 'p•••@example.com', expiredMinutes: 5 } },
            401,
          );
        }
        return ok(userInfo());
      },
    });
    const dialog = await submitLogin('player01', 'Secret123');
    const code = await within(dialog).findByLabelText(/^Mã xác minh đăng nhập/);
    expect(within(dialog).getByText('Mã đã được gửi đến p•••@example.com')).toBeTruthy();
    typeInto(code, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).not.toBeNull());
    expect(sent[1]).toMatchObject({ username: 'player01', verificationCode: '123456' });
  });

  it('remembers the login in cookies when ticked, and forgets it when not', async () => {
    start({ 'POST /wps/session/login': () => ok(userInfo()) });
    let dialog = await loginDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ghi nhớ mật khẩu' }));
    await submitLogin('player01', 'Secret123');
    await waitFor(() => expect(document.cookie).toContain('rememberUsername=player01'));
    expect(document.cookie).toContain('rememberPassword=Secret123');

    // Next time the form is filled in, and unticking forgets it.
    useSessionStore.getState().clear();
    sessionStorage.clear();
    const { unmount } = renderApp('/login');
    dialog = (await screen.findAllByRole('dialog', { name: 'Đăng nhập' })).at(-1) as HTMLElement;
    expect((fieldIn(dialog, 'Tên đăng nhập') as HTMLInputElement).value).toBe('player01');
    expect((fieldIn(dialog, 'Mật khẩu') as HTMLInputElement).value).toBe('Secret123');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ghi nhớ mật khẩu' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(document.cookie).not.toContain('rememberUsername'));
    unmount();
  });

  it('offers SMS login only when MOBILEVERCODELOGIN3 is on, and signs in with the code', async () => {
    const permission = permissionFixture({
      ...usePermissionStore.getState().permission,
      whitelabelVal: { ...permissionFixture().whitelabelVal, MOBILEVERCODELOGIN3: true },
    });
    usePermissionStore.getState().setPermission(permission);
    let sms: Record<string, unknown> = {};
    let login: Record<string, unknown> = {};
    start(
      {
        'POST /wps/verification/sms/noLogin': (init) => {
          sms = JSON.parse(String(init?.body));
          return ok({ expiredMinutes: 5 });
        },
        'POST /wps/session/login': async (init) => {
          login = await open(init);
          return ok(userInfo());
        },
      },
      { permission },
    );
    const dialog = await loginDialog();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'SMS' }));
    typeInto(fieldIn(dialog, 'Số điện thoại'), '912345678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi mã' }));
    expect(
      ((await within(dialog).findByRole('button', { name: /Gửi lại \((300|299)s\)/ })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(sms).toEqual({ mobileNum: '912345678', countryDialingCode: '84', purpose: 'login' });
    typeInto(fieldIn(dialog, 'Mã xác minh'), '654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).not.toBeNull());
    expect(login).toMatchObject({
      username: '912345678',
      password: '654321',
      type: 'sms',
      countryDialingCode: '84',
    });
  });
});
