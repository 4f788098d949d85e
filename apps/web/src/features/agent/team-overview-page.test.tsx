import type { TTeamFigures, TTeamOverview } from '@luckwell/contracts/agent/team';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { stubResizeObserver } from '../../test/resize-observer.ts';
import { asAgent } from './agent-test-session.ts';

const figures = (over: Partial<TTeamFigures> = {}): TTeamFigures =>
  ({
    newMembers: 0,
    activeMembers: 0,
    firstDeposits: 0,
    deposits: '0.00',
    withdrawals: '0.00',
    rounds: 0,
    validBet: '0.00',
    winLoss: '0.00',
    ...over,
  }) as TTeamFigures;

const overview = (over: Partial<TTeamOverview> = {}): TTeamOverview => ({
  teamSize: 12,
  directMembers: 5,
  subAgents: 2,
  periods: [
    {
      period: 'today',
      from: '2026-11-26',
      to: '2026-11-26',
      ...figures({
        newMembers: 1,
        activeMembers: 3,
        rounds: 40,
        validBet: '1500000.00' as TTeamFigures['validBet'],
        winLoss: '-250000.00' as TTeamFigures['winLoss'],
      }),
    },
    { period: 'yesterday', from: '2026-11-25', to: '2026-11-25', ...figures() },
    { period: 'thisWeek', from: '2026-11-23', to: '2026-11-26', ...figures({ activeMembers: 4 }) },
    {
      period: 'thisMonth',
      from: '2026-11-01',
      to: '2026-11-26',
      ...figures({
        newMembers: 6,
        firstDeposits: 4,
        deposits: '9000000.00' as TTeamFigures['deposits'],
        winLoss: '320000.00' as TTeamFigures['winLoss'],
      }),
    },
  ],
  days: Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.parse('2026-10-28') + i * 86_400_000).toISOString().slice(0, 10),
    ...figures({ activeMembers: i % 4 }),
  })),
  currencySymbol: '₫',
  ...over,
});

describe('agentTeamOverview (the agent centre’s default page)', () => {
  beforeEach(async () => {
    await setUpBrand();
    stubResizeObserver();
  });

  it('shows the team’s size and today’s figures, then this month’s, with the charts', async () => {
    asAgent({ 'GET /wps/agent/team/overview': () => ok(overview()) });
    renderApp('/agentHome');
    const page = await screen.findByTestId('team-overview', {}, { timeout: 5000 });
    await within(page).findByTestId('team-figures');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Tổng quan đội nhóm');
    expect(within(screen.getByTestId('team-size')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('team-direct')).getByText('5')).toBeTruthy();
    expect(within(screen.getByTestId('team-sub-agents')).getByText('2')).toBeTruthy();
    expect(screen.getByTestId('team-range').textContent).toBe('2026-11-26');
    expect(screen.getByTestId('team-validBet').textContent).toContain('₫1,500,000.00');
    expect(screen.getByTestId('team-winLoss').textContent).toContain('-₫250,000.00');
    expect(screen.getByTestId('team-activeMembers').textContent).toContain('3');

    fireEvent.click(screen.getByRole('button', { name: 'Tháng này' }));
    expect(screen.getByRole('button', { name: 'Tháng này' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('team-range').textContent).toBe('Từ 2026-11-01 đến 2026-11-26');
    expect(screen.getByTestId('team-firstDeposits').textContent).toContain('4');
    expect(screen.getByTestId('team-deposits').textContent).toContain('₫9,000,000.00');
    expect(screen.getByTestId('team-winLoss').textContent).toContain('+₫320,000.00');
    expect(await screen.findByTestId('team-chart-play', {}, { timeout: 5000 })).toBeTruthy();
    // No money moved in the 30 days: a sentence, not an empty chart.
    expect(
      within(screen.getByTestId('team-chart-cash')).getByText(
        'Đội nhóm chưa nạp hay rút tiền trong 30 ngày này.',
      ),
    ).toBeTruthy();
  });

  it('says how a team starts when it is empty', async () => {
    asAgent({
      'GET /wps/agent/team/overview': () => ok(overview({ teamSize: 0, directMembers: 0, subAgents: 0 })),
    });
    renderApp('/agentHome');
    expect(await screen.findByText('Đội nhóm của bạn chưa có ai', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('team-figures')).toBeNull();
  });

  it('offers to try again when the team cannot be loaded', async () => {
    let calls = 0;
    asAgent({
      'GET /wps/agent/team/overview': () => {
        calls += 1;
        return calls === 1 ? failure('SYSTEM_ERROR', 'in_system_error') : ok(overview());
      },
    });
    renderApp('/agentHome');
    expect(await screen.findByText('Không tải được thông tin đội nhóm', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getByTestId('team-figures')).toBeTruthy());
  });
});
