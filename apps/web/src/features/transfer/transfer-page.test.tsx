import type { TTransferOverview } from '@luckwell/contracts/cashier/transfer';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { stubApi } from '../../test/fixtures.ts';
import { ensureBundle, initI18n, setLanguage } from '../i18n/i18n.ts';
import { DownlineTransferPage, TransferUplinePage } from './transfer-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (value: unknown) => json({ success: true, code: 'OK', message: 'in_success', value });
const refuse = (code: string, message: string, value: unknown, status = 400) =>
  json({ success: false, code, message, value }, status);

const overview = (over: Partial<TTransferOverview> = {}) =>
  ({
    currency: 'VND',
    balance: '500000.00',
    paymentPasswordSet: true,
    upline: { account: 'demo_teamlead', nickname: 'Demo Team Lead' },
    isAgent: false,
    minAmount: '10000.00',
    maxAmount: '100000000.00',
    dailyLimit: '500000000.00',
    sentToday: '0.00',
    ...over,
  }) as TTransferOverview;

const transfer = (counterparty: string) => ({
  id: 1,
  direction: 'upline',
  counterparty,
  amount: '20000.00',
  currency: 'VND',
  balanceAfter: '480000.00',
  createdAt: '2026-01-01T00:00:00.000Z',
  replayed: false,
});

const show = (node: ReactNode, url = '/member?page=transferUpline') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, string>;

beforeEach(async () => {
  initI18n();
  await setLanguage('en');
  await ensureBundle('transfer');
});

describe('transfer to upline page', () => {
  it('shows a designed empty state to a member without an upline', async () => {
    stubApi({ routes: { 'GET /wps/transfer/overview': () => ok(overview({ upline: null })) } });
    show(<TransferUplinePage />);
    expect(await screen.findByRole('heading', { name: 'You have no upline' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends the member to set a payment password first', async () => {
    stubApi({ routes: { 'GET /wps/transfer/overview': () => ok(overview({ paymentPasswordSet: false })) } });
    show(<TransferUplinePage />);
    const link = await screen.findByRole('link', { name: 'Set payment password' });
    expect(link.getAttribute('href')).toBe('/member?page=withdraw');
  });

  it('checks the amount against the limits and the wallet before calling the server', async () => {
    const calls: string[] = [];
    stubApi({
      routes: {
        'GET /wps/transfer/overview': () => ok(overview()),
        'POST /wps/transfer/upline': () => {
          calls.push('post');
          return ok(transfer('demo_teamlead'));
        },
      },
    });
    show(<TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '135790' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toContain('between');
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '600000' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('more than your main wallet'),
    );
    expect(calls).toEqual([]);
  });

  it('keeps one request id across a retry, shows "Transfer successful", then starts a new id', async () => {
    const ids: string[] = [];
    let answer = 0;
    stubApi({
      routes: {
        'GET /wps/transfer/overview': () => ok(overview()),
        'POST /wps/transfer/upline': (init) => {
          ids.push(bodyOf(init).requestId ?? '');
          answer += 1;
          return answer === 1
            ? refuse('CASHIER_PAYMENT_PASSWORD_WRONG', 'in_cashier_payment_password_wrong', {
                field: 'body.paymentPassword',
                params: { remaining: 4 },
              })
            : ok(transfer('demo_teamlead'));
        },
      },
    });
    show(<TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '000000' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect payment password (4 tries left).');
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '135790' } });
    fireEvent.submit(form);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Transfer successful');
    expect(status.textContent).toContain('demo_teamlead');
    expect(ids[0]).toBe(ids[1]);
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '135790' } });
    fireEvent.submit(form);
    await waitFor(() => expect(ids).toHaveLength(3));
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('gives agents a downline tab', async () => {
    stubApi({
      routes: {
        'GET /wps/transfer/overview': () => ok(overview({ isAgent: true, upline: null })),
        'GET /wps/transfer/downline': () =>
          ok({ list: [{ account: 'demo_teammate', nickname: 'T', depth: 1 }] }),
      },
    });
    show(<TransferUplinePage />, '/member?page=transferUpline&to=downline');
    expect(await screen.findByRole('tab', { name: 'To downline', selected: true })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Transfer to downline' })).toBeTruthy();
  });
});

describe('downline transfer page', () => {
  it('shows the refusal of an account outside the team on the recipient field', async () => {
    let sent: Record<string, string> = {};
    stubApi({
      routes: {
        'GET /wps/transfer/overview': () => ok(overview({ isAgent: true })),
        'GET /wps/transfer/downline': () =>
          ok({ list: [{ account: 'demo_teammate', nickname: 'T', depth: 1 }] }),
        'POST /wps/transfer/downline': (init) => {
          sent = bodyOf(init);
          return refuse(
            'TRANSFER_NOT_IN_DOWNLINE',
            'in_transfer_not_in_downline',
            { field: 'body.account' },
            404,
          );
        },
      },
    });
    show(<DownlineTransferPage />, '/agentHome?page=transferDownline');
    const form = await screen.findByRole('form', { name: 'Transfer to downline' });
    fireEvent.change(screen.getByLabelText('Recipient account'), { target: { value: 'demo_friend' } });
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '135790' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('This account is not in your downline.');
    expect(sent).toMatchObject({ account: 'demo_friend', amount: '20000.00', paymentPassword: '135790' });
  });

  it('shows an empty team as a designed state', async () => {
    stubApi({
      routes: {
        'GET /wps/transfer/overview': () => ok(overview({ isAgent: true })),
        'GET /wps/transfer/downline': () => ok({ list: [] }),
      },
    });
    show(<DownlineTransferPage />, '/agentHome?page=transferDownline');
    expect(await screen.findByRole('heading', { name: 'Your team is empty' })).toBeTruthy();
  });
});
