import type { TLimitState, TSaferPlay } from '@luckwell/contracts/member/safer-play';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, type StubRoutes, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';
import { setLanguage } from '../i18n/i18n.ts';

const limit = (kind: TLimitState['kind'], over: Partial<TLimitState> = {}): TLimitState => ({
  kind,
  value: null,
  pending: null,
  used: kind === 'sessionMinutes' ? '12' : '0.00',
  ...over,
});

const settingsFixture = (over: Partial<TSaferPlay> = {}): TSaferPlay => ({
  currency: 'VND',
  limits: [
    limit('depositDay', { value: '1000000.00', used: '250000.00' }),
    limit('depositWeek', {
      value: '2000000.00',
      used: '250000.00',
      pending: { value: '5000000.00', effectiveAt: '2026-03-06T08:00:00.000Z' },
    }),
    limit('depositMonth'),
    limit('lossDay', { value: '300000.00', used: '300000.00' }),
    limit('lossWeek'),
    limit('lossMonth', {
      value: '900000.00',
      pending: { value: null, effectiveAt: '2026-03-06T08:00:00.000Z' },
    }),
    limit('sessionMinutes', { value: '60' }),
  ],
  realityCheckMinutes: null,
  exclusion: null,
  ...over,
});

type Sent = { method: string; url: string; body: unknown };

const signedIn = (settings = settingsFixture(), routes: StubRoutes = {}) => {
  const sent: Sent[] = [];
  const record = (method: string) => (init: RequestInit | undefined, url: string) => {
    sent.push({ method, url, body: JSON.parse(String(init?.body)) });
    return ok(settings);
  };
  stubApi({
    member: memberFixture(),
    routes: {
      'GET /wps/member/safer-play/session': () =>
        ok({
          startedAt: new Date().toISOString(),
          minutesPlayed: 0,
          stake: '0.00',
          payout: '0.00',
          net: '0.00',
          realityCheckMinutes: null,
        }),
      'GET /wps/member/safer-play': () => ok(settings),
      'PUT /wps/member/safer-play/limits': record('PUT'),
      'PUT /wps/member/safer-play/reality-check': record('PUT'),
      'POST /wps/member/safer-play/exclusion': record('POST'),
      ...routes,
    },
  });
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
  return sent;
};

const page = () => screen.findByTestId('safer-play', {}, { timeout: 5000 });
const row = async (kind: string) => screen.findByTestId(`limit-${kind}`, {}, { timeout: 5000 });

