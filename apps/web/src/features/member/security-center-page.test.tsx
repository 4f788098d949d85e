import type { TAccountSecurity } from '@luckwell/contracts/member/account-security';
import type { TLoginAttempt, TMemberSession } from '@luckwell/contracts/member/login-activity';
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import type { TPersonalDetail } from '@luckwell/contracts/member/personal-details';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { setLanguage } from '../i18n/i18n.ts';

const securityFixture = (over: Partial<TAccountSecurity> = {}): TAccountSecurity => ({
  passwordChangedAt: '2026-01-02T03:04:05.000Z',
  paymentPasswordSet: false,
  mobileNum: '••••5678',
  mobileVerified: true,
  email: null,
  emailVerified: false,
  bankAccounts: 2,
  googleSignIn: false,
  previousSignIn: { at: '2026-03-04T05:06:00.000Z', ip: '198.51.100.7' },
  ...over,
});

const CHROME_WINDOWS = { browser: 'Chrome', os: 'Windows' };
const logins: TLoginAttempt[] = [
  { id: 2, at: '2026-03-05T08:00:00.000Z', ip: '203.0.113.9', device: CHROME_WINDOWS, success: true },
  {
    id: 1,
    at: '2026-03-05T07:59:00.000Z',
    ip: '203.0.113.66',
    device: { browser: null, os: null },
    success: false,
  },
];
const sessionsFixture = (): TMemberSession[] => [
  {
    id: 12,
    createdAt: '2026-03-05T08:00:00.000Z',
    expiresAt: '2026-03-06T08:00:00.000Z',
    ip: '203.0.113.9',
    device: CHROME_WINDOWS,
    current: true,
  },
  {
    id: 11,
    createdAt: '2026-03-04T05:06:00.000Z',
    expiresAt: '2026-03-05T05:06:00.000Z',
    ip: '198.51.100.7',
    device: { browser: 'Safari', os: 'iOS' },
    current: false,
  },
];

type Sent = { method: string; url: string; body: unknown };

const detail = (field: TPersonalDetail['field'], over: Partial<TPersonalDetail> = {}): TPersonalDetail => ({
  field,
  value: null,
  locked: false,
  required: false,
  minLength: 2,
  maxLength: 60,
  patternId: 1,
  acceptedPattern: '*',
  ...over,
});
const detailsFixture = (): TPersonalDetail[] => [
  detail('payeeName', { value: 'Nguyen Van A', locked: true, patternId: 13 }),
  detail('birthday', { minLength: 10, maxLength: 10, patternId: 12 }),
  detail('address'),
  detail('zalo', { minLength: 9, maxLength: 11, patternId: 7 }),
];

