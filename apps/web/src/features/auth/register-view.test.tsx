import type { TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { failure, memberFixture, ok, permissionFixture, type StubRoutes } from '../../test/fixtures.ts';
import { fieldIn, typeInto } from '../../test/form-input.ts';
import { renderWithApi, setUpBrand } from '../../test/render-app.tsx';

const rule = (
  field: TRegisterFieldRule['field'],
  over: Partial<TRegisterFieldRule> = {},
): TRegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  minLength: 1,
  maxLength: 50,
  patternId: 1,
  acceptedPattern: '*',
  onProfile: true,
  ...over,
});

const RULES: TRegisterFieldRule[] = [
  rule('username', { required: true, minLength: 6, maxLength: 16, patternId: 2 }),
  rule('password', { required: true, minLength: 6, maxLength: 20, patternId: 6 }),
  rule('email', { minLength: 5, maxLength: 50, patternId: 4 }),
  rule('affiliateCode', { minLength: 4, maxLength: 16, patternId: 5 }),
  rule('captcha', { required: true, minLength: 4, maxLength: 4, patternId: 7 }),
  rule('qqNum', { enabled: false }),
];

let open: Awaited<ReturnType<typeof setUpBrand>>['open'];

const start = (routes: StubRoutes, path = '/register', flags = {}) => {
  const base = usePermissionStore.getState().permission ?? permissionFixture();
  const permission = { ...base, register: RULES, whitelabelVal: { ...base.whitelabelVal, ...flags } };
  usePermissionStore.getState().setPermission(permission);
  return renderWithApi(path, {
    permission,
    member: memberFixture({ account: 'newplayer1', nickname: 'newplayer1' }),
    routes: {
      'GET /wps/captcha': () =>
        ok({ captchaId: 'cap-1', image: 'data:image/png;base64,iVBORw0KGgo=', expiresInSeconds: 300 }),
      'GET /wps/agent/affiliate': (_init, url) =>
        url.includes('code=LWAGENT')
          ? ok({ code: 'LWAGENT', agentNickname: 'Demo Agent', domain: null })
          : failure('AFFILIATE_INVALID', 'in_invitation_code_error', { field: 'query.code' }, 404),
      ...routes,
    },
  });
};

const fillValid = (dialog: HTMLElement) => {
  typeInto(fieldIn(dialog, 'Tên đăng nhập'), 'newplayer1');
  typeInto(fieldIn(dialog, 'Mật khẩu'), 'Winner2026');
  typeInto(fieldIn(dialog, 'Xác nhận mật khẩu'), 'Winner2026');
  typeInto(fieldIn(dialog, 'Mã captcha'), '1234');
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Tôi đủ 18 tuổi/ }));
};