describe('/saferPlay', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it('shows each limit in force, what its window used and a waiting raise or removal', async () => {
    signedIn();
    renderApp('/saferPlay');
    await page();
    expect(await screen.findByRole('heading', { name: 'Chơi có trách nhiệm', level: 1 })).toBeTruthy();
    const day = await row('depositDay');
    expect(within(day).getByTestId('limit-value').textContent).toBe('₫1,000,000.00');
    expect(within(day).getByText('Đã nạp: ₫250,000.00 / ₫1,000,000.00')).toBeTruthy();
    expect(within(day).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    const week = await row('depositWeek');
    expect(within(week).getByTestId('limit-pending').textContent).toMatch(/^Đổi thành ₫5,000,000\.00 lúc .+/);
    expect(within(await row('lossMonth')).getByTestId('limit-pending').textContent).toMatch(
      /^Bỏ hạn mức lúc /,
    );
    expect(
      within(await row('lossDay'))
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    const month = await row('depositMonth');
    expect(within(month).getByTestId('limit-value').textContent).toBe('Không giới hạn');
    expect(within(month).queryByRole('progressbar')).toBeNull();
    expect(within(await row('sessionMinutes')).getByTestId('limit-value').textContent).toBe('60 phút');
    expect(screen.getByText(/Giảm hạn mức có hiệu lực ngay/)).toBeTruthy();
  });

  it('sets a new limit at once, checks the amount first, and says a removal waits 24 hours', async () => {
    const sent = signedIn();
    renderApp('/saferPlay');
    const month = await row('depositMonth');
    fireEvent.click(within(month).getByRole('button', { name: 'Đặt: Hạn mức nạp theo tháng' }));
    const field = within(month).getByLabelText('Hạn mức (VND)');
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(within(month).getByRole('button', { name: 'Lưu' }));
    expect(within(month).getByRole('alert').textContent).toBe(
      'Nhập số tiền lớn hơn 0, tối đa hai chữ số thập phân.',
    );
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '3.000.000' } });
    fireEvent.click(within(month).getByRole('button', { name: 'Lưu' }));
    expect(await within(month).findByText('Đã lưu. Hạn mức mới có hiệu lực ngay.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/wps/member/safer-play/limits',
        body: { kind: 'depositMonth', value: '3000000.00' },
      },
    ]);

    const session = await row('sessionMinutes');
    fireEvent.click(within(session).getByRole('button', { name: 'Thay đổi: Giới hạn thời gian phiên' }));
    fireEvent.click(within(session).getByRole('button', { name: 'Bỏ hạn mức' }));
    expect(await within(session).findByText('Đã lưu. Thay đổi có hiệu lực sau 24 giờ chờ.')).toBeTruthy();
    expect(sent[1]).toEqual({
      method: 'PUT',
      url: '/wps/member/safer-play/limits',
      body: { kind: 'sessionMinutes', value: null },
    });
  });

  it('shows the server’s refusal of a limit where it was set', async () => {
    signedIn(settingsFixture(), {
      'PUT /wps/member/safer-play/limits': () =>
        failure('SAFER_PLAY_EXCLUDED', 'in_safer_play_excluded', {
          params: { until: '2027-05-26T03:00:00.000Z' },
        }),
    });
    renderApp('/saferPlay');
    const day = await row('depositDay');
    fireEvent.click(within(day).getByRole('button', { name: 'Thay đổi: Hạn mức nạp theo ngày' }));
    fireEvent.change(within(day).getByLabelText('Hạn mức (VND)'), { target: { value: '500000' } });
    fireEvent.click(within(day).getByRole('button', { name: 'Lưu' }));
    expect((await within(day).findByRole('alert')).textContent).toMatch(
      /^Tài khoản của bạn đang tạm ngừng chơi đến .*2027.*bạn vẫn có thể rút tiền/,
    );
  });

  it('turns the reality check on', async () => {
    const sent = signedIn();
    renderApp('/saferPlay');
    const panel = await screen.findByTestId('reality-check-panel', {}, { timeout: 5000 });
    expect((within(panel).getByRole('radio', { name: 'Tắt' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Mỗi 30 phút' }));
    expect(await within(panel).findByText('Đã lưu nhắc nhở thời gian chơi.')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'PUT', url: '/wps/member/safer-play/reality-check', body: { minutes: 30 } },
    ]);
  });

  it('self-excludes only after a confirmation that says it cannot be undone or shortened', async () => {
    const sent = signedIn();
    renderApp('/saferPlay');
    const panel = await screen.findByTestId('self-exclusion-panel', {}, { timeout: 5000 });
    const length = within(panel).getByLabelText('Thời lượng') as HTMLSelectElement;
    expect([...length.options].map((o) => o.text)).toEqual([
      '6 tháng',
      '1 năm',
      '2 năm',
      '3 năm',
      '5 năm',
      'Vĩnh viễn',
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Tự loại trừ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tự loại trừ trong 6 tháng?' });
    expect(
      within(dialog).getByText('Không thể hủy hay rút ngắn, kể cả bởi bạn hay bộ phận hỗ trợ.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^Kết thúc lúc /)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Tự loại trừ' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Tôi đã hiểu và muốn tiếp tục'));
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { method: 'POST', url: '/wps/member/safer-play/exclusion', body: { kind: 'selfExclusion', months: 6 } },
    ]);
  });

  it('asks again before a permanent self-exclusion and a time-out, and sends nothing on cancel', async () => {
    const sent = signedIn();
    renderApp('/saferPlay');
    const panel = await screen.findByTestId('self-exclusion-panel', {}, { timeout: 5000 });
    fireEvent.change(within(panel).getByLabelText('Thời lượng'), { target: { value: 'permanent' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Tự loại trừ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tự loại trừ vĩnh viễn?' });
    expect(within(dialog).getByText('Không bao giờ kết thúc.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));

    const timeout = screen.getByTestId('timeout-panel');
    const lengths = within(timeout).getByLabelText('Thời lượng') as HTMLSelectElement;
    expect([...lengths.options].map((o) => o.text)).toEqual([
      '24 giờ',
      '2 ngày',
      '3 ngày',
      '7 ngày',
      '14 ngày',
      '30 ngày',
      '6 tuần',
    ]);
    fireEvent.change(lengths, { target: { value: '7' } });
    fireEvent.click(within(timeout).getByRole('button', { name: 'Tạm nghỉ' }));
    const second = await screen.findByRole('dialog', { name: 'Tạm nghỉ trong 7 ngày?' });
    fireEvent.click(within(second).getByLabelText('Tôi đã hiểu và muốn tiếp tục'));
    fireEvent.click(within(second).getByRole('button', { name: 'Bắt đầu tạm nghỉ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { method: 'POST', url: '/wps/member/safer-play/exclusion', body: { kind: 'timeout', days: 7 } },
    ]);
  });

  it('shows a break in force and until when, with the way to withdraw', async () => {
    signedIn(
      settingsFixture({
        exclusion: {
          kind: 'selfExclusion',
          since: '2026-03-05T08:00:00.000Z',
          until: '2026-09-05T08:00:00.000Z',
        },
      }),
    );
    renderApp('/saferPlay');
    const banner = await screen.findByTestId('excluded-banner', {}, { timeout: 5000 });
    expect(banner.textContent).toMatch(/^Bạn đã tự loại trừ đến .*2026/);
    expect(within(banner).getByRole('link', { name: 'Rút tiền' }).getAttribute('href')).toBe(
      '/member?page=withdraw',
    );
  });

  it('speaks English too', async () => {
    signedIn(
      settingsFixture({ exclusion: { kind: 'timeout', since: '2026-03-05T08:00:00.000Z', until: null } }),
    );
    await setLanguage('en');
    renderApp('/saferPlay');
    expect(
      await screen.findByRole('heading', { name: 'Safer play', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('You are self-excluded permanently.')).toBeTruthy();
    expect(within(await row('depositDay')).getByText('Deposited: ₫250,000.00 of ₫1,000,000.00')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Every 15 min' })).toBeTruthy();
    await setLanguage('vi');
  });
});
