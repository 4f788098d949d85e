import { lastDays, type TProfit } from '@luckwell/contracts/member/profit-and-loss';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { stubResizeObserver } from '../../test/resize-observer.ts';

const zeroCash = {
  deposits: '0.00',
  withdrawals: '0.00',
  bonuses: '0.00',
  rebates: '0.00',
  netDeposits: '0.00',
};

/** Every day of the range, with play on its last day only; what the server would answer. */
const answer = (from: string, to: string) => {
  const days: TProfit['days'] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    const played = day === to;
    days.push({
      day,
      rounds: played ? 3 : 0,
      stake: played ? '300000.00' : '0.00',
      validBet: played ? '300000.00' : '0.00',
      payout: played ? '120000.00' : '0.00',
      winLoss: played ? '-180000.00' : '0.00',
      ...zeroCash,
    } as TProfit['days'][number]);
  }
  return {
    from,
    to,
    days,
    categories: [
      {
        category: 'RNG',
        rounds: 2,
        stake: '200000.00',
        validBet: '200000.00',
        payout: '120000.00',
        winLoss: '-80000.00',
      },
      {
        category: 'OTHER',
        rounds: 1,
        stake: '100000.00',
        validBet: '100000.00',
        payout: '0.00',
        winLoss: '-100000.00',
      },
    ],
    totals: {
      rounds: 3,
      stake: '300000.00',
      validBet: '300000.00',
      payout: '120000.00',
      winLoss: '-180000.00',
      deposits: '500000.00',
      withdrawals: '100000.00',
      bonuses: '20000.00',
      rebates: '5000.00',
      netDeposits: '400000.00',
    },
    currencySymbol: '₫',
  };
};

describe('personalProfit (profit and loss)', () => {
  beforeEach(async () => {
    await setUpBrand();
    stubResizeObserver();
  });

  it('shows the totals and categories of the last 7 business days, then of 30', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/profit': (_init, url) => {
          const params = new URL(url, 'http://localhost').searchParams;
          asked.push(params);
          return ok(answer(params.get('from') ?? '', params.get('to') ?? ''));
        },
      },
    });
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
    renderApp('/member?page=personalProfit');

    const totals = await screen.findByTestId('pnl-totals', {}, { timeout: 5000 });
    expect(within(totals).getByTestId('pnl-stake').textContent).toContain('₫300,000.00');
    expect(within(totals).getByTestId('pnl-winLoss').textContent).toContain('-₫180,000.00');
    expect(within(totals).getByTestId('pnl-bonuses').textContent).toContain('₫25,000.00');
    expect(within(totals).getByTestId('pnl-netDeposits').textContent).toContain('+₫400,000.00');
    const rows = within(screen.getByTestId('pnl-categories')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Nổ hũ')).toBeTruthy();
    expect(within(rows[2]!).getByText('Trò chơi khác')).toBeTruthy();
    expect(within(screen.getByTestId('pnl-days')).getAllByRole('listitem')).toHaveLength(1);
    expect(asked[0]?.get('from')).toBe(lastDays(7).from);
    expect(asked[0]?.get('to')).toBe(lastDays(7).to);

    fireEvent.click(screen.getByRole('button', { name: '30 ngày' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(lastDays(30).from));
    expect(screen.getByRole('button', { name: '30 ngày' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('pnl-range').textContent).toContain(lastDays(30).from));
  });
});
