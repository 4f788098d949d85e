import type { TRebates } from '@luckwell/contracts/member/rebates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { drop, wheel } from './rewards-test-data.ts';

const rates: TRebates['rates'] = [
  { category: 'LOTT', rate: '1.00' },
  { category: 'PVP', rate: null },
  { category: 'RNG', rate: '1.20' },
  { category: 'LIVE', rate: '0.80' },
];

const page = (pageNum: number): TRebates =>
  ({
    rates,
    thisMonth: '12345.60',
    total: '98765.40',
    content:
      pageNum === 1
        ? [
            {
              day: '2026-11-25',
              validBet: '1333333.00',
              amount: '14666.66',
              paidAt: '2026-11-25T17:00:05.000Z',
              lines: [
                { category: 'LIVE', validBet: '333333.00', rate: '0.80', amount: '2666.66' },
                { category: 'RNG', validBet: '1000000.00', rate: '1.20', amount: '12000.00' },
              ],
            },
          ]
        : [
            {
              day: '2026-10-02',
              validBet: '100000.00',
              amount: '1000.00',
              paidAt: '2026-10-02T17:00:05.000Z',
              lines: [{ category: 'LOTT', validBet: '100000.00', rate: '1.00', amount: '1000.00' }],
            },
          ],
    pageNum,
    totalPages: 2,
    days: 11,
    currencySymbol: '₫',
  }) as TRebates;

describe('rewardCenter (rebates)', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  const signIn = () => {
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
  };

  it("shows the brand's rates, the sums and each day's rebate opening to its categories, page by page", async () => {
    const asked: string[] = [];
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/rebates': (_init, url) => {
          const pageNum = Number(new URL(url, 'http://localhost').searchParams.get('page'));
          asked.push(String(pageNum));
          return ok(page(pageNum));
        },
      },
    });
    signIn();
    renderApp('/member?page=rewardCenter&tab=rebates');

    const sums = await screen.findByTestId('rebate-sums', {}, { timeout: 5000 });
    expect(sums.textContent).toContain('₫12,345.60');
    expect(sums.textContent).toContain('₫98,765.40');
    expect(screen.getByTestId('rebate-rate-RNG').textContent).toContain('1.20%');
    expect(screen.getByTestId('rebate-rate-PVP').textContent).toContain('Không áp dụng');

    const day = within(screen.getByTestId('rebate-days')).getAllByRole('listitem')[0]!;
    expect(day.textContent).toContain('2026-11-25');
    expect(day.textContent).toContain('+₫14,666.66');
    fireEvent.click(within(day).getByText('Xem chi tiết'));
    expect(within(day).getByText('Nổ hũ')).toBeTruthy();
    expect(within(day).getByText('₫1,000,000.00 × 1.20%')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(screen.getByTestId('rebate-days').textContent).toContain('2026-10-02'));
    expect(asked).toEqual(['1', '2']);
  });

  it('says how rebates come when there is none yet, and offers a retry when loading fails', async () => {
    let fail = true;
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/rebates': () =>
          fail
            ? new Response(
                JSON.stringify({ success: false, code: 'INTERNAL', message: 'in_internal', value: null }),
                {
                  status: 500,
                  headers: { 'content-type': 'application/json' },
                },
              )
            : ok({ ...page(1), content: [], totalPages: 1, days: 0, thisMonth: '0.00', total: '0.00' }),
      },
    });
    signIn();
    renderApp('/member?page=rewardCenter&tab=rebates');
    expect(await screen.findByText('Không tải được hoàn trả', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có khoản hoàn trả nào')).toBeTruthy();
  });
});

describe('rewardCenter: its tabs and the menu badge', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
  });

  const stub = ({ open, tickets, enabled = true }: { open: number; tickets: number; enabled?: boolean }) =>
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () =>
          ok({
            list: [
              ...Array.from({ length: open }, (_, index) => drop({ id: index + 1 })),
              drop({ id: 90, state: 'grabbed', mine: '12000.00' }),
              drop({ id: 91, state: 'coming' }),
              drop({ id: 92, state: 'gone', left: 0 }),
            ],
            currencySymbol: '₫',
          }),
        'GET /wps/member/wheel': () => ok(wheel({ tickets, enabled })),
        'GET /wps/member/rebates': () => ok({ ...page(1), content: [], totalPages: 1 }),
      },
    });

  it('counts the open envelopes not grabbed and the unspent wheel tickets on the menu, on any page', async () => {
    stub({ open: 2, tickets: 3 });
    renderApp('/member?page=missionLeaderboard');
    const badge = await screen.findByTestId('badge-rewardCenter');
    expect(badge.textContent).toBe('5');
    expect(screen.getByRole('link', { name: 'Trung tâm ưu đãi, 5' })).toBeTruthy();
  });

  it('leaves the tickets of a closed wheel out of the badge, and shows none when nothing waits', async () => {
    stub({ open: 1, tickets: 4, enabled: false });
    const { unmount } = renderApp('/member?page=missionLeaderboard');
    expect((await screen.findByTestId('badge-rewardCenter')).textContent).toBe('1');
    unmount();

    const fetchMock = stub({ open: 0, tickets: 0 });
    renderApp('/member?page=missionLeaderboard');
    await screen.findByRole('link', { name: 'Trung tâm ưu đãi' });
    await waitFor(() => {
      const asked = fetchMock.mock.calls.map(([url]) => String(url));
      expect(asked.some((url) => url.startsWith('/wps/member/wheel'))).toBe(true);
      expect(asked.some((url) => url.startsWith('/wps/member/red-envelopes'))).toBe(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('badge-rewardCenter')).toBeNull();
  });

  it('opens on the red envelopes when one is open, else on the wheel, and keeps the chosen tab in the address', async () => {
    stub({ open: 1, tickets: 2 });
    const { unmount } = renderApp('/member?page=rewardCenter');
    expect(await screen.findByTestId('envelopes-panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Lì xì/ }).getAttribute('aria-selected')).toBe('true');
    unmount();

    stub({ open: 0, tickets: 2 });
    const view = renderApp('/member?page=rewardCenter');
    expect(await screen.findByTestId('wheel-panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Hoàn trả' }));
    expect(await screen.findByTestId('rebates-panel')).toBeTruthy();
    expect(view.router.search).toBe('?page=rewardCenter&tab=rebates');
  });
});
