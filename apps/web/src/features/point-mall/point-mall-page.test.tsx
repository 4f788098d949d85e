import type { TMallItem, TPointConfig, TPointsLine, TRedemption } from '@luckwell/contracts/member/points';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { cashForPoints, formatPoints, parsePoints } from './points-api.ts';

const config: TPointConfig = {
  enabled: true,
  validBetPerPoint: '1000.00',
  cashPerPoint: '10.00',
  minExchange: '100.00',
  table: [
    { points: '100.00', cash: '1000.00' },
    { points: '1000.00', cash: '10000.00' },
  ],
  currencySymbol: '₫',
} as TPointConfig;

const item = (over: Partial<Record<keyof TMallItem, unknown>>): TMallItem =>
  ({
    id: 1,
    name: 'Áo thun Luckwell',
    description: 'Áo cotton, giao tận nhà.',
    imageUrl: null,
    points: '500.00',
    value: '150000.00',
    available: 100,
    ...over,
  }) as TMallItem;

const GOODS = [
  item({}),
  item({ id: 2, name: 'Thẻ cào điện thoại 100K', points: '1200.00', value: '100000.00', available: null }),
  item({ id: 3, name: 'Tai nghe không dây', points: '3000.00', value: '600000.00', available: 0 }),
  item({ id: 4, name: 'Điện thoại thông minh', points: '50000.00', value: '6000000.00', available: 2 }),
];

const order = (over: Partial<Record<keyof TRedemption, unknown>> = {}): TRedemption =>
  ({
    id: 41,
    productName: 'Áo thun Luckwell',
    quantity: 2,
    points: '1000.00',
    status: 'in_process',
    receivingAddress: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    transactionReference: null,
    remark: null,
    applyTime: '2026-11-26T12:00:00.000Z',
    decidedAt: null,
    ...over,
  }) as TRedemption;

const line = (id: number, over: Partial<Record<keyof TPointsLine, unknown>> = {}): TPointsLine =>
  ({
    id,
    type: 'earn',
    changedPoints: '120.00',
    balance: '5000.00',
    remark: '',
    at: '2026-11-25T17:00:05.000Z',
    ...over,
  }) as TPointsLine;

const security = (paymentPasswordSet: boolean) => ({
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  paymentPasswordSet,
  mobileNum: null,
  mobileVerified: false,
  email: null,
  emailVerified: false,
  bankAccounts: 0,
  googleSignIn: false,
  previousSignIn: null,
});

const memberRoutes = (over: StubRoutes = {}, passwordSet = true): StubRoutes => ({
  'GET /relay/MCS2_getPointBalance': () =>
    ok({ balance: '5000.00', held: '1200.00', earnedTotal: '8200.00' }),
  'GET /relay/MCS2_getPointConfig': () => ok(config),
  'GET /relay/MCS2_getPointReward': () => ok({ list: GOODS, currencySymbol: '₫' }),
  'GET /relay/MCS2_getRedeemPointList': () => ok({ content: [], pageNum: 1, totalPages: 1 }),
  'GET /relay/ODSFE2_MemTransDet': () => ok({ content: [], next: null }),
  'GET /wps/member/security': () => ok(security(passwordSet)),
  ...over,
});

