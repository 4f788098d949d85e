import type { TAdminJackpotHit, TAdminJackpotPool } from '@luckwell/contracts/admin/jackpot';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };

const pool = (overrides: Partial<TAdminJackpotPool> = {}) =>
  ({
    id: 1,
    merchantId: 1,
    merchantCode: 'LW',
    merchantName: 'Luckwell',
    currency: 'VND',
    enabled: true,
    amount: '50192250.00',
    cycle: 2,
    seedHash: 'ab'.repeat(32),
    cycleStartedAt: '2026-11-23T10:00:00.000Z',
    sharePercent: '0.5000',
    contributionPpm: 5000,
    seedAmount: '50000000.00',
    hitEvery: '20000000000.00',
    hits: 2,
    pendingHits: 1,
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  }) as TAdminJackpotPool;

const hit = (overrides: Partial<TAdminJackpotHit>) =>
  ({
    id: 1,
    poolId: 1,
    merchantCode: 'LW',
    currency: 'VND',
    cycle: 1,
    memberId: 7,
    account: 'minhtuan88',
    vendor: 'ORIENT',
    gameCode: 'ORIENT-0714',
    transactionId: 'demo-round-20-bet',
    stake: '1000000.00',
    amount: '50050000.00',
    status: 'paid',
    hitAt: '2026-11-23T09:00:00.000Z',
    paidAt: '2026-11-23T09:00:01.000Z',
    serverSeed: 'cd'.repeat(32),
    ...overrides,
  }) as TAdminJackpotHit;

const page = (content: TAdminJackpotHit[]) =>
  ok({ content, pageNum: 1, totalPages: 1, total: content.length });

describe('the jackpot screen', () => {
  it('shows the live pool, saves a share typed as a percentage, and names a refused field', async () => {
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/jackpot/pools': () => jsonResponse(200, ok([pool()])),
      'GET /admin-api/jackpot/hits': () => jsonResponse(200, page([])),
      'PUT /admin-api/jackpot/pools/1': () =>
        refuse
          ? jsonResponse(400, fail('VALIDATION_FAILED', 'in_input_error', { field: 'body.hitEvery' }))
          : jsonResponse(200, ok(pool({ sharePercent: '0.7500', contributionPpm: 7500 }))),
    });
    renderApp('/games/jackpot', TOKEN);
    const card = await screen.findByRole('region', { name: 'LW · VND' }, { timeout: 5_000 });
    expect(within(card).getByText('50,192,250.00')).toBeTruthy();
    const share = within(card).getByLabelText('Share (%, 0–5)') as HTMLInputElement;
    expect(share.value).toBe('0.5');
    fireEvent.change(within(card).getByLabelText('Hit-every (VND)'), { target: { value: '10' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save settings' }));
    expect(await within(card).findByText('An amount like 20000000000.00, more than the seed.')).toBeTruthy();

    refuse = false;
    fireEvent.change(share, { target: { value: '0.75' } });
    fireEvent.change(within(card).getByLabelText('Hit-every (VND)'), { target: { value: '20,000,000,000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Jackpot settings of LW saved. The next bets use them.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      sharePercent: '0.75',
      seedAmount: '50000000.00',
      hitEvery: '20000000000.00',
    });
  });

  it('lists hits with the username and pays a pending one after confirming', async () => {
    let paid = false;
    const pending = hit({
      id: 2,
      cycle: 2,
      status: 'pending',
      amount: null,
      paidAt: null,
      account: 'lananh_99',
    });
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/jackpot/pools': () => jsonResponse(200, ok([pool()])),
      'GET /admin-api/jackpot/hits': () =>
        jsonResponse(
          200,
          page([
            paid
              ? hit({ ...pending, status: 'paid', amount: '60000000.00' as TAdminJackpotHit['amount'] })
              : pending,
            hit({}),
          ]),
        ),
      'POST /admin-api/jackpot/hits/2/pay': () => {
        paid = true;
        return jsonResponse(200, ok({ ...pending, status: 'paid', amount: '60000000.00' }));
      },
    });
    renderApp('/games/jackpot', TOKEN);
    const hits = await screen.findByRole('region', { name: 'Hits' }, { timeout: 5_000 });
    const row = (await within(hits).findByText('lananh_99')).closest('tr')!;
    expect(within(hits).getByText('minhtuan88')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay hit of cycle 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Hit of cycle 2 paid.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/admin-api/jackpot/hits/2/pay')).toBe(true);
  });

  it('shows finance the pools read-only, and refuses support', async () => {
    mockApi({
      ...meHandler('finance'),
      'GET /admin-api/jackpot/pools': () => jsonResponse(200, ok([pool()])),
      'GET /admin-api/jackpot/hits': () =>
        jsonResponse(200, page([hit({ status: 'pending', amount: null })])),
    });
    const view = renderApp('/games/jackpot', TOKEN);
    const card = await screen.findByRole('region', { name: 'LW · VND' }, { timeout: 5_000 });
    expect(within(card).getByText('Your role can see these settings but not change them.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(await screen.findByText('minhtuan88')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    view.unmount();

    mockApi({ ...meHandler('support') });
    renderApp('/games/jackpot', TOKEN);
    expect(await screen.findByText('Not available to your role', undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
