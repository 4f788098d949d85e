import type { TAdminBetRecord } from '@luckwell/contracts/admin/bet-records';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const record: TAdminBetRecord = {
  id: 7,
  merchantCode: 'LW',
  memberId: 11,
  memberAccount: 'demo_player',
  vendor: 'NOVA',
  gameCode: 'NOVA-0001',
  gameName: 'Crimson Panda Link',
  roundId: 'round-7',
  currency: 'VND',
  stake: '10000.00' as TAdminBetRecord['stake'],
  validBet: '10000.00' as TAdminBetRecord['stake'],
  payout: '25000.00' as TAdminBetRecord['stake'],
  winLoss: '15000.00' as TAdminBetRecord['stake'],
  status: 'settled',
  placedAt: '2026-03-01T10:00:00.000Z',
  settledAt: '2026-03-01T10:00:02.000Z',
};

describe('the bet records screen', { timeout: 15_000 }, () => {
  it('searches with totals for the filter and opens a round with its seamless transactions', async () => {
    const { calls } = mockApi({
      ...meHandler('support'),
      'GET /admin-api/games/brands': () =>
        jsonResponse(200, ok([{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }])),
      'GET /admin-api/bets': () =>
        jsonResponse(
          200,
          ok({
            content: [record],
            pageNum: 1,
            totalPages: 1,
            total: 1,
            totals: {
              currency: 'VND',
              stake: '10000.00',
              validBet: '10000.00',
              payout: '25000.00',
              winLoss: '15000.00',
            },
          }),
        ),
      'GET /admin-api/bets/7': () =>
        jsonResponse(
          200,
          ok({
            record,
            transactions: [
              {
                id: 1,
                transactionId: 'bet-7',
                kind: 'debit',
                status: 'booked',
                amount: '10000.00',
                currency: 'VND',
                referenceTransactionId: null,
                entryId: 31,
                createdAt: '2026-03-01T10:00:00.000Z',
              },
              {
                id: 2,
                transactionId: 'win-7',
                kind: 'credit',
                status: 'booked',
                amount: '25000.00',
                currency: 'VND',
                referenceTransactionId: 'bet-7',
                entryId: 32,
                createdAt: '2026-03-01T10:00:02.000Z',
              },
            ],
          }),
        ),
    });
    const { router } = renderApp('/bet-records', { token: 'support-token-0123456789' });
    const totals = await screen.findByRole('region', { name: 'Totals for this search' }, { timeout: 5_000 });
    expect(within(totals).getByText('Member win/loss').nextSibling?.textContent).toContain('15,000.00');

    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'demo_player' } });
    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'win' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?member=demo_player&result=win'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin-api/bets').at(-1);
      expect(Object.fromEntries(last!.query)).toMatchObject({
        merchant: 'LW',
        member: 'demo_player',
        result: 'win',
      });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Details of round round-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Round round-7' });
    const transactions = await within(dialog).findByRole('table', { name: 'Seamless transactions' });
    const rows = within(transactions).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('bet-7'),
      expect.stringContaining('win-7'),
    ]);
    expect(rows[1]?.textContent).toContain('25,000.00');
  });
});
