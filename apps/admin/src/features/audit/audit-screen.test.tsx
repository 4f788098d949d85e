import type { TAuditEntry } from '@luckwell/contracts/admin/audit';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { auditQueryOf } from './audit-screen.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const OWNER = { totpEnabled: true };

const entry = (id: number, action: string, after: unknown): TAuditEntry => ({
  id,
  operatorId: 2,
  operatorName: 'support',
  merchantId: 1,
  action,
  targetType: 'member',
  targetId: '7',
  before: { account: 'demo_player', status: action === 'member.lock' ? 'active' : 'locked' },
  after,
  ip: '198.51.100.2',
  createdAt: '2026-03-01T10:00:00.000Z',
  hash: 'a'.repeat(64),
});

const page = () =>
  jsonResponse(
    200,
    ok({
      content: [
        entry(2, 'member.unlock', { status: 'active' }),
        entry(1, 'member.lock', { status: 'locked', reason: 'Chargeback' }),
      ],
      pageNum: 1,
      totalPages: 1,
      total: 2,
    }),
  );

describe('audit log', () => {
  it('lists actions with operator, target and what changed', async () => {
    mockApi({ ...meHandler('owner', 'none', OWNER), 'GET /admin-api/audit': page });
    renderApp('/audit-log', TOKEN);
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Unlocked member',
      'Locked member',
    ]);
    expect(rows[1]?.textContent).toContain('Chargeback');
    const target = within(rows[1] as HTMLElement).getByRole('link', { name: /demo_player/ });
    expect(target.getAttribute('href')).toBe('/members/7');
    expect(target.textContent).toContain('Member #7');
    expect(rows[1]?.textContent).not.toContain('account:');
  });

  it('filters by operator, action and dates', async () => {
    const { calls } = mockApi({ ...meHandler('owner', 'none', OWNER), 'GET /admin-api/audit': page });
    renderApp('/audit-log', TOKEN);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'support' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'member.lock' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await screen.findByRole('button', { name: 'Clear' });
    const query = calls.filter((c) => c.path === '/admin-api/audit').at(-1)?.query;
    expect(query?.get('operator')).toBe('support');
    expect(query?.get('action')).toBe('member.lock');
    expect(query?.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(query?.get('to')).toBe(new Date(2026, 2, 3).toISOString());
  });

  it('turns calendar days into the instants that bound them', () => {
    expect(auditQueryOf({ operator: ' ', action: '', from: '', to: '2026-12-31' }, 2)).toEqual({
      to: new Date(2027, 0, 1).toISOString(),
      page: 2,
      pageSize: 25,
    });
  });

  it('verifies the chain and says where it is broken', async () => {
    let intact = true;
    mockApi({
      ...meHandler('owner', 'none', OWNER),
      'GET /admin-api/audit': page,
      'GET /admin-api/audit/verify': () =>
        jsonResponse(
          200,
          ok({
            intact,
            checked: intact ? 2 : 1,
            firstBrokenId: intact ? null : 1,
            verifiedAt: '2026-03-01T11:00:00.000Z',
          }),
        ),
    });
    renderApp('/audit-log', TOKEN);
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText(/2 entries checked/)).toBeTruthy();

    intact = false;
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect((await screen.findAllByText('Audit chain broken at entry #1')).length).toBeGreaterThan(0);
  });

  it('is closed to roles without the audit permission', async () => {
    mockApi(meHandler('support'));
    renderApp('/audit-log', { token: 'support-token-0123456789' });
    expect(await screen.findByText('Your role does not include reading the audit log.')).toBeTruthy();
  });
});
