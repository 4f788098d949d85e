import type { TBonus, TBonusDetails } from '@luckwell/contracts/member/promotions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const bonus = (over: Partial<Record<keyof TBonus, unknown>>): TBonus =>
  ({
    id: 21,
    promotionId: 3,
    title: 'Quà chào mừng 50K',
    status: 'wagering',
    bonus: '50000.00',
    deposit: '0.00',
    wageringRequired: '1000000.00',
    wageringDone: '250000.00',
    wageringLeft: '750000.00',
    balance: '80000.00',
    maxBet: '20000.00',
    contributions: [
      { category: 'RNG', percent: '100.00' },
      { category: 'LIVE', percent: '10.00' },
    ],
    joinedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-11-27T10:00:00.000Z',
    finishedAt: null,
    ...over,
  }) as TBonus;

const details = (over: Partial<TBonusDetails>): TBonusDetails => ({
  current: null,
  content: [],
  pageNum: 1,
  totalPages: 1,
  currencySymbol: '₫',
  ...over,
});

const signIn = () => {
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

describe('bonusDetails', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows the wagering bonus with its progress, bonus wallet, maximum bet and contributions, then every bonus', async () => {
    const wagering = bonus({});
    const completed = bonus({
      id: 20,
      promotionId: 1,
      title: 'Thưởng nạp đầu 100%',
      status: 'completed',
      bonus: '200000.00',
      wageringRequired: '2000000.00',
      wageringDone: '2000000.00',
      wageringLeft: '0.00',
      balance: '312500.00',
      finishedAt: '2026-11-18T10:00:00.000Z',
    });
    const asked: string[] = [];
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/bonus': (_init, url) => {
          const pageNum = Number(new URL(url, 'http://localhost').searchParams.get('page'));
          asked.push(String(pageNum));
          return ok(
            details({
              current: wagering,
              content: pageNum === 1 ? [wagering] : [completed],
              pageNum,
              totalPages: 2,
            }),
          );
        },
      },
    });
    signIn();
    renderApp('/member?page=bonusDetails');

    const current = await screen.findByTestId('current-bonus', {}, { timeout: 5000 });
    const progress = within(current).getByRole('progressbar', { name: 'Tiến độ cược' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(progress.getAttribute('aria-valuetext')).toBe('Đã cược ₫250,000.00 / ₫1,000,000.00');
    expect(within(current).getByTestId('wagering-left').textContent).toBe('Còn cần cược ₫750,000.00');
    expect(current.textContent).toContain('Ví thưởng₫80,000.00');
    expect(current.textContent).toContain('Cược tối đa mỗi ván₫20,000.00');
    expect(current.textContent).toContain('Hết hạn');
    const contributions = within(current).getByTestId('contributions');
    expect(contributions.textContent).toContain('Casino10%');
    expect(contributions.textContent).toContain('Các trò chơi khác được tính 100%.');

    const history = screen.getByTestId('bonus-history');
    expect(history.textContent).toContain('Đang cược');
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(screen.getByTestId('bonus-history').textContent).toContain('Hoàn thành'));
    expect(screen.getByTestId('bonus-history').textContent).toContain('₫312,500.00 đã chuyển vào ví chính');
    expect(asked).toEqual(['1', '2']);
  });

  it('waits for the deposit of a joined bonus, with the way to the deposit page', async () => {
    const joined = bonus({ status: 'joined', bonus: '0.00', wageringRequired: '0.00', expiresAt: null });
    stubApi({
      member: memberFixture(),
      routes: { 'GET /wps/member/bonus': () => ok(details({ current: joined, content: [joined] })) },
    });
    signIn();
    renderApp('/member?page=bonusDetails');

    const current = await screen.findByTestId('current-bonus', {}, { timeout: 5000 });
    expect(current.textContent).toContain('Đang chờ bạn nạp tiền');
    expect(within(current).getByRole('link', { name: 'Nạp tiền' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(within(current).queryByRole('progressbar')).toBeNull();
  });

  it('says there is no bonus yet and leads to the promotions, after a retry when loading fails', async () => {
    let fail = true;
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/bonus': () =>
          fail ? failure('INTERNAL', 'in_internal', null, 500) : ok(details({})),
      },
    });
    signIn();
    renderApp('/member?page=bonusDetails');

    expect(await screen.findByText('Không tải được thông tin thưởng', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Bạn chưa có khoản thưởng nào')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem khuyến mãi' }).getAttribute('href')).toBe('/promotions');
  });
});
