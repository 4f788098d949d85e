import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../shared/api-client.ts';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const OWNER = { totpEnabled: true };

describe('back-office frame', () => {
  it('lists every section an owner may open in the sidebar', async () => {
    mockApi(meHandler('owner', 'none', OWNER));
    renderApp('/dashboard', { token: 'owner-token-0123456789' });
    const nav = await screen.findByRole('navigation', { name: 'Back-office sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Members',
      'Agents',
      'Messages',
      'Feedback',
      'Live support',
      'Deposits',
      'Payment methods',
      'Gateway callbacks',
      'Withdrawals',
      'Withdrawal cases',
      'Cashier limits',
      'Cashier',
      'Adjustments',
      'Game catalogue',
      'Vendors',
      'Jackpot',
      'Lottery',
      'Tables',
      'Arenas',
      'Trading',
      'Promotions',
      'Content',
      'Reports',
      'Bet records',
      'Settings',
      'Operators & roles',
      'Audit log',
    ]);
    expect(nav.textContent).toContain('Owner access');
  });

  it('shows how many live chats wait beside Live support, for operators who answer them only', async () => {
    mockApi({
      ...meHandler('support', 'none', OWNER),
      'GET /admin-api/support/conversations': () => jsonResponse(200, ok({ list: [], waiting: 3 })),
    });
    renderApp('/dashboard', { token: 'support-token-0123456789' });
    const nav = await screen.findByRole('navigation', { name: 'Back-office sections' });
    const badge = await within(nav).findByLabelText('3 chats waiting');
    expect(badge.textContent).toBe('3');
    expect(
      within(nav)
        .getByRole('link', { name: /Live support/ })
        .contains(badge),
    ).toBe(true);
  });

  it('asks nothing about live chats for an operator who does not answer them', async () => {
    const { calls } = mockApi(meHandler('finance', 'none', OWNER));
    renderApp('/dashboard', { token: 'finance-token-0123456789' });
    await screen.findByRole('navigation', { name: 'Back-office sections' });
    expect(calls.some((call) => call.path === '/admin-api/support/conversations')).toBe(false);
  });

  it('shows a later section with its planned panel and moves between sections', async () => {
    mockApi(meHandler('owner', 'none', OWNER));
    const { router } = renderApp('/', { token: 'owner-token-0123456789' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');

    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));

    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Arrives with a later release' })).toBeTruthy();
  });

  it('sends a visitor without a session to sign-in, and back where they were going after', async () => {
    mockApi({});
    const { router } = renderApp('/members?q=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/members?q=abc' });
  });

  it('goes back to sign-in when the session has ended', async () => {
    mockApi({ 'GET /admin-api/me': () => jsonResponse(401, fail('UNAUTHORIZED', 'in_not_logged_in')) });
    const { router } = renderApp('/members', { token: 'stale-token-0123456789' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('shows who is signed in, and signs out on the server and here', async () => {
    const { calls } = mockApi({
      ...meHandler('support'),
      'DELETE /admin-api/session': () => jsonResponse(200, ok(null)),
    });
    const { router } = renderApp('/dashboard', { token: 'support-token-0123456789' });
    fireEvent.click(await screen.findByRole('button', { name: 'Operator menu' }));
    expect(screen.getByRole('menu').textContent).toContain('@support · Support');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/admin-api/session')).toBe(true);
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('reminds an operator without two-step sign-in to turn it on', async () => {
    mockApi(meHandler('support'));
    renderApp('/dashboard', { token: 'support-token-0123456789' });
    const link = await screen.findByRole('link', { name: 'Turn on two-step sign-in' });
    expect(link.getAttribute('href')).toBe('/two-step');
  });
});