describe('register popup', () => {
  beforeEach(async () => {
    ({ open } = await setUpBrand());
  });

  it('builds its fields and hints from the registration rules', async () => {
    start({});
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    expect(
      within(dialog).getByText('Gồm 6-16 ký tự, bắt đầu bằng chữ cái, chỉ gồm chữ cái và chữ số'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Gồm 6-20 ký tự, phải có cả chữ cái và chữ số')).toBeTruthy();
    expect(fieldIn(dialog, 'Email')).toBeTruthy();
    expect(fieldIn(dialog, 'Mã mời')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^QQ/)).toBeNull();
    expect(await within(dialog).findByRole('img', { name: 'Ảnh mã captcha' })).toBeTruthy();
    // Only the username tab: mobile registration is off for this brand.
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('answers a badly formed field with its pattern hint, and a mismatched confirmation', async () => {
    const calls: string[] = [];
    start({
      'PUT /wps/member/register': () => {
        calls.push('register');
        return ok(null);
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    fillValid(dialog);
    typeInto(fieldIn(dialog, 'Tên đăng nhập'), '1abc');
    typeInto(fieldIn(dialog, 'Xác nhận mật khẩu'), 'Other2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng ký' }));
    expect(
      (await within(dialog).findAllByText('Gồm 6-16 ký tự, bắt đầu bằng chữ cái, chỉ gồm chữ cái và chữ số'))
        .length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByText('Mật khẩu xác nhận không khớp')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('checks the invitation code and names the inviting agent, or says it is wrong', async () => {
    start({});
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    const code = fieldIn(dialog, 'Mã mời');
    typeInto(code, 'NOPE1');
    fireEvent.blur(code);
    expect(await within(dialog).findByText('Mã mời không đúng')).toBeTruthy();
    typeInto(code, 'LWAGENT');
    fireEvent.blur(code);
    expect(await within(dialog).findByText('Được mời bởi Demo Agent')).toBeTruthy();
  });

  it("fills in an agent's invitation link and names the agent at once", async () => {
    start({}, '/register?affiliateCode=LWAGENT');
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    expect((fieldIn(dialog, 'Mã mời') as HTMLInputElement).value).toBe('LWAGENT');
    expect(await within(dialog).findByText('Được mời bởi Demo Agent')).toBeTruthy();
  });

  it('registers with a sealed payload carrying the referral code, signs in and goes to /', async () => {
    let sent: Record<string, unknown> = {};
    const { router } = start(
      {
        'PUT /wps/member/register': async (init) => {
          sent = await open(init);
          return ok({
            token: 'tok_new_member_0001',
            firstTimeLogin: true,
            passwordExpired: false,
            weakPassword: false,
            expiresAt: '2030-01-01T00:00:00.000Z',
          });
        },
      },
      '/register?referralCode=RFRIEND1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    expect(within(dialog).getByText('Mã giới thiệu: RFRIEND1')).toBeTruthy();
    fillValid(dialog);
    typeInto(fieldIn(dialog, 'Email'), 'new@example.com');
    await within(dialog).findByRole('img', { name: 'Ảnh mã captcha' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok_new_member_0001'));
    expect(sent).toMatchObject({
      username: 'newplayer1',
      password: 'Winner2026',
      confirmPassword: 'Winner2026',
      email: 'new@example.com',
      captcha: '1234',
      captchaId: 'cap-1',
      referralCode: 'RFRIEND1',
      registerMethod: 'WEB',
      login: true,
      domain: 'localhost',
    });
    await waitFor(() => expect(router.pathname).toBe('/'));
  });

  it("shows the server's refusal next to the field it blames", async () => {
    start({
      'PUT /wps/member/register': () =>
        failure('AUTH_ACCOUNT_EXISTS', 'in_account_exists', { field: 'body.username' }, 409),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    fillValid(dialog);
    await within(dialog).findByRole('img', { name: 'Ảnh mã captcha' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng ký' }));
    expect((await within(dialog).findAllByText('Tên đăng nhập đã tồn tại')).length).toBeGreaterThan(0);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('registers by mobile number on its own tab when MOBILENUMREG3 is on', async () => {
    let sent: Record<string, unknown> = {};
    start(
      {
        'PUT /wps/member/register/mobile': async (init) => {
          sent = await open(init);
          return ok({
            token: 'tok_mobile_member_01',
            firstTimeLogin: true,
            passwordExpired: false,
            weakPassword: false,
            expiresAt: '2030-01-01T00:00:00.000Z',
          });
        },
      },
      '/register',
      { MOBILENUMREG3: true },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Số điện thoại' }));
    typeInto(within(dialog).getByRole('textbox', { name: /^Số điện thoại/ }), '912000777');
    typeInto(fieldIn(dialog, 'Mật khẩu'), 'Winner2026');
    typeInto(fieldIn(dialog, 'Xác nhận mật khẩu'), 'Winner2026');
    typeInto(fieldIn(dialog, 'Mã captcha'), '1234');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Tôi đủ 18 tuổi/ }));
    await within(dialog).findByRole('img', { name: 'Ảnh mã captcha' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng ký' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok_mobile_member_01'));
    expect(sent).toMatchObject({ mobileNum: '912000777', countryDialingCode: '84' });
    expect(sent.username).toBeUndefined();
  });

  it('empties the form with the reset button', async () => {
    start({});
    const dialog = await screen.findByRole('dialog', { name: 'Đăng ký' });
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đặt lại' }));
    await waitFor(() => expect((fieldIn(dialog, 'Tên đăng nhập') as HTMLInputElement).value).toBe(''));
  });
});
