import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../shared/api-client.ts';
import { setLanguage } from '../../shared/i18n.ts';
import { fail, jsonResponse, me, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const session = (role: 'owner' | 'support', totpEnrolment: 'none' | 'recommended' | 'required' = 'none') =>
  jsonResponse(
    200,
    ok({
      token: `token-of-${role}-0123456789`,
      expiresAt: '2026-03-01T20:00:00.000Z',
      ...me(role, totpEnrolment),
    }),
  );

const fillAndSubmit = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/^(Username|Tên đăng nhập)$/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^(Password|Mật khẩu)$/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /^(Sign in|Đăng nhập)$/ }));
};

describe('operator sign-in', () => {
  it('asks for the username and password and sends nothing when both are empty', async () => {
    const { fetchMock } = mockApi({});
    renderApp('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the password, keeps the token for this tab and opens the console', async () => {
    const { calls } = mockApi({
      'POST /admin-api/session/login': () => session('support'),
      ...meHandler('support'),
      'GET /admin-api/members': () =>
        jsonResponse(200, ok({ content: [], pageNum: 1, totalPages: 1, total: 0 })),
    });
    const { router } = renderApp('/login');

    fillAndSubmit(' support ', 'Support@2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { username: 'support', password: 'Support@2026' },
    });
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('token-of-support-0123456789');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('asks for the authenticator code when the account has two-step sign-in, then signs in with it', async () => {
    const { calls } = mockApi({
      'POST /admin-api/session/login': ({ body }) =>
        (body as { totp?: string }).totp === '123456'
          ? session('support')
          : jsonResponse(401, fail('AUTH_TOTP_REQUIRED', 'in_totp_required', { field: 'body.totp' })),
      ...meHandler('support'),
    });
    const { router } = renderApp('/login');

    fillAndSubmit('support', 'Support@2026');
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText(/enter the current code for support/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls[1]?.body).toEqual({ username: 'support', password: 'Support@2026', totp: '123456' });
  });

  it('checks the code has six digits, and says so when the server refuses it', async () => {
    const { calls } = mockApi({
      'POST /admin-api/session/login': ({ body }) =>
        (body as { totp?: string }).totp
          ? jsonResponse(401, fail('AUTH_TOTP_INVALID', 'in_totp_invalid', { field: 'body.totp' }))
          : jsonResponse(401, fail('AUTH_TOTP_REQUIRED', 'in_totp_required', { field: 'body.totp' })),
    });
    renderApp('/login');
    fillAndSubmit('support', 'Support@2026');
    const code = await screen.findByLabelText('Authentication code');

    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code has exactly 6 digits.')).toBeTruthy();
    expect(calls).toHaveLength(1);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/That code is wrong or already used/)).toBeTruthy();
    expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Use a different account' }));
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('sends an owner without two-step sign-in to enrolment first', async () => {
    mockApi({
      'POST /admin-api/session/login': () => session('owner', 'recommended'),
      ...meHandler('owner', 'recommended'),
      'POST /admin-api/me/totp/setup': () =>
        jsonResponse(
          200,
          ok({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' }),
        ),
    });
    const { router } = renderApp('/login');
    fillAndSubmit('owner', 'Owner@2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-step'));
  });

  it('explains a wrong password and a locked account in Vietnamese', async () => {
    let attempt = 0;
    mockApi({
      'POST /admin-api/session/login': () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse(401, fail('AUTH_BAD_CREDENTIALS', 'in_wrong_account_or_password'))
          : jsonResponse(423, fail('AUTH_ACCOUNT_LOCKED', 'in_account_locked', { retryAfterSeconds: 600 }));
      },
    });
    await setLanguage('vi');
    renderApp('/login');

    fillAndSubmit('support', 'sai-mat-khau');
    expect((await screen.findByRole('alert')).textContent).toContain('Sai tên đăng nhập hoặc mật khẩu.');

    fillAndSubmit('support', 'sai-nua');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Tài khoản bị khóa'));
  });

  it('shows a translated message, not the raw key, when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/login');

    fillAndSubmit('ops.manager', 'secret123');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network connection problem');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false),
    );
  });
});
