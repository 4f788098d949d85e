import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';
import { issueOf } from './lottery-fixtures.ts';

const TOKEN = { token: 'owner-token-0123456789' };
const PATH = '/admin-api/lottery/issues/vn-north/20261127-0001';

const rows = [
  { product: 'de', number: '27', exposure: '8500000.00', stake: '100000.00', tickets: 4, capShare: '85.00' },
  {
    product: 'lo2',
    number: '05',
    exposure: '5217391.30',
    stake: '1500000.00',
    tickets: 12,
    capShare: '52.17',
  },
  {
    product: 'ba_cang',
    number: '123',
    exposure: '400000.00',
    stake: '1000.00',
    tickets: 1,
    capShare: '4.00',
  },
];

describe('an issue’s detail', () => {
  it('shows the liability board, largest exposure first, with each number’s share of the cap as a bar', async () => {
    const issue = issueOf({ status: 'selling', tickets: 17, stake: '1601000.00' });
    mockApi({
      ...meHandler('risk'),
      [`GET ${PATH}`]: () => jsonResponse(200, ok(issue)),
      [`GET ${PATH}/liability`]: () => jsonResponse(200, ok({ issue, cap: '10000000.00', rows })),
    });
    renderApp('/games/lottery/issues/vn-north/20261127-0001', TOKEN);
    const board = await screen.findByRole('region', { name: 'Liability board' });
    expect(
      await within(board).findByText(
        'Cap per number and product: 10,000,000.00. A number at 100 % takes no more bets.',
      ),
    ).toBeTruthy();
    const table = within(board).getByRole('table', { name: 'Liability board' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Đề (special prize)de', '27', '8,500,000.00', '100,000.00', '4', '85.00 %'],
      ['Lô, 2 digitslo2', '05', '5,217,391.30', '1,500,000.00', '12', '52.17 %'],
      ['3 càngba_cang', '123', '400,000.00', '1,000.00', '1', '4.00 %'],
    ]);
    const bars = body.map((row) => row.querySelector<HTMLElement>('[aria-hidden="true"] > div')!);
    expect(bars.map((bar) => bar.style.width)).toEqual(['85%', '52.17%', '4%']);
    expect(bars.map((bar) => bar.className.match(/bg-(danger|primary|jade)/)?.[1])).toEqual([
      'danger',
      'primary',
      'jade',
    ]);
    // Still on sale: no result yet, and it can be cancelled.
    expect(screen.getByText('On sale: the result comes at the draw time.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel issue' })).toBeTruthy();
  });

  it('says so when nobody has bet on the issue', async () => {
    const issue = issueOf({ status: 'selling', tickets: 0, stake: '0.00' });
    mockApi({
      ...meHandler('owner'),
      [`GET ${PATH}`]: () => jsonResponse(200, ok(issue)),
      [`GET ${PATH}/liability`]: () => jsonResponse(200, ok({ issue, cap: '10000000.00', rows: [] })),
    });
    renderApp('/games/lottery/issues/vn-north/20261127-0001', TOKEN);
    expect(await screen.findByText('No bets on this issue')).toBeTruthy();
  });

  it('cancels an issue not drawn only with a reason, refunding its tickets', async () => {
    let issue = issueOf({ status: 'awaiting_result', tickets: 2, stake: '20.00' });
    const { calls } = mockApi({
      ...meHandler('owner'),
      [`GET ${PATH}`]: () => jsonResponse(200, ok(issue)),
      [`GET ${PATH}/liability`]: () => jsonResponse(200, ok({ issue, cap: '10000000.00', rows: [] })),
      [`POST ${PATH}/cancel`]: () => {
        issue = { ...issue, status: 'cancelled', cancelReason: 'The official draw was postponed' };
        return jsonResponse(200, ok(issue));
      },
    });
    renderApp('/games/lottery/issues/vn-north/20261127-0001', TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel issue 20261127-0001?' });
    expect(within(dialog).getByText(/every slip on it is refunded: 2 tickets, 20\.00 staked/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel issue' }));
    expect(await within(dialog).findByText('Give a reason; it is recorded in the audit log.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The official draw was postponed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel issue' }));
    expect(await screen.findByText('Issue 20261127-0001 cancelled: 2 tickets refunded.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'The official draw was postponed',
    });
    expect(await screen.findByText('The official draw was postponed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel issue' })).toBeNull();
  });

  it('shows an in-house draw’s result and its seeds', async () => {
    const issue = issueOf({
      game: 'ssc-60',
      issue: '20261127-0700',
      province: null,
      status: 'settled',
      seedHash: 'ab'.repeat(32),
      serverSeed: 'cd'.repeat(32),
      clientSeed: 'ssc-60:20261127-0700',
      result: [{ tier: 'numbers', numbers: ['3', '1', '4', '1', '5'] }],
      tickets: 5,
      stake: '50.00',
      payout: '95.00',
    });
    const path = '/admin-api/lottery/issues/ssc-60/20261127-0700';
    mockApi({
      ...meHandler('owner'),
      [`GET ${path}`]: () => jsonResponse(200, ok(issue)),
      [`GET ${path}/liability`]: () => jsonResponse(200, ok({ issue, cap: '10000000.00', rows: [] })),
    });
    renderApp('/games/lottery/issues/ssc-60/20261127-0700', TOKEN);
    const fairness = await screen.findByRole('region', { name: 'Provably fair draw' });
    expect(within(fairness).getByTitle('cd'.repeat(32))).toBeTruthy();
    expect(within(fairness).getByTitle('ssc-60:20261127-0700')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    // The house lost 45.00 on this issue.
    expect(within(summary).getByText('-45.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel issue' })).toBeNull();
  });
});