const signIn = () => {
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('points arithmetic', () => {
  it('writes points without a currency, reads what a person types, and works out the cash as the server does', () => {
    expect(formatPoints('5000.00')).toBe('5,000');
    expect(formatPoints('12.50')).toBe('12.50');
    expect(parsePoints('1,000')).toBe('1000.00');
    expect(parsePoints('12.5')).toBe('12.50');
    expect(parsePoints('abc')).toBeNull();
    expect(cashForPoints('1000.00', '10.00')).toBe('10000.00');
    // Rounded down to the cent: 0.05 point at 0.10 a point.
    expect(cashForPoints('0.05', '0.10')).toBe('0.00');
  });
});

describe('/pointMall', { timeout: 15_000 }, () => {
  let open: Awaited<ReturnType<typeof setUpBrand>>['open'];
  beforeEach(async () => {
    ({ open } = await setUpBrand());
  });

  it('shows a visitor the goods and how points work, asks them to sign in to redeem, and never calls the member’s points', async () => {
    const fetchMock = stubApi({ routes: memberRoutes() });
    renderApp('/pointMall');

    const prompt = await screen.findByTestId('points-sign-in');
    expect(prompt.textContent).toContain('Đăng nhập để xem điểm của bạn');
    const shirt = await screen.findByTestId('good-1');
    expect(shirt.textContent).toContain('500 điểm');
    expect(shirt.textContent).toContain('Còn 100 món');
    await waitFor(() =>
      expect(screen.getByTestId('points-rules').textContent).toContain('Điểm không bao giờ hết hạn.'),
    );
    expect(screen.queryByTestId('points-balance')).toBeNull();
    fireEvent.click(within(shirt).getByRole('button', { name: 'Đổi quà' }));
    expect(useOverlayStore.getState().auth).toBe('login');
    expect(screen.queryByRole('dialog', { name: /Đổi/ })).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url).split('?')[0] ?? '');
    expect(
      asked.filter((url) => url.startsWith('/relay/MCS2_') || url.startsWith('/relay/ODSFE2_')).sort(),
    ).toEqual(expect.arrayContaining(['/relay/MCS2_getPointConfig', '/relay/MCS2_getPointReward']));
    expect(
      asked.filter(
        (url) =>
          url.startsWith('/relay/ODSFE2_') ||
          ['/relay/MCS2_getPointBalance', '/relay/MCS2_getRedeemPointList'].includes(url),
      ),
    ).toEqual([]);
  });

  it("shows the member's points, the goods with their stock, the rules and the conversion table", async () => {
    signIn();
    stubApi({ member: memberFixture(), routes: memberRoutes() });
    renderApp('/pointMall');

    const balance = await screen.findByTestId('points-balance');
    await waitFor(() => expect(balance.textContent).toContain('5,000'));
    expect(balance.textContent).toContain('1,200');
    expect(balance.textContent).toContain('8,200');

    const shirt = await screen.findByTestId('good-1');
    expect(shirt.textContent).toContain('500 điểm');
    expect(shirt.textContent).toContain('Trị giá ₫150,000');
    expect(shirt.textContent).toContain('Còn 100 món');
    expect(within(shirt).getByTestId('mall-art').dataset.motif).toBe('shirt');
    expect(within(screen.getByTestId('good-2')).getByTestId('mall-art').dataset.motif).toBe('card');
    expect(screen.getByTestId('good-2').textContent).toContain('Không giới hạn');
    expect(within(screen.getByTestId('good-3')).getByRole('button', { name: 'Hết hàng' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(screen.getByTestId('good-4')).getByRole('button', { name: 'Chưa đủ điểm' })).toHaveProperty(
      'disabled',
      true,
    );

    const rules = screen.getByTestId('points-rules');
    expect(rules.textContent).toContain('Mỗi ₫1,000 cược hợp lệ được 1 điểm');
    expect(rules.textContent).toContain('lấy tiền mặt từ 100 điểm (1 điểm = ₫10)');
    const rows = within(screen.getByTestId('points-table')).getAllByRole('row');
    expect(rows[2]?.textContent).toContain('1,000');
    expect(rows[2]?.textContent).toContain('₫10,000.00');
  });

  it('redeems a good with the receiver and the payment password sealed, and shows the order in process', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const urls: string[] = [];
    stubApi({
      member: memberFixture(),
      routes: memberRoutes({
        'POST /relay/passwordCheck/MCS2_redeemPointReward': async (init, url) => {
          urls.push(url);
          sent.push(await open(init));
          return ok(order());
        },
      }),
    });
    renderApp('/pointMall');

    const shirt = await screen.findByTestId('good-1');
    await waitFor(() =>
      expect(within(shirt).getByRole('button', { name: 'Đổi quà' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(shirt).getByRole('button', { name: 'Đổi quà' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi quà bằng điểm' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thêm một' }));
    expect(within(dialog).getByTestId('redeem-total').textContent).toBe('1,000 điểm');
    expect(dialog.textContent).toContain('Còn lại sau khi đổi: 4,000 điểm');

    type('Tên người nhận', 'Nguyễn Văn A', dialog);
    type('Số điện thoại người nhận', '0912 345 678', dialog);
    type('Địa chỉ nhận hàng', '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh', dialog);
    type('Mật khẩu thanh toán', '135790', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi quà' }));

    const done = await within(dialog).findByTestId('redeem-done');
    expect(done.textContent).toContain('Đã gửi yêu cầu đổi quà');
    expect(done.textContent).toContain('#41');
    expect(done.textContent).toContain('Áo thun Luckwell × 2');
    expect(done.textContent).toContain('Đang xử lý');
    expect(sent).toEqual([
      {
        itemId: 1,
        quantity: 2,
        receiverName: 'Nguyễn Văn A',
        receiverPhone: '0912345678',
        receivingAddress: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
        paymentPassword: '135790',
      },
    ]);
    expect(urls[0]).toContain('language=vi');
  });

  it('redeems bonus money without a receiver and says where it went', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    const voucher = item({
      id: 9,
      name: 'Phiếu thưởng 50K',
      points: '800.00',
      value: '50000.00',
      available: null,
      kind: 'bonus',
      wageringMultiplier: 3,
    });
    stubApi({
      member: memberFixture(),
      routes: memberRoutes({
        'GET /relay/MCS2_getPointReward': () => ok({ list: [voucher], currencySymbol: '₫' }),
        'POST /relay/passwordCheck/MCS2_redeemPointReward': async (init) => {
          sent.push(await open(init));
          return ok(
            order({
              productName: 'Phiếu thưởng 50K',
              quantity: 1,
              points: '800.00',
              status: 'approved',
              receivingAddress: '',
              transactionReference: 'Bonus #77',
            }),
          );
        },
      }),
    });
    renderApp('/pointMall');

    const card = await screen.findByTestId('good-9');
    expect(card.textContent).toContain('Tiền thưởng · cược 3 lần');
    expect(card.textContent).toContain('₫50,000 tiền thưởng');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Đổi quà' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Đổi quà' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi quà bằng điểm' });
    expect(within(dialog).queryByLabelText('Tên người nhận')).toBeNull();
    expect(dialog.textContent).toContain(
      '₫50,000 vào ví thưởng ngay; cược đủ 3 lần để chuyển sang ví chính.',
    );
    type('Mật khẩu thanh toán', '135790', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi quà' }));
    const done = await within(dialog).findByTestId('redeem-done');
    expect(done.textContent).toContain('Đã nhận tiền thưởng');
    expect(done.textContent).toContain('Bonus #77');
    expect(done.textContent).not.toContain('Địa chỉ');
    expect(sent).toEqual([{ itemId: 9, quantity: 1, paymentPassword: '135790' }]);
  });

  it('checks the receiver before sending, and words the server’s refusal in points', async () => {
    signIn();
    let calls = 0;
    stubApi({
      member: memberFixture(),
      routes: memberRoutes({
        'POST /relay/passwordCheck/MCS2_redeemPointReward': () => {
          calls += 1;
          return failure(
            'POINTS_NOT_ENOUGH',
            'in_points_not_enough',
            {
              field: 'body.quantity',
              params: { balance: '450.00', needed: '500.00' },
            },
            409,
          );
        },
      }),
    });
    renderApp('/pointMall');
    const shirt = await screen.findByTestId('good-1');
    await waitFor(() =>
      expect(within(shirt).getByRole('button', { name: 'Đổi quà' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(shirt).getByRole('button', { name: 'Đổi quà' }));
    const dialog = await screen.findByRole('dialog');
    type('Tên người nhận', 'A', dialog);
    type('Số điện thoại người nhận', '12ab', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi quà' }));
    expect(await within(dialog).findByText('Nhập tên người nhận (2–64 ký tự).')).toBeTruthy();
    expect(within(dialog).getByText('Nhập số điện thoại 8–15 chữ số (có thể bắt đầu bằng +).')).toBeTruthy();
    expect(within(dialog).getByText('Nhập địa chỉ nhận hàng đầy đủ (8–300 ký tự).')).toBeTruthy();
    expect(within(dialog).getByText('Nhập mật khẩu thanh toán.')).toBeTruthy();
    expect(calls).toBe(0);

    type('Tên người nhận', 'Nguyễn Văn A', dialog);
    type('Số điện thoại người nhận', '+84912345678', dialog);
    type('Địa chỉ nhận hàng', '12 Lê Lợi, Quận 1', dialog);
    type('Mật khẩu thanh toán', '135790', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đổi quà' }));
    expect(await within(dialog).findByText('Bạn không đủ điểm: hiện có 450, cần 500.')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('exchanges points for cash with the payment password sealed, showing the cash first', async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    stubApi({
      member: memberFixture(),
      routes: memberRoutes({
        'POST /relay/passwordCheck/MCS2_convertPoint': async (init) => {
          sent.push(await open(init));
          return ok({ points: '1000.00', cash: '10000.00', balance: '4000.00' });
        },
      }),
    });
    renderApp('/pointMall');
    const exchange = await screen.findByTestId('points-exchange');
    const form = await within(exchange).findByRole('form', { name: 'Đổi điểm lấy tiền mặt' });

    type('Số điểm muốn đổi', '50', form);
    type('Mật khẩu thanh toán', '135790', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Đổi điểm' }));
    expect(await within(form).findByText('Cần đổi tối thiểu 100 điểm.')).toBeTruthy();
    expect(sent).toEqual([]);

    type('Số điểm muốn đổi', '1000', form);
    expect(within(form).getByTestId('exchange-preview').textContent).toContain('₫10,000.00');
    fireEvent.click(within(form).getByRole('button', { name: 'Đổi điểm' }));
    expect(
      await within(form).findByText('Đã đổi 1,000 điểm lấy ₫10,000.00. Số điểm còn lại: 4,000.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ points: '1000.00', paymentPassword: '135790' }]);
  });

  it('sends a member without a payment password to where it is set', async () => {
    signIn();
    stubApi({ member: memberFixture(), routes: memberRoutes({}, false) });
    renderApp('/pointMall');
    const exchange = await screen.findByTestId('points-exchange');
    const link = await within(exchange).findByRole('link', { name: 'Đặt mật khẩu thanh toán' });
    expect(link.getAttribute('href')).toBe('/member?page=withdraw');
    expect(within(exchange).getByRole('button', { name: 'Đổi điểm' })).toHaveProperty('disabled', true);
  });

  it('lists the redemptions with their status and reference, and the points details a page more at a time', async () => {
    signIn();
    const befores: (string | null)[] = [];
    stubApi({
      member: memberFixture(),
      routes: memberRoutes({
        'GET /relay/MCS2_getRedeemPointList': () =>
          ok({
            content: [
              order({
                id: 43,
                status: 'approved',
                transactionReference: 'GHN-778899',
                decidedAt: '2026-11-27T09:00:00.000Z',
              }),
              order({ id: 42, status: 'rejected', remark: 'Sai địa chỉ' }),
              order(),
            ],
            pageNum: 1,
            totalPages: 1,
          }),
        'GET /relay/ODSFE2_MemTransDet': (_init, url) => {
          const before = new URL(url, 'http://localhost').searchParams.get('before');
          befores.push(before);
          return before === null
            ? ok({
                content: [
                  line(60),
                  line(59, { type: 'redeem', changedPoints: '-1000.00', balance: '4880.00' }),
                ],
                next: 59,
              })
            : ok({
                content: [line(58, { type: 'exchange', changedPoints: '-100.00', balance: '5880.00' })],
                next: null,
              });
        },
      }),
    });
    renderApp('/pointMall');

    const history = await screen.findByTestId('redeem-history');
    const items = within(history).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Đã hoàn tất');
    expect(screen.getByTestId('reference-43').textContent).toBe('GHN-778899');
    expect(items[1]?.textContent).toContain('Bị từ chối');
    expect(items[1]?.textContent).toContain('Sai địa chỉ');
    expect(items[2]?.textContent).toContain('Đang xử lý');

    fireEvent.click(screen.getByRole('tab', { name: 'Chi tiết điểm' }));
    const lines = await screen.findByTestId('points-lines');
    expect(lines.textContent).toContain('Tích điểm');
    expect(lines.textContent).toContain('+120');
    expect(lines.textContent).toContain('-1,000');
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(screen.getByTestId('points-lines').textContent).toContain('Đổi tiền mặt'));
    expect(befores).toEqual([null, '59']);
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
  });
});
