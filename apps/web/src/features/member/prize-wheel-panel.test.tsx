import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { landingRotation, segmentUnderPointer } from './prize-wheel.tsx';
import { PRIZES, reduceMotion, wheel } from './rewards-test-data.ts';

const signIn = () => {
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

const spinAnswer = (prizeId: number, tickets: number) => {
  const prize = PRIZES.find((p) => p.id === prizeId)!;
  return ok({
    id: 501,
    prizeId,
    label: prize.label,
    kind: prize.kind,
    amount: prize.amount,
    at: '2026-11-26T12:00:00.000Z',
    tickets,
  });
};

const landedOn = () => {
  const rotation = Number(screen.getByTestId('prize-wheel').dataset.rotation);
  return PRIZES[segmentUnderPointer(rotation, PRIZES.length)]?.id;
};

describe('the wheel’s geometry', () => {
  it('stops every segment under the pointer, from any angle and anywhere inside the segment', () => {
    for (const count of [2, 5, 8, 12]) {
      const half = 360 / count / 2;
      for (let index = 0; index < count; index++) {
        for (const from of [0, 37.5, 721, -90]) {
          for (const offset of [-half * 0.6, 0, half * 0.6]) {
            const to = landingRotation({ from, index, count, offset });
            expect(segmentUnderPointer(to, count)).toBe(index);
            expect(to - from).toBeGreaterThanOrEqual(6 * 360);
          }
        }
      }
    }
  });
});

describe('rewardCenter: prize wheel', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
    signIn();
  });

  it('turns to the prize the server picked and shows it, spending a ticket (less motion: at once)', async () => {
    reduceMotion();
    let reads = 0;
    let spun = false;
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () => ok({ list: [], currencySymbol: '₫' }),
        'GET /wps/member/wheel': () => {
          reads += 1;
          return ok(
            spun
              ? wheel({
                  tickets: 2,
                  spins: [
                    {
                      id: 501,
                      prizeId: 13,
                      label: '10K',
                      kind: 'cash',
                      amount: '10000.00',
                      at: '2026-11-26T12:00:00.000Z',
                    },
                  ],
                })
              : wheel(),
          );
        },
        'POST /wps/member/wheel/spin': () => {
          spun = true;
          return spinAnswer(13, 2);
        },
      },
    });
    // No tab asked for and no drop open: the wheel.
    renderApp('/member?page=rewardCenter');

    expect((await screen.findByTestId('wheel-tickets')).textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Quay ngay' }));

    const result = await screen.findByTestId('wheel-result');
    expect(result.textContent).toContain('Chúc mừng! Bạn trúng 10K');
    expect(result.textContent).toContain('₫10,000.00 đã được cộng vào ví chính.');
    expect(landedOn()).toBe(13);
    expect(screen.getByTestId('wheel-tickets').textContent).toBe('2');
    // The last spins are read again once the wheel has stopped.
    await waitFor(() => expect(screen.getByTestId('wheel-spins').textContent).toContain('+₫10,000.00'));
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('keeps the result until the wheel has stopped turning', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () => ok({ list: [], currencySymbol: '₫' }),
        'GET /wps/member/wheel': () => ok(wheel({ tickets: 1 })),
        'POST /wps/member/wheel/spin': () => spinAnswer(11, 0),
      },
    });
    renderApp('/member?page=rewardCenter&tab=wheel');

    fireEvent.click(await screen.findByRole('button', { name: 'Quay ngay' }));
    expect(await screen.findByRole('button', { name: 'Đang quay…' })).toBeTruthy();
    await waitFor(() => expect(landedOn()).toBe(11));
    expect(screen.queryByTestId('wheel-result')).toBeNull();

    fireEvent.transitionEnd(screen.getByTestId('prize-wheel'));
    const result = await screen.findByTestId('wheel-result');
    expect(result.textContent).toContain('Chúc bạn may mắn lần sau');
  });

  it('will not spin without a ticket, and says how tickets are earned', async () => {
    const fetchMock = stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () => ok({ list: [], currencySymbol: '₫' }),
        'GET /wps/member/wheel': () => ok(wheel({ tickets: 0 })),
      },
    });
    renderApp('/member?page=rewardCenter&tab=wheel');

    const spin = await screen.findByRole('button', { name: 'Quay ngay' });
    expect(spin).toHaveProperty('disabled', true);
    fireEvent.click(spin);
    expect(screen.getByText('Bạn chưa có vé quay.')).toBeTruthy();
    expect(screen.getByText('1 vé cho mỗi lần nạp từ ₫100,000 trở lên.')).toBeTruthy();
    expect(
      screen.getByText('1 vé cho mỗi ngày có cược hợp lệ từ ₫500,000 trở lên (ngày tính theo UTC+7).'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/wheel/spin'))).toBe(false);
  });

  it("shows the server's refusal when the tickets ran out meanwhile", async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () => ok({ list: [], currencySymbol: '₫' }),
        'GET /wps/member/wheel': () => ok(wheel({ tickets: 1 })),
        'POST /wps/member/wheel/spin': () => failure('WHEEL_NO_TICKET', 'in_wheel_no_ticket', null, 409),
      },
    });
    renderApp('/member?page=rewardCenter&tab=wheel');
    fireEvent.click(await screen.findByRole('button', { name: 'Quay ngay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bạn chưa có vé quay. Nạp tiền hoặc đặt cược để nhận vé.',
    );
  });

  it('publishes each prize’s chance and the expected value of a spin', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/red-envelopes': () => ok({ list: [], currencySymbol: '₫' }),
        'GET /wps/member/wheel': () => ok(wheel()),
      },
    });
    renderApp('/member?page=rewardCenter&tab=wheel');
    const odds = await screen.findByTestId('wheel-odds');
    const rows = within(odds).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Chúc may mắn');
    expect(rows[1]?.textContent).toContain('40.00%');
    expect(rows[3]?.textContent).toContain('₫10,000.00');
    expect(rows[8]?.textContent).toContain('(đã hết)');
    expect(rows[8]?.textContent).toContain('0.00%');
    expect(screen.getByTestId('wheel-expected').textContent).toBe('₫11,450.00');
    // Every prize is on the wheel.
    for (const prize of PRIZES)
      expect(within(screen.getByTestId('prize-wheel')).getByText(prize.label)).toBeTruthy();
  });
});
