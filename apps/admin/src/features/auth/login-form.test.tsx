import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n.ts';
import { jsonResponse, renderApp } from '../../test/render-app.tsx';

const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'in_not_found', value: null };

const fillAndSubmit = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/^(Username|Tên đăng nhập)$/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^(Password|Mật khẩu)$/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /^(Sign in|Đăng nhập)$/ }));
};

describe('operator sign-in form', () => {
  it('posts the credentials and explains that operator sign-in is not available yet when the route answers 404', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(404, NOT_FOUND));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/login');

    fillAndSubmit('ops.manager', 'secret123');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Operator sign-in is not available yet');
    expect(alert.textContent).not.toMatch(/NOT_FOUND|in_not_found/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin-api/session/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'ops.manager', password: 'secret123' });
  });

  it('says the same in Vietnamese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, NOT_FOUND)),
    );
    await setLanguage('vi');
    renderApp('/login');

    fillAndSubmit('ops.manager', 'secret123');

    expect((await screen.findByRole('alert')).textContent).toContain('Chưa thể đăng nhập cho nhà điều hành');
  });

  it('asks for the username and password and sends nothing when both are empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/login');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your username.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
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
