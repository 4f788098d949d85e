import type { TLeaderboards, TMissionSummary } from '@luckwell/contracts/member/missions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const summary = (claimed: boolean): TMissionSummary =>
  ({
    missions: [
      {
        id: 1,
        title: 'Đăng nhập hôm nay',
        kind: 'login_streak',
        category: null,
        period: 'daily',
        target: '1',
        progress: '1',
        reward: '2000.00',
        state: claimed ? 'claimed' : 'claimable',
        endsAt: '2026-11-27T17:00:00.000Z',
      },
      {
        id: 3,
        title: 'Cược hợp lệ 500.000 ở Nổ hũ',
        kind: 'valid_bet',
        category: 'RNG',
        period: 'daily',
        target: '500000.00',
        progress: '125000.00',
        reward: '10000.00',
        state: 'in_progress',
        endsAt: '2026-11-27T17:00:00.000Z',
      },
      {
        id: 6,
        title: 'Cược hợp lệ 5.000.000',
        kind: 'valid_bet',
        category: null,
        period: 'once',
        target: '5000000.00',
        progress: '0.00',
        reward: '100000.00',
        state: 'in_progress',
        endsAt: null,
      },
    ],
    claimable: claimed ? 0 : 1,
    currencySymbol: '₫',
  }) as TMissionSummary;

const boards = {
  leaderboards: [
    {
      id: 1,
      title: 'Cược nhiều nhất hôm nay',
      metric: 'valid_bet',
      period: 'daily',
      prizes: ['500000.00', '300000.00'],
      endsAt: '2026-11-27T17:00:00.000Z',
      standings: [
        { rank: 1, account: 'mi***88', value: '2500000.00', prize: '500000.00' },
        { rank: 2, account: 'la***99', value: '900000.00', prize: '300000.00' },
      ],
      mine: null,
      lastWinners: [{ rank: 1, account: 'ho***uc', value: '3100000.00', prize: '500000.00' }],
    },
    {
      id: 2,
      title: 'Hệ số thắng cao nhất tuần',
      metric: 'multiplier',
      period: 'weekly',
      prizes: ['1000000.00'],
      endsAt: '2026-11-30T17:00:00.000Z',
      standings: [{ rank: 1, account: 'pl***01', value: '150.00', prize: '1000000.00' }],
      mine: { rank: 1, account: 'pl***01', value: '150.00', prize: '1000000.00' },
      lastWinners: [],
    },
  ],
  currencySymbol: '₫',
} as TLeaderboards;

describe('missionLeaderboard', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows the missions by period with progress, claims a completed one, and the badge falls', async () => {
    let claimed = false;
    const fetchMock = stubApi({
      member: memberFixture(),
      routes: {
        'POST /relay/MCSFE_getMissionSummaryDetails': () => ok(summary(claimed)),
        'POST /wps/member/missions/1/claim': () => {
          claimed = true;
          return ok({ id: 9, reward: '2000.00', balance: '1236567.50' });
        },
      },
    });
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
    renderApp('/member?page=missionLeaderboard');

    const card = await screen.findByTestId('mission-1', {}, { timeout: 5000 });
    expect((await screen.findByTestId('badge-missionLeaderboard')).textContent).toBe('1');
    expect(screen.getByRole('heading', { name: 'Nhiệm vụ hôm nay' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nhiệm vụ một lần' })).toBeTruthy();
    const slots = screen.getByTestId('mission-3');
    expect(slots.textContent).toContain('Cược hợp lệ ở Nổ hũ');
    expect(slots.textContent).toContain('₫125,000 / ₫500,000');
    expect(within(slots).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(
      (within(slots).getByRole('button', { name: 'Đang thực hiện' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(card).getByRole('button', { name: 'Nhận thưởng' }));
    expect(await within(card).findByText('Đã nhận')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('badge-missionLeaderboard')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/missions/1/claim'))).toBe(true);
  });

  it('shows the leaderboards with prizes, the top places, the member’s place and the last winners', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'POST /relay/MCSFE_getMissionSummaryDetails': () => ok(summary(true)),
        'POST /relay/MCSFE_getMissionLeaderboard': () => ok(boards),
      },
    });
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
    renderApp('/member?page=missionLeaderboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'Bảng xếp hạng' }, { timeout: 5000 }));
    const bets = await screen.findByTestId('leaderboard-1');
    expect(within(bets).getByTestId('standings-1').textContent).toContain('mi***88');
    expect(bets.textContent).toContain('Hạng 1: ₫500,000');
    expect(screen.getByTestId('mine-1').textContent).toBe('Bạn chưa có tên trên bảng: hãy chơi để tham gia.');
    expect(within(bets).getByTestId('winners-1').textContent).toContain('ho***uc');
    expect(screen.getByTestId('mine-2').textContent).toBe('Vị trí của bạn: hạng 1 (×150.00)');
  });
});
