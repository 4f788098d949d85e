import type { TDepositMethods } from '@luckwell/contracts/cashier/deposit';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, stubApi } from '../../test/fixtures.ts';
import { ensureBundle, initI18n, setLanguage } from '../i18n/i18n.ts';
import { DepositPage } from './deposit-page.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (value: unknown) => json({ success: true, code: 'OK', message: 'in_success', value });

const METHODS = {
  currency: 'VND',
  methods: [
    {
      id: 1,
      kind: 'bank',
      name: 'Bank transfer',
      bankName: 'Vietcombank',
      accountNumber: '0451000888999',
      accountName: 'CONG TY LUCKWELL',
      minAmount: '50000.00',
      maxAmount: '300000000.00',
    },
    {
      id: 2,
      kind: 'gateway',
      name: 'Sandbox Pay',
      bankName: null,
      accountNumber: null,
      accountName: null,
      minAmount: '20000.00',
      maxAmount: '50000000.00',
    },
  ],
} as unknown as TDepositMethods;

const EMPTY_PAGE = { content: [], pageNum: 1, totalPages: 1, total: 0 };
const bodies: unknown[] = [];

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/member?page=depositv2']}>
        <DepositPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(async () => {
  bodies.length = 0;
  initI18n();
  await setLanguage('en');
  await ensureBundle('deposit');
});

describe('the deposit page', () => {
  it('shows where to transfer and refuses an amount below the minimum without asking the server', async () => {
    stubApi({
      routes: {
        'GET /wps/deposit/methods': () => ok(METHODS),
        'GET /wps/deposit/requests': () => ok(EMPTY_PAGE),
        'POST /wps/deposit/requests': (init) => {
          bodies.push(init?.body);
          return ok(null);
        },
      },
    });
    show();
    expect(await screen.findByText('0451000888999')).toBeTruthy();
    expect(await screen.findByText('You have not made any deposits yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The amount must be between');
    fireEvent.change(screen.getByLabelText('Amount (VND)'), { target: { value: '150000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    expect((await screen.findByRole('alert')).textContent).toContain('transfer reference');
    expect(bodies).toHaveLength(0);
  });

  it('sends a bank deposit with its reference and says it waits for approval', async () => {
    stubApi({
      routes: {
        'GET /wps/deposit/methods': () => ok(METHODS),
        'GET /wps/deposit/requests': () => ok(EMPTY_PAGE),
        'POST /wps/deposit/requests': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return ok({
            id: 41,
            kind: 'bank',
            methodName: 'Bank transfer',
            amount: '150000.00',
            currency: 'VND',
            status: 'pending',
            reference: 'FT-1',
            hasReceipt: false,
            rejectReason: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            decidedAt: null,
            redirectUrl: null,
          });
        },
      },
    });
    show();
    fireEvent.change(await screen.findByLabelText('Amount (VND)'), { target: { value: '150,000' } });
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: 'FT-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ methodId: 1, amount: '150000.00', reference: 'FT-1' });
    expect((await screen.findByRole('status')).textContent).toContain('Deposit request #41 sent');
  });

  it('shows the server’s refusal in the member’s language', async () => {
    stubApi({
      routes: {
        'GET /wps/deposit/methods': () => ok(METHODS),
        'GET /wps/deposit/requests': () => ok(EMPTY_PAGE),
        'POST /wps/deposit/requests': () =>
          json(
            {
              success: false,
              code: 'DEPOSIT_METHOD_UNAVAILABLE',
              message: 'in_deposit_method_unavailable',
              value: { field: 'body.methodId' },
            },
            404,
          ),
      },
    });
    show();
    fireEvent.change(await screen.findByLabelText('Amount (VND)'), { target: { value: '150000' } });
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: 'FT-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This deposit method is not available');
  });

  it('words a safer-play refusal with the member’s limit and what is left, and links to Safer play', async () => {
    useSessionStore.setState({ member: memberFixture() });
    stubApi({
      routes: {
        'GET /wps/deposit/methods': () => ok(METHODS),
        'GET /wps/deposit/requests': () => ok(EMPTY_PAGE),
        'POST /wps/deposit/requests': () =>
          json(
            {
              success: false,
              code: 'SAFER_PLAY_DEPOSIT_LIMIT',
              message: 'in_safer_play_deposit_limit',
              value: {
                field: 'body.amount',
                params: { limit: '1000000.00', remaining: '250000.00', period: 'Day' },
              },
            },
            409,
          ),
      },
    });
    show();
    expect(
      (await screen.findByRole('link', { name: 'Safer play: set a deposit limit' })).getAttribute('href'),
    ).toBe('/saferPlay');
    fireEvent.change(await screen.findByLabelText('Amount (VND)'), { target: { value: '900000' } });
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: 'FT-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'This deposit would go over your daily deposit limit of ₫1,000,000.00. You can deposit up to ₫250,000.00 more.',
      ),
    );
  });

  it('says so when the brand offers no method', async () => {
    stubApi({
      routes: {
        'GET /wps/deposit/methods': () => ok({ currency: 'VND', methods: [] }),
        'GET /wps/deposit/requests': () => ok(EMPTY_PAGE),
      },
    });
    show();
    expect(await screen.findByText('Deposits are not available right now')).toBeTruthy();
  });
});
