import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { fieldIn, typeInto } from '../../test/form-input.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const asAgent = (routes: StubRoutes) => {
  stubApi({
    member: memberFixture({ type: 1, nickname: 'Boss Agent' }),
    routes: { 'GET /wps/agent/invite': () => ok({ affiliateCode: 'LWAGENT' }), ...routes },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

describe('registerCenter', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows the invitation link and code, and opens a sub-agent account after checking the fields', async () => {
    const sent: unknown[] = [];
    asAgent({
      'POST /wps/agent/team/members': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok({
          id: 99,
          account: 'subboss01',
          nickname: 'Sub Boss',
          kind: 'agent',
          affiliateCode: 'SUBX1234',
          createdAt: '2026-11-26T08:00:00.000Z',
        });
      },
    });
    renderApp('/agentHome?page=registerCenter');
    expect((await screen.findByTestId('invite-code', {}, { timeout: 5000 })).textContent).toBe('LWAGENT');
    expect(screen.getByTestId('invite-link').textContent).toBe(
      `${window.location.origin}/register?affiliateCode=LWAGENT`,
    );

    const form = screen.getByTestId('register-downline');
    fireEvent.click(within(form).getByRole('radio', { name: 'Đại lý cấp dưới' }));
    typeInto(fieldIn(form, 'Tên đăng nhập'), '1bad');
    typeInto(fieldIn(form, 'Mật khẩu'), 'First123');
    typeInto(fieldIn(form, 'Xác nhận mật khẩu'), 'First124');
    fireEvent.click(within(form).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await within(form).findByText('Mật khẩu xác nhận không khớp')).toBeTruthy();
    expect(sent).toEqual([]);

    typeInto(fieldIn(form, 'Tên đăng nhập'), 'subboss01');
    typeInto(fieldIn(form, 'Xác nhận mật khẩu'), 'First123');
    typeInto(within(form).getByLabelText('Biệt danh (không bắt buộc)') as HTMLInputElement, 'Sub Boss');
    fireEvent.click(within(form).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await within(form).findByText('Đại lý cấp dưới subboss01 đã vào đội nhóm của bạn.')).toBeTruthy();
    expect(within(form).getByText('Mã mời riêng của họ: SUBX1234')).toBeTruthy();
    expect(sent).toEqual([
      {
        kind: 'agent',
        username: 'subboss01',
        password: 'First123',
        confirmPassword: 'First123',
        nickname: 'Sub Boss',
      },
    ]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    asAgent({
      'POST /wps/agent/team/members': () =>
        failure('AUTH_ACCOUNT_EXISTS', 'in_account_exists', { field: 'body.username' }, 409),
    });
    renderApp('/agentHome?page=registerCenter');
    const form = await screen.findByTestId('register-downline', {}, { timeout: 5000 });
    typeInto(fieldIn(form, 'Tên đăng nhập'), 'takenname1');
    typeInto(fieldIn(form, 'Mật khẩu'), 'First123');
    typeInto(fieldIn(form, 'Xác nhận mật khẩu'), 'First123');
    fireEvent.click(within(form).getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(fieldIn(form, 'Tên đăng nhập').getAttribute('aria-invalid')).toBe('true'));
  });
});
