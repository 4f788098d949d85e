import type { TTransferWallets } from '@luckwell/contracts/wallet/transfer-wallets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { setLanguage } from '../i18n/i18n.ts';

type LooseWallets = {
  isSingle?: boolean;
  main?: string;
  vendors?: { vendor: string; displayName: string; logoUrl: string; balance: string; maintenance: boolean }[];
};

const walletsFixture = (over: LooseWallets = {}): TTransferWallets =>
  ({
    isSingle: false,
    currency: 'USD',
    currencySymbol: '$',
    main: '1000.00',
    vendors: [
      { vendor: 'NOVA', displayName: 'Nova Slots', logoUrl: '/n.svg', balance: '250.00', maintenance: false },
      { vendor: 'BTI', displayName: 'BTi Sports', logoUrl: '/b.svg', balance: '0.00', maintenance: false },
      { vendor: 'OCEAN', displayName: 'Ocean King', logoUrl: '/o.svg', balance: '0.00', maintenance: true },
    ],
    ...over,
  }) as TTransferWallets;

type Sent = { action: string; vendor?: string; amount?: string; requestId: string };

/** Signs in; answers the wallets with `state` and transfers with `onTransfer`. Records what was sent. */
const signedIn = (
  state: () => TTransferWallets | Response,
  onTransfer: (body: Sent) => Response = () => ok(null),
) => {
  const sent: Sent[] = [];
  let balanceCalls = 0;
  stubApi({
    member: memberFixture({ currency: 'USD', currencySymbol: '$' }),
    routes: {
      'GET /wps/v2/wallets/balance': () => {
        balanceCalls += 1;
        return ok({ balance: '1000.00', currency: 'USD', currencySymbol: '$', playMoney: false });
      },
      'GET /wps/v2/wallets': () => {
        const answer = state();
        return answer instanceof Response ? answer : ok(answer);
      },
      'POST /relay/GCS_walletTransfer': (init) => {
        const body = JSON.parse(String(init?.body)) as Sent;
        sent.push(body);
        return onTransfer(body);
      },
    },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
  return { sent, balanceCalls: () => balanceCalls };
};

const mainBalance = () => screen.findByTestId('tf-main-balance', {}, { timeout: 5000 });

describe('transferFund (wallet page)', () => {
  beforeEach(async () => {
    await setUpBrand();
    await setLanguage('en');
  });

  it('shows the main wallet and every vendor wallet, and transfers in with a request id', async () => {
    let wallets = walletsFixture();
    const api = signedIn(
      () => wallets,
      (body) => {
        wallets = walletsFixture({
          main: '899.50',
          vendors: wallets.vendors.map((v) => (v.vendor === 'BTI' ? { ...v, balance: '100.50' } : v)),
        });
        return ok({ action: body.action, moved: body.amount, replayed: false, wallets });
      },
    );
    renderApp('/member?page=transferFund');
    expect((await mainBalance()).textContent).toBe('$1,000.00');
    expect(screen.getByText('Total:').parentElement?.textContent).toContain('$1,250.00');
    const bti = screen.getByTestId('tf-vendor-BTI');
    expect(within(bti).getByTestId('tf-vendor-balance').textContent).toBe('$0.00');
    // An empty vendor wallet cannot transfer out; a vendor under maintenance cannot take money in.
    expect((within(bti).getByRole('button', { name: /Transfer out/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const ocean = screen.getByTestId('tf-vendor-OCEAN');
    expect((within(ocean).getByRole('button', { name: /Transfer in/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(ocean).getByText('Maintenance')).toBeTruthy();

    fireEvent.click(within(bti).getByRole('button', { name: /Transfer in/ }));
    const input = within(bti).getByLabelText(/Amount/);
    // Bad amounts are caught before anything is sent.
    fireEvent.change(input, { target: { value: '1.234' } });
    fireEvent.click(within(bti).getByRole('button', { name: 'Confirm' }));
    expect(within(bti).getByRole('alert').textContent).toMatch(/at most two decimals/);
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.click(within(bti).getByRole('button', { name: 'Confirm' }));
    expect(within(bti).getByRole('alert').textContent).toMatch(/more than this wallet holds/);
    expect(api.sent).toHaveLength(0);

    fireEvent.change(input, { target: { value: '100.5' } });
    const before = api.balanceCalls();
    fireEvent.click(within(bti).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('tf-notice').textContent).toBe('Transfer successful.'));
    expect(api.sent).toEqual([
      { action: 'in', vendor: 'BTI', amount: '100.50', requestId: expect.stringMatching(/^[\w-]{8,64}$/) },
    ]);
    expect((await mainBalance()).textContent).toBe('$899.50');
    expect(within(screen.getByTestId('tf-vendor-BTI')).getByTestId('tf-vendor-balance').textContent).toBe(
      '$100.50',
    );
    // The header balance is asked again.
    await waitFor(() => expect(api.balanceCalls()).toBeGreaterThan(before));
  });

  it('returns all balances with the "balance returned" message', async () => {
    let wallets = walletsFixture();
    const api = signedIn(
      () => wallets,
      (body) => {
        wallets = walletsFixture({
          main: '1250.00',
          vendors: wallets.vendors.map((v) => ({ ...v, balance: '0.00' })),
        });
        return ok({ action: body.action, moved: '250.00', replayed: false, wallets });
      },
    );
    renderApp('/member?page=transferFund');
    await mainBalance();
    fireEvent.click(screen.getByRole('button', { name: 'Return all balances' }));
    await waitFor(() => expect(screen.getByTestId('tf-notice').textContent).toBe('Balance returned.'));
    expect(api.sent).toEqual([{ action: 'returnAll', requestId: expect.any(String) }]);
    expect((await mainBalance()).textContent).toBe('$1,250.00');
  });

  it("shows the server's refusal in words and keeps the balances", async () => {
    signedIn(
      () => walletsFixture(),
      () => failure('WALLET_VENDOR_FAILED', 'in_wallet_vendor_failed', { field: 'body.vendor' }, 502),
    );
    renderApp('/member?page=transferFund');
    await mainBalance();
    const nova = screen.getByTestId('tf-vendor-NOVA');
    fireEvent.click(within(nova).getByRole('button', { name: /Transfer out/ }));
    fireEvent.click(within(nova).getByRole('button', { name: 'All' }));
    fireEvent.click(within(nova).getByRole('button', { name: 'Confirm' }));
    expect((await within(nova).findByRole('alert')).textContent).toMatch(/did not answer. Nothing was moved/);
    expect((await mainBalance()).textContent).toBe('$1,000.00');
  });

  it('explains that a single-wallet brand has one wallet', async () => {
    signedIn(() => walletsFixture({ isSingle: true, vendors: [] }));
    renderApp('/member?page=transferFund');
    expect((await mainBalance()).textContent).toBe('$1,000.00');
    expect(screen.getByText('One wallet for everything')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return all balances' })).toBeNull();
  });

  it('shows an empty state without vendors and an error state with a retry', async () => {
    let answer: TTransferWallets | Response = failure('SYSTEM_ERROR', 'in_system_error', null, 500);
    signedIn(() => answer);
    renderApp('/member?page=transferFund');
    expect(await screen.findByText('Your wallets could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    answer = walletsFixture({ vendors: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/no game providers with a wallet/)).toBeTruthy();
  });

  it('speaks Vietnamese too', async () => {
    await setLanguage('vi');
    signedIn(() => walletsFixture());
    renderApp('/member?page=transferFund');
    await mainBalance();
    expect(screen.getByRole('button', { name: 'Thu hồi tất cả số dư' })).toBeTruthy();
    expect(screen.getByText('Ví chính')).toBeTruthy();
  });
});
