import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { BALANCE_HIDDEN_KEY, useBalanceVisibility } from '../../shared/wallet-balance.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

/** Signs a member in whose wallet answers each balance call with the next of `balances`. */
const signedIn = (balances: string[]) => {
  const calls: string[] = [];
  stubApi({
    member: memberFixture(),
    routes: {
      'GET /wps/v2/wallets/balance': (_init, url) => {
        calls.push(url);
        const balance = balances[Math.min(calls.length - 1, balances.length - 1)];
        return ok({ balance, currency: 'VND', currencySymbol: '₫', playMoney: false });
      },
    },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
  return calls;
};

const balanceText = async () => (await screen.findAllByTestId('member-balance'))[0]?.textContent;

describe('member info bar balance', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows the wallet balance with the currency symbol, and a click fetches it again', async () => {
    const calls = signedIn(['10000000.00', '9999980.50']);
    renderApp('/');
    await waitFor(async () => expect(await balanceText()).toBe('₫10,000,000.00'));
    const [button] = screen.getAllByRole('button', { name: 'Số dư – nhấn để làm mới' });
    fireEvent.click(button!);
    await waitFor(async () => expect(await balanceText()).toBe('₫9,999,980.50'));
    expect(calls).toHaveLength(2);
  });

  it('masks the balance with stars on request and remembers the choice', async () => {
    signedIn(['10000000.00']);
    renderApp('/');
    await waitFor(async () => expect(await balanceText()).toBe('₫10,000,000.00'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Ẩn số dư' })[0]!);
    expect(await balanceText()).toBe('******');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('true');
    // Shown again from the same toggle, now labelled "show".
    fireEvent.click(screen.getAllByRole('button', { name: 'Hiện số dư' })[0]!);
    expect(await balanceText()).toBe('₫10,000,000.00');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('false');
  });

  it('starts hidden when the player hid it last time', async () => {
    localStorage.setItem(BALANCE_HIDDEN_KEY, 'true');
    useBalanceVisibility.setState({ hidden: localStorage.getItem(BALANCE_HIDDEN_KEY) === 'true' });
    signedIn(['10000000.00']);
    renderApp('/');
    expect(await balanceText()).toBe('******');
  });
});

describe('member info bar unclaimed count', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('counts what waits for the member on the gift, which opens the rewards centre', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/rewards/unclaimed': () => ok({ promotions: 2, envelopes: 1, tickets: 3, total: 6 }),
      },
    });
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
    renderApp('/');
    const gift = await screen.findByRole('button', { name: 'Ưu đãi chờ nhận: 6' });
    expect((await screen.findAllByTestId('unclaimed-badge'))[0]?.textContent).toBe('6');
    fireEvent.click(gift);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trung tâm ưu đãi' }, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 15_000);
});
