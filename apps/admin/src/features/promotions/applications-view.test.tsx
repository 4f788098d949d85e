import type { TAdminApplication } from '@luckwell/contracts/admin/promotions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, jsonResponse, meHandler, mockApi, ok, renderApp } from '../../test/render-app.tsx';

const TOKEN = { token: 'owner-token-0123456789' };
const BRANDS = [{ id: 1, code: 'LW', name: 'Luckwell', currency: 'VND' }];
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const application = (over: Partial<TAdminApplication> = {}) =>
  ({
    id: 12,
    promotionId: 4,
    promotionTitle: { vi: 'Hoàn tiền nạp lỗi', en: 'Failed deposit refund' },
    account: 'demo_player',
    status: 'applying',
    comment: 'My deposit of 500K failed at 10:05',
    imageCount: 1,
    maxBonus: '500000.00',
    wageringMultiplier: 0,
    amount: null,
    bonusId: null,
    reason: null,
    decidedBy: null,
    createdAt: '2026-11-27T03:00:00.000Z',
    decidedAt: null,
    ...over,
  }) as TAdminApplication;

const page = (content: TAdminApplication[], waiting: number) =>
  ok({ content, pageNum: 1, totalPages: 1, total: content.length, waiting, currencySymbol: '₫' });

describe('Promotions → Applications', () => {
  it('lists the waiting applications, shows one with its images, and issues it with an amount and a reason', async () => {
    let issued = false;
    let refuse = true;
    const { calls } = mockApi({
      ...meHandler('owner'),
      'GET /admin-api/games/brands': () => jsonResponse(200, ok(BRANDS)),
      'GET /admin-api/promotions/applications': () =>
        jsonResponse(200, issued ? page([], 0) : page([application()], 1)),
      'GET /admin-api/promotions/applications/12': () =>
        jsonResponse(200, ok({ ...application(), images: [PNG] })),
      'POST /admin-api/promotions/applications/12/issue': () => {
        if (refuse) return jsonResponse(409, fail('PROMO_BONUS_ACTIVE', 'in_promo_bonus_active'));
        issued = true;
        return jsonResponse(
          200,
          ok({
            ...application({ status: 'issued', amount: '300000.00' as TAdminApplication['amount'] }),
            images: [PNG],
          }),
        );
      },
    });
    renderApp('/promotions/applications', TOKEN);
    const table = await screen.findByRole('table', { name: 'Applications to review' }, { timeout: 5_000 });
    expect(screen.getByRole('tab', { name: 'Waiting (1)' }).getAttribute('aria-selected')).toBe('true');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('demo_player');
    expect(row.textContent).toContain('Failed deposit refund');
    expect(row.textContent).toContain('1 image');
    fireEvent.click(within(row).getByRole('button', { name: 'Review' }));

    const dialog = await screen.findByRole('dialog', { name: 'Application #12' });
    expect(((await within(dialog).findByRole('img', { name: 'Image 1' })) as HTMLImageElement).src).toBe(PNG);
    expect(dialog.textContent).toContain('No wagering: paid to the member’s main wallet.');
    const amount = within(dialog).getByLabelText('Bonus to issue (at most 500,000.00)') as HTMLInputElement;
    expect(amount.value).toBe('500000');
    fireEvent.change(amount, { target: { value: '300,000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue bonus' }));
    expect(within(dialog).getByText('Write a reason (3 characters or more).')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Bank statement matches' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue bonus' }));
    expect(
      await within(dialog).findByText('This member has a bonus in play; issue this after it ends.'),
    ).toBeTruthy();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue bonus' }));
    expect(await screen.findByText('Application #12 issued.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      amount: '300000.00',
      reason: 'Bank statement matches',
    });
    expect(await screen.findByText('Nothing waiting for review')).toBeTruthy();
  });
});