/** Signs in as a member whose info a profile change really changes; records every write. */
const signedIn = (routes: StubRoutes = {}, security = securityFixture()) => {
  let member: TMemberInfo = memberFixture();
  let sessions = sessionsFixture();
  let details = detailsFixture();
  const sent: Sent[] = [];
  stubApi({
    member,
    routes: {
      'GET /wps/member/info': () => ok(member),
      'GET /wps/member/security': () => ok(security),
      'GET /wps/member/logins': () => ok({ list: logins }),
      'GET /wps/member/sessions': () => ok({ list: sessions }),
      'GET /wps/member/details': () => ok({ list: details }),
      'PUT /wps/member/details': (init, url) => {
        const body = JSON.parse(String(init?.body)) as Record<string, string>;
        sent.push({ method: 'PUT', url, body });
        details = details.map((d) =>
          d.field in body
            ? { ...d, value: body[d.field] || null, locked: d.field === 'birthday' && !!body[d.field] }
            : d,
        );
        return ok({ list: details });
      },
      'PUT /wps/member/profile': (init, url) => {
        const body = JSON.parse(String(init?.body)) as { nickname?: string; avatar?: number };
        sent.push({ method: 'PUT', url, body });
        member = {
          ...member,
          ...(body.nickname ? { nickname: body.nickname } : {}),
          ...(body.avatar ? { iconUrl: `/img/avatars/avatar-${body.avatar}.svg` } : {}),
        };
        return ok(member);
      },
      'POST /wps/member/sessions/sign-out-others': (_init, url) => {
        sent.push({ method: 'POST', url, body: null });
        sessions = sessions.filter((s) => s.current);
        return ok({ revoked: 1 });
      },
      ...routes,
    },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
  return sent;
};

const page = async () => screen.findByTestId('security-center', {}, { timeout: 5000 });

describe('securityCenter (my account)', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('is the member centre’s default page: last sign-in, profile, security items, history and sessions', async () => {
    signedIn();
    renderApp('/member');
    await page();
    expect(await screen.findByText(/^Lần đăng nhập trước: .+ từ 198\.51\.100\.7$/)).toBeTruthy();

    const card = screen.getByTestId('profile-card');
    expect(within(card).getByTestId('profile-nickname').textContent).toBe('Player One');
    expect(within(card).getByText('player01')).toBeTruthy();

    expect(screen.getByTestId('security-items')).toBeTruthy();
    expect(within(screen.getByTestId('security-payment')).getByText('Chưa thiết lập')).toBeTruthy();
    expect(
      within(screen.getByTestId('security-payment'))
        .getByRole('link', { name: 'Thiết lập' })
        .getAttribute('href'),
    ).toBe('/member?page=withdraw');
    expect(within(screen.getByTestId('security-mobile')).getByText('••••5678 · đã xác minh')).toBeTruthy();
    expect(within(screen.getByTestId('security-email')).getByText('Chưa liên kết')).toBeTruthy();
    expect(within(screen.getByTestId('security-banks')).getByText('Đã liên kết: 2')).toBeTruthy();
    // No Google item where Google sign-in is not configured.
    expect(screen.queryByTestId('security-google')).toBeNull();
    fireEvent.click(within(screen.getByTestId('security-password')).getByRole('button', { name: 'Đổi' }));
    expect(useOverlayStore.getState().changePassword).toEqual({
      reason: 'voluntary',
      forced: false,
      site: 'member',
    });
    useOverlayStore.setState({ changePassword: null });

    const rows = within(await screen.findByTestId('login-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Chrome trên Windows')).toBeTruthy();
    expect(within(rows[1]!).getByText('Thành công')).toBeTruthy();
    expect(within(rows[2]!).getByText('Thiết bị không xác định')).toBeTruthy();
    expect(within(rows[2]!).getByText('Thất bại')).toBeTruthy();

    const sessions = await screen.findByTestId('session-list');
    expect(within(sessions).getByText('Thiết bị này')).toBeTruthy();
    expect(within(sessions).getByText('Safari trên iOS')).toBeTruthy();
  });

  it('says so when there is no earlier sign-in on record', async () => {
    signedIn(
      {},
      securityFixture({
        previousSignIn: null,
        paymentPasswordSet: true,
        bankAccounts: 0,
        googleSignIn: true,
      }),
    );
    renderApp('/member?page=securityCenter');
    expect(await screen.findByText('Đây là lần đăng nhập đầu tiên được ghi nhận của bạn.')).toBeTruthy();
    expect(within(screen.getByTestId('security-payment')).getByText('Đã thiết lập')).toBeTruthy();
    expect(
      within(screen.getByTestId('security-banks')).getByText('Chưa liên kết tài khoản nào'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('security-google')).getByText('Đăng nhập bằng Google')).toBeTruthy();
  });

  it('changes the nickname and avatar, and the header shows the new name', async () => {
    const sent = signedIn();
    renderApp('/member');
    await page();
    await waitFor(() => expect(screen.getByTestId('member-name').textContent).toBe('Player One'));
    fireEvent.click(screen.getByRole('button', { name: 'Sửa hồ sơ' }));

    // The rule is checked before anything is sent.
    const field = screen.getByLabelText('Biệt danh');
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Gồm 2-20 ký tự bất kỳ');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '  Vua Bài  ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Ảnh đại diện 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu hồ sơ.')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'PUT', url: '/wps/member/profile', body: { nickname: 'Vua Bài', avatar: 4 } },
    ]);
    await waitFor(() => expect(screen.getByTestId('member-name').textContent).toBe('Vua Bài'));
    expect(screen.getByTestId('profile-nickname').textContent).toBe('Vua Bài');
  });

  it('shows the server’s refusal under the field it names', async () => {
    signedIn({
      'PUT /wps/member/profile': () =>
        failure('VALIDATION_FAILED', 'reg_pattern_1', { field: 'body.nickname', params: { range: '2-20' } }),
    });
    renderApp('/member');
    await page();
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa hồ sơ' }));
    fireEvent.change(screen.getByLabelText('Biệt danh'), { target: { value: 'Fine Name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByLabelText('Biệt danh').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Gồm 2-20 ký tự bất kỳ');
    expect(screen.queryByText('Đã lưu hồ sơ.')).toBeNull();
  });

  it('completes personal details by their rules; a set identity detail stays locked', async () => {
    const sent = signedIn();
    renderApp('/member');
    const panel = await screen.findByTestId('personal-details', {}, { timeout: 5000 });
    expect(within(panel).getByText('Nguyen Van A')).toBeTruthy();
    expect(within(panel).getAllByText('Chưa cung cấp')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Bổ sung thông tin' }));

    // Checked here first: a minor's birthday and a Zalo number of letters are refused unsent.
    expect(screen.getByLabelText('Họ và tên').hasAttribute('readonly')).toBe(true);
    const birthday = screen.getByLabelText('Ngày sinh');
    expect(birthday.getAttribute('type')).toBe('date');
    const young = new Date();
    young.setFullYear(young.getFullYear() - 10);
    fireEvent.change(birthday, { target: { value: young.toISOString().slice(0, 10) } });
    fireEvent.change(screen.getByLabelText('Số Zalo'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Bạn phải đủ 18 tuổi trở lên.')).toBeTruthy();
    expect(screen.getByLabelText('Số Zalo').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(birthday, { target: { value: '1990-05-17' } });
    fireEvent.change(screen.getByLabelText('Số Zalo'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu thông tin cá nhân.')).toBeTruthy();
    // Only what changed is sent; the locked name is not.
    expect(sent).toEqual([
      { method: 'PUT', url: '/wps/member/details', body: { birthday: '1990-05-17', zalo: '0912345678' } },
    ]);
    const view = screen.getByTestId('personal-details');
    expect(within(view).getByText('0912345678')).toBeTruthy();
    expect(within(view).getByText('17 thg 5, 1990')).toBeTruthy();
  });

  it('shows a server refusal of a detail under that detail', async () => {
    signedIn({
      'PUT /wps/member/details': () =>
        failure('DETAIL_LOCKED', 'in_detail_locked', { field: 'body.birthday' }),
    });
    renderApp('/member');
    fireEvent.click(await screen.findByRole('button', { name: 'Bổ sung thông tin' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Ngày sinh'), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Thông tin này đã được thiết lập, chỉ CSKH mới có thể sửa.')).toBeTruthy();
    expect(screen.getByLabelText('Ngày sinh').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs out the other devices and lists only this one', async () => {
    const sent = signedIn();
    renderApp('/member');
    const sessions = await screen.findByTestId('session-list', {}, { timeout: 5000 });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất thiết bị khác' }));
    expect(await screen.findByText('Đã đăng xuất 1 thiết bị khác.')).toBeTruthy();
    expect(sent.map((s) => s.url)).toEqual(['/wps/member/sessions/sign-out-others']);
    await waitFor(() =>
      expect(within(screen.getByTestId('session-list')).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(
      (screen.getByRole('button', { name: 'Đăng xuất thiết bị khác' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('explains a panel that could not load and retries it', async () => {
    let fail = true;
    signedIn({
      'GET /wps/member/logins': () =>
        fail ? failure('SYSTEM_ERROR', 'in_system_error', null, 500) : ok({ list: [] }),
    });
    renderApp('/member');
    expect(await screen.findByText('Không tải được lịch sử đăng nhập', {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(within(screen.getByTestId('login-history')).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có lần đăng nhập nào')).toBeTruthy();
  });

  it('speaks English too', async () => {
    signedIn();
    await setLanguage('en');
    renderApp('/member');
    expect(await screen.findByRole('heading', { name: 'My account' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText(/^Last sign-in: .+ from 198\.51\.100\.7$/)).toBeTruthy();
    expect(await screen.findByText('Chrome on Windows', { selector: 'td' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out other devices' })).toBeTruthy();
    await setLanguage('vi');
  });
});
