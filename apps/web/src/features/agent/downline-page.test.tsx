import type { TTeamMember, TTeamMembers } from '@luckwell/contracts/agent/team-members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const row = (over: Partial<TTeamMember>): TTeamMember =>
  ({
    id: 1,
    account: 'member01',
    nickname: 'Member One',
    kind: 'member',
    level: 1,
    uplineAccount: 'boss',
    teamSize: 0,
    balance: '1000.00',
    status: 'active',
    lastLoginAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  }) as TTeamMember;

describe('downlineManagmentView', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('lists the team, sends the filters, and opens a sub-agent’s line with a path back', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      member: memberFixture({ type: 1, nickname: 'Boss Agent' }),
      routes: {
        'GET /wps/agent/team/members': (_init, url) => {
          const params = new URL(url, 'http://localhost').searchParams;
          asked.push(params);
          const under = params.get('under');
          const answer: TTeamMembers = under
            ? {
                content: [row({ id: 3, account: 'deep01', level: 2, uplineAccount: 'lieutenant' })],
                pageNum: 1,
                totalPages: 1,
                total: 1,
                line: { id: 2, account: 'lieutenant', path: [{ id: 2, account: 'lieutenant' }] },
                currencySymbol: '₫',
              }
            : {
                content: [row({}), row({ id: 2, account: 'lieutenant', kind: 'agent', teamSize: 1 })],
                pageNum: 1,
                totalPages: 1,
                total: 2,
                line: null,
                currencySymbol: '₫',
              };
          return ok(answer);
        },
      },
    });
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
    renderApp('/agentHome?page=downlineManagmentView');

    const table = await screen.findByTestId('downline-table', {}, { timeout: 5000 });
    expect(within(table).getByText('member01')).toBeTruthy();
    expect(within(table).getAllByText('₫1,000.00')).toHaveLength(2);
    expect(screen.getByTestId('downline-total').textContent).toBe('2 tài khoản');

    fireEvent.click(screen.getByRole('button', { name: 'Đại lý cấp dưới' }));
    await waitFor(() => expect(asked.at(-1)?.get('kind')).toBe('agent'));
    fireEvent.change(screen.getByLabelText('Tài khoản'), { target: { value: ' lieu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(asked.at(-1)?.get('account')).toBe('lieu'));

    fireEvent.click(within(table).getByRole('button', { name: 'Mở tuyến (1)' }));
    const path = await screen.findByTestId('downline-path');
    expect(asked.at(-1)?.get('under')).toBe('2');
    expect(within(path).getByText('lieutenant').getAttribute('aria-current')).toBe('page');
    expect(await within(screen.getByTestId('downline-table')).findByText('deep01')).toBeTruthy();
    fireEvent.click(within(path).getByRole('button', { name: 'Đội nhóm của tôi' }));
    await waitFor(() => expect(screen.queryByTestId('downline-path')).toBeNull());
    expect(await within(screen.getByTestId('downline-table')).findByText('lieutenant')).toBeTruthy();
  }, 15_000);
});
