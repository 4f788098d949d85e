import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { drop, reduceMotion, wheel } from './rewards-test-data.ts';

const signIn = () => {
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

describe('rewardCenter: red envelopes', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
    signIn();
  });

  it('opens an envelope on a grab and reveals the amount paid, then keeps it as the member’s', async () => {
    reduceMotion();
    let grabbed = false;
    const grabs: string[] = [];
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () =>
          ok({
            list: [
              drop({ id: 1, ...(grabbed ? { state: 'grabbed', mine: '24500.00', left: 152 } : {}) }),
              drop({ id: 2, title: 'Lì xì giờ vàng', state: 'coming', startsAt: '2026-11-27T13:00:00.000Z' }),
            ],
            currencySymbol: '₫',
          }),
        'POST /wps/member/red-envelopes/1/grab': (_init, url) => {
          grabs.push(url);
          grabbed = true;
          return ok({ envelopeId: 1, amount: '24500.00', already: false, left: 152 });
        },
        'GET /wps/member/wheel': () => ok(wheel()),
      },
    });
    renderApp('/member?page=rewardCenter&tab=envelopes');

    const card = await screen.findByTestId('envelope-1');
    expect(card.textContent).toContain('Lì xì chào mừng');
    expect(card.textContent).toContain('Còn 153/200 phần');
    expect(card.textContent).not.toContain('₫24,500');

    fireEvent.click(within(card).getByRole('button', { name: 'Mở lì xì' }));

    expect(
      await within(card).findByText('Chúc mừng! Bạn nhận được ₫24,500.00, đã cộng vào ví chính.'),
    ).toBeTruthy();
    // The envelope itself opens on the amount.
    expect(within(card).getByText('₫24,500')).toBeTruthy();
    expect(card.querySelector('svg[data-opened="true"]')).not.toBeNull();
    expect(grabs).toHaveLength(1);
    await waitFor(() => expect(card.dataset.state).toBe('grabbed'));
    expect(card.textContent).toContain('Còn 152/200 phần');
  });

  it('says when a coming drop opens, shows what the member got, and mutes the gone and ended ones', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () =>
          ok({
            list: [
              drop({ id: 4, title: 'Đã kết thúc', state: 'ended', left: 0 }),
              drop({ id: 3, title: 'Hết rồi', state: 'gone', left: 0 }),
              drop({ id: 2, title: 'Của tôi', state: 'grabbed', mine: '30000.00', left: 12 }),
              drop({ id: 1, title: 'Sắp tới', state: 'coming', startsAt: '2026-11-27T13:00:00.000Z' }),
            ],
            currencySymbol: '₫',
          }),
        'GET /wps/member/wheel': () => ok(wheel({ tickets: 0 })),
      },
    });
    renderApp('/member?page=rewardCenter&tab=envelopes');

    const coming = await screen.findByTestId('envelope-1');
    expect(coming.textContent).toMatch(/Mở lúc .*2026/);
    expect(within(coming).getByRole('button', { name: 'Sắp mở' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('envelope-2').textContent).toContain('Bạn đã nhận ₫30,000.00 từ lì xì này.');
    expect(
      within(screen.getByTestId('envelope-3')).getByRole('button', { name: 'Đã hết lì xì' }),
    ).toHaveProperty('disabled', true);
    expect(screen.getByTestId('envelope-4').textContent).toContain('Đã kết thúc');
    // The member's own first, then what is coming, then the rest.
    const order = screen.getAllByTestId(/^envelope-\d$/).map((card) => card.dataset.state);
    expect(order).toEqual(['grabbed', 'coming', 'gone', 'ended']);
  });

  it('says so when the drop was emptied before the grab', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () => ok({ list: [drop()], currencySymbol: '₫' }),
        'POST /wps/member/red-envelopes/1/grab': () =>
          failure('ENVELOPE_EMPTY', 'in_envelope_empty', null, 409),
        'GET /wps/member/wheel': () => ok(wheel()),
      },
    });
    renderApp('/member?page=rewardCenter&tab=envelopes');
    fireEvent.click(await screen.findByRole('button', { name: 'Mở lì xì' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tiếc quá, lì xì đợt này đã được nhận hết.');
  });
});
