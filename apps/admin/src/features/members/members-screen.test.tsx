import type { TAdminMemberDetail, TAdminMemberRow } from '@luckwell/contracts/admin/members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'support-token-0123456789' };

const row: TAdminMemberRow = {
  id: 7,
  merchantCode: 'LW',
  account: 'demo_player',
  nickname: 'Demo Player',
  type: 0,
  status: 'active',
  mobileNum: '+84 912345678',
  email: 'demo_player@luckwell.local',
  uplineAccount: 'demo_agent',
  createdAt: '2026-01-02T03:04:05.000Z',
  lastLoginAt: '2026-03-01T09:00:00.000Z',
};

const detail = (overrides: Partial<TAdminMemberDetail> = {}): TAdminMemberDetail => ({
  ...row,
  balance: '10000000.00' as TAdminMemberDetail['balance'],
  currency: 'VND',
  payeeName: null,
  personalDetails: [{ field: 'birthday', value: '1990-05-17' }],
  affiliateCode: null,
  registerIp: '203.0.113.9',
  lockedUntil: null,
  failedLogins: 0,
  mustChangePassword: false,
  lastLogins: [
    {
      at: '2026-03-01T09:00:00.000Z',
      ip: '203.0.113.10',
      userAgent: 'Firefox',
      success: true,
      reason: 'password',
    },
    {
      at: '2026-03-01T08:59:00.000Z',
      ip: '203.0.113.10',
      userAgent: 'Firefox',
      success: false,
      reason: 'bad_password',
    },
  ],
  knownIps: [
    { ip: '203.0.113.10', firstSeenAt: '2026-01-02T03:04:05.000Z', lastSeenAt: '2026-03-01T09:00:00.000Z' },
  ],
  activeSessions: 1,
  ...overrides,
});

const page = (content: TAdminMemberRow[]) =>
  jsonResponse(200, ok({ content, pageNum: 1, totalPages: 1, total: content.length }));

describe('member search', () => {
  it('searches by what was typed and lists the members found', async () => {
    const { calls } = mockApi({
      ...meHandler('support'),
      'GET /admin-api/members': ({ query }) => page(query.get('q') === 'demo_player' ? [row] : []),
    });
    const { router } = renderApp('/members', TOKEN);
    expect(await screen.findByText('No members found')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'demo_player' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    const link = await screen.findByRole('link', { name: /demo_player/ });
    expect(link.getAttribute('href')).toBe('/members/7');
    expect(router.state.location.search).toBe('?q=demo_player&status=active');
    const last = calls.filter((c) => c.path === '/admin-api/members').at(-1);
    expect(last?.query.get('q')).toBe('demo_player');
    expect(last?.query.get('status')).toBe('active');
    expect(screen.getByRole('table').textContent).toContain('LW');
  });

  it('says when the search failed and offers to try again', async () => {
    mockApi({
      ...meHandler('support'),
      'GET /admin-api/members': () => jsonResponse(500, fail('SYSTEM_ERROR', 'in_system_error')),
    });
    renderApp('/members', TOKEN);
    // A server error is retried once before the screen gives up.
    expect(await screen.findByText('Could not load this', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('member detail', () => {
  it('shows the account, balance and last sign-ins with address and result', async () => {
    mockApi({ ...meHandler('support'), 'GET /admin-api/members/7': () => jsonResponse(200, ok(detail())) });
    renderApp('/members/7', TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: /demo_player/ })).toBeTruthy();
    expect(screen.getByText('10,000,000.00')).toBeTruthy();
    expect(screen.getByText('Birthday').nextElementSibling?.textContent).toBe('1990-05-17');
    const logins = screen.getByRole('table', { name: 'Last sign-ins' });
    expect(within(logins).getAllByText('203.0.113.10')).toHaveLength(2);
    expect(within(logins).getByText('Failed')).toBeTruthy();
    expect(within(logins).getByText('bad_password')).toBeTruthy();
    // Support may not read the audit log: no history panel.
    expect(screen.queryByText('Operator actions on this member')).toBeNull();
  });

  it('locks a member only with a reason, after confirming', async () => {
    const { calls } = mockApi({
      ...meHandler('support'),
      'GET /admin-api/members/7': () => jsonResponse(200, ok(detail())),
      'POST /admin-api/members/7/lock': () =>
        jsonResponse(200, ok(detail({ status: 'locked', activeSessions: 0 }))),
      'GET /admin-api/members': () => page([row]),
    });
    renderApp('/members/7', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock demo_player?' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock member' }));
    expect(await within(dialog).findByText(/Give a reason/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Chargeback under review' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock member' }));

    expect(await screen.findByText('demo_player locked.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Chargeback under review' });
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('resets the password and shows the temporary one once', async () => {
    mockApi({
      ...meHandler('support'),
      'GET /admin-api/members/7': () => jsonResponse(200, ok(detail())),
      'POST /admin-api/members/7/reset-password': () =>
        jsonResponse(200, ok({ temporaryPassword: 'Bcdefg5678', sessionsEnded: 1 })),
    });
    renderApp('/members/7', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset demo_player's password?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect((within(shown).getByLabelText('Temporary password') as HTMLInputElement).value).toBe('Bcdefg5678');
    expect(shown.textContent).toContain('Sessions ended: 1');
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Bcdefg5678')).toBeNull());
  });

  it('says when the member does not exist', async () => {
    mockApi({
      ...meHandler('support'),
      'GET /admin-api/members/99': () => jsonResponse(404, fail('NOT_FOUND', 'in_not_found')),
    });
    renderApp('/members/99', TOKEN);
    expect(await screen.findByText('Member not found')).toBeTruthy();
  });

  it('shows the operator actions on the member to roles that read the audit log', async () => {
    mockApi({
      ...meHandler('risk'),
      'GET /admin-api/members/7': () => jsonResponse(200, ok(detail())),
      'GET /admin-api/audit': () =>
        jsonResponse(
          200,
          ok({
            content: [
              {
                id: 4,
                operatorId: 2,
                operatorName: 'support',
                merchantId: 1,
                action: 'member.lock',
                targetType: 'member',
                targetId: '7',
                before: { status: 'active' },
                after: { status: 'locked', reason: 'Chargeback' },
                ip: '198.51.100.2',
                createdAt: '2026-03-01T10:00:00.000Z',
                hash: 'a'.repeat(64),
              },
            ],
            pageNum: 1,
            totalPages: 1,
            total: 1,
          }),
        ),
    });
    renderApp('/members/7', { token: 'risk-token-0123456789' });
    const history = await screen.findByRole('region', { name: 'Operator actions on this member' });
    expect(await within(history).findByText('Locked member')).toBeTruthy();
    expect(history.textContent).toContain('by support');
    expect(history.textContent).toContain('Chargeback');
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });
});
