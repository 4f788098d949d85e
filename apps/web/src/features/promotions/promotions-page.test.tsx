import type { TBonus, TPromotion } from '@luckwell/contracts/member/promotions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { failure, memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const promotion = (over: Partial<Record<keyof TPromotion, unknown>>): TPromotion =>
  ({
    id: 1,
    kind: 'deposit_bonus',
    depositRule: 'first',
    bonusPercent: '100.00',
    maxBonus: '2000000.00',
    minDeposit: '100000.00',
    wageringMultiplier: 10,
    wageringBase: 'bonus',
    maxBet: '200000.00',
    expiryDays: 14,
    contributions: [
      { category: 'RNG', percent: '100.00' },
      { category: 'LIVE', percent: '10.00' },
    ],
    title: 'Thưởng nạp đầu 100%',
    summary: 'Nạp lần đầu, nhận thêm 100%.',
    rules: 'Tham gia trước khi nạp lần đầu.\nRút tiền trước khi hoàn thành yêu cầu cược sẽ huỷ tiền thưởng.',
    bannerUrl: null,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: null,
    minVipLevel: 0,
    newMemberDays: null,
    onePerAddress: false,
    status: 'join',
    ineligible: null,
    ...over,
  }) as TPromotion;

const welcome = promotion({
  id: 3,
  kind: 'no_deposit',
  depositRule: 'any',
  bonusPercent: null,
  maxBonus: '50000.00',
  minDeposit: '0.00',
  wageringMultiplier: 20,
  maxBet: '20000.00',
  expiryDays: 7,
  title: 'Quà chào mừng 50K',
  status: 'claim',
});

const bonus = (over: Partial<Record<keyof TBonus, unknown>>): TBonus =>
  ({
    id: 11,
    promotionId: 1,
    title: 'Thưởng nạp đầu 100%',
    status: 'joined',
    bonus: '0.00',
    deposit: '0.00',
    wageringRequired: '0.00',
    wageringDone: '0.00',
    wageringLeft: '0.00',
    balance: '0.00',
    maxBet: '200000.00',
    contributions: [],
    joinedAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    finishedAt: null,
    ...over,
  }) as TBonus;

const listing = (list: TPromotion[], signedIn = true) => ok({ list, currencySymbol: '₫', signedIn });

const signIn = () => {
  sessionStorage.setItem('token', 'tok_signed_in_000001');
  useSessionStore.getState().refresh();
};

const card = (id: number) => screen.getByTestId(`promotion-${id}`);

describe('/promotions', () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  it("shows each promotion's terms and the action its status allows, with the member's token", async () => {
    const authorizations: (string | null)[] = [];
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': (init, url) => {
          authorizations.push(new Headers(init?.headers).get('Authorization'));
          expect(url).toContain('language=vi');
          return listing([
            promotion({ id: 1, status: 'join' }),
            promotion({ id: 2, depositRule: 'any', bonusPercent: '30.00', status: 'joined' }),
            { ...welcome, status: 'process' },
            promotion({ id: 4, status: 'claimed' }),
            promotion({ id: 5, status: 'closed' }),
            promotion({ id: 6, status: 'coming soon', startsAt: '2027-02-01T00:00:00.000Z' }),
          ]);
        },
      },
    });
    signIn();
    renderApp('/promotions');

    await screen.findByTestId('promotion-1', {}, { timeout: 5000 });
    expect(authorizations).toContain('Bearer tok_signed_in_000001');

    const terms = within(within(card(1)).getByTestId('terms'))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    expect(terms).toEqual([
      '100% tối đa ₫2,000,000',
      'Nạp tối thiểu ₫100,000',
      'Cược 10× tiền thưởng',
      'Cược tối đa ₫200,000/ván',
      'Hoàn thành trong 14 ngày',
    ]);
    expect(within(card(1)).getByTestId('promotion-art').textContent).toContain('100%');
    expect(within(card(1)).getByRole('button', { name: 'Tham gia' })).toBeTruthy();

    // The rules open, with the game contributions (the rest count in full).
    fireEvent.click(within(card(1)).getByText('Xem điều khoản'));
    expect(within(card(1)).getByText('Tham gia trước khi nạp lần đầu.')).toBeTruthy();
    const contributions = within(card(1)).getByTestId('contributions');
    expect(contributions.textContent).toContain('Nổ hũ100%');
    expect(contributions.textContent).toContain('Casino10%');
    expect(contributions.textContent).toContain('Các trò chơi khác được tính 100%.');

    expect(within(card(2)).getByText('Đã tham gia — nạp tiền để nhận thưởng')).toBeTruthy();
    expect(within(card(2)).getByRole('link', { name: 'Nạp tiền ngay' }).getAttribute('href')).toBe(
      '/member?page=depositv2',
    );
    expect(card(3).textContent).toContain('Đang thực hiện');
    expect(within(card(3)).getByRole('link', { name: 'Xem tiến độ cược' }).getAttribute('href')).toBe(
      '/member?page=bonusDetails',
    );
    expect(within(card(3)).getByTestId('promotion-art').textContent).toContain('₫50,000');
    for (const [id, label] of [
      [4, 'Đã nhận thưởng'],
      [5, 'Không khả dụng'],
      [6, 'Sắp diễn ra'],
    ] as const) {
      expect((within(card(id)).getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    }
    expect(card(6).textContent).toContain('Bắt đầu');
    expect(screen.getByRole('link', { name: 'Thưởng của tôi' }).getAttribute('href')).toBe(
      '/member?page=bonusDetails',
    );
  });

  it('joins a deposit bonus, says what comes next and reads the statuses again', async () => {
    const joined: unknown[] = [];
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': () => listing([promotion({ status: joined.length > 0 ? 'joined' : 'join' })]),
        'POST /relay/MCSFE_signUpPromotionJoin': (init) => {
          joined.push(JSON.parse(String(init?.body)));
          return ok(bonus({}));
        },
      },
    });
    signIn();
    renderApp('/promotions');

    fireEvent.click(await screen.findByRole('button', { name: 'Tham gia' }, { timeout: 5000 }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Bạn đã tham gia “Thưởng nạp đầu 100%”. Lần nạp đủ điều kiện tiếp theo sẽ nhận thưởng.',
    );
    expect(joined).toEqual([{ promotionId: 1 }]);
    expect(await screen.findByRole('link', { name: 'Nạp tiền ngay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tham gia' })).toBeNull();
  });

  it('claims a no-deposit bonus through its own call and says how much to bet', async () => {
    const claimed: unknown[] = [];
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': () =>
          listing([{ ...welcome, status: claimed.length > 0 ? 'process' : 'claim' }]),
        'POST /relay/MCSFE_signUpRequestReward': (init) => {
          claimed.push(JSON.parse(String(init?.body)));
          return ok(
            bonus({
              promotionId: 3,
              status: 'wagering',
              bonus: '50000.00',
              balance: '50000.00',
              wageringRequired: '1000000.00',
              wageringLeft: '1000000.00',
            }),
          );
        },
      },
    });
    signIn();
    renderApp('/promotions');

    fireEvent.click(await screen.findByRole('button', { name: 'Nhận thưởng' }, { timeout: 5000 }));
    expect((await screen.findByRole('status')).textContent).toBe(
      '₫50,000.00 đã vào ví thưởng của bạn. Cược đủ ₫1,000,000.00 để chuyển sang ví chính.',
    );
    expect(claimed).toEqual([{ promotionId: 3 }]);
    expect(await screen.findByRole('link', { name: 'Xem tiến độ cược' })).toBeTruthy();
  });

  it("shows the server's refusal in the player's language", async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': () => listing([promotion({})]),
        'POST /relay/MCSFE_signUpPromotionJoin': () =>
          failure('PROMO_BONUS_ACTIVE', 'in_promo_bonus_active', { field: 'body.promotionId' }, 409),
      },
    });
    signIn();
    renderApp('/promotions');

    fireEvent.click(await screen.findByRole('button', { name: 'Tham gia' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bạn đang có một khoản thưởng khác đang chờ nạp hoặc đang cược.',
    );
    expect(screen.getByRole('button', { name: 'Tham gia' })).toBeTruthy();
  });

  it('says who a promotion is for, and why this member may not take it', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': () =>
          listing([
            promotion({ minVipLevel: 2, onePerAddress: true, status: 'closed', ineligible: 'vip' }),
            promotion({ id: 2, newMemberDays: 7, status: 'join' }),
          ]),
      },
    });
    signIn();
    renderApp('/promotions');
    const vip = await screen.findByTestId('promotion-1', {}, { timeout: 5000 });
    expect(vip.textContent).toContain('Từ VIP 2 trở lên');
    expect(vip.textContent).toContain('Mỗi hộ gia đình, thiết bị và tài khoản ngân hàng một lần');
    expect(within(vip).getByTestId('ineligible').textContent).toBe(
      'Dành cho VIP 2 trở lên: thăng hạng trong Trung tâm ưu đãi.',
    );
    expect((within(vip).getByRole('button', { name: 'Không khả dụng' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const fresh = screen.getByTestId('promotion-2');
    expect(fresh.textContent).toContain('Thành viên mới (tham gia trong 7 ngày)');
    expect(within(fresh).queryByTestId('ineligible')).toBeNull();
  });

  it('sends a visitor to sign in instead of joining', async () => {
    const fetchMock = stubApi({
      routes: { 'GET /wps/promotions': () => listing([promotion({}), welcome], false) },
    });
    renderApp('/promotions');

    fireEvent.click(await screen.findByRole('button', { name: 'Nhận thưởng' }, { timeout: 5000 }));
    await waitFor(() => expect(useOverlayStore.getState().auth).toBe('login'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/relay/MCSFE_signUp'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Thưởng của tôi' })).toBeNull();
  });

  it("shows a cashback's loss so far and claims last week's share into the main wallet", async () => {
    const claimed: unknown[] = [];
    const cashback = promotion({
      id: 7,
      kind: 'cashback',
      depositRule: 'any',
      bonusPercent: '5.00',
      maxBonus: '5000000.00',
      minDeposit: '0.00',
      cashbackPeriod: 'weekly',
      minLoss: '100000.00',
      wageringMultiplier: 0,
      maxBet: null,
      title: 'Hoàn trả 5% hằng tuần',
      status: 'claim',
      cashback: {
        lastPeriod: '2026-11-16',
        lastLoss: '1200000.00',
        lastAmount: '60000.00',
        currentLoss: '300000.00',
      },
    });
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': () =>
          listing([{ ...cashback, status: claimed.length > 0 ? 'claimed' : 'claim' } as TPromotion]),
        'POST /relay/MCSFE_signUpRequestReward': (init) => {
          claimed.push(JSON.parse(String(init?.body)));
          return ok(bonus({ promotionId: 7, status: 'completed', bonus: '60000.00', balance: '60000.00' }));
        },
      },
    });
    signIn();
    renderApp('/promotions');

    const shown = await screen.findByTestId('promotion-7', {}, { timeout: 5000 });
    expect(within(shown).getByTestId('terms').textContent).toContain(
      'Hoàn 5% số thua tuần trước, tối đa ₫5,000,000',
    );
    expect(shown.textContent).toContain('Thua từ ₫100,000');
    const panel = within(shown).getByTestId('cashback').textContent;
    expect(panel).toContain('Số thua ₫1,200,000');
    expect(panel).toContain('Hoàn trả ₫60,000');
    expect(panel).toContain('Tuần này đến giờSố thua ₫300,000');
    fireEvent.click(within(shown).getByRole('button', { name: 'Nhận ₫60,000' }));
    expect((await screen.findByRole('status')).textContent).toBe('₫60,000.00 đã vào ví chính của bạn.');
    expect(claimed).toEqual([{ promotionId: 7 }]);
  });

  it('applies with a comment and an image, then shows the review and a rejection with its reason', async () => {
    const sent: { promotionId: number; comment: string; images: string[] }[] = [];
    const apply = promotion({
      id: 8,
      kind: 'application',
      depositRule: 'any',
      bonusPercent: null,
      maxBonus: '500000.00',
      minDeposit: '0.00',
      wageringMultiplier: 1,
      title: 'Thưởng hoàn tiền nạp lỗi',
      status: 'join',
    });
    const application = {
      id: 31,
      promotionId: 8,
      comment: 'Nạp lỗi 500K',
      images: 1,
      amount: null,
      createdAt: '2026-11-27T01:00:00.000Z',
    };
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': () =>
          listing([
            sent.length > 0
              ? ({
                  ...apply,
                  status: 'applying',
                  application: { ...application, status: 'applying', reason: null },
                } as TPromotion)
              : apply,
            promotion({
              id: 9,
              kind: 'application',
              status: 'rejected',
              application: { ...application, id: 30, status: 'rejected', reason: 'Không tìm thấy giao dịch' },
            }),
          ]),
        'POST /relay/MCSFE_signUpRequestReward': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return ok({ ...application, status: 'applying', reason: null });
        },
      },
    });
    signIn();
    renderApp('/promotions');

    const rejected = await screen.findByTestId('promotion-9', {}, { timeout: 5000 });
    expect(rejected.textContent).toContain('Không được duyệt: Không tìm thấy giao dịch');
    expect(within(rejected).getByRole('button', { name: 'Đăng ký lại' })).toBeTruthy();

    const shown = screen.getByTestId('promotion-8');
    fireEvent.click(within(shown).getByRole('button', { name: 'Đăng ký' }));
    fireEvent.click(within(shown).getByRole('button', { name: 'Gửi đơn' }));
    expect(within(shown).getByRole('alert').textContent).toBe('Hãy nhập ghi chú cho đơn đăng ký.');
    fireEvent.change(within(shown).getByLabelText('Ghi chú'), { target: { value: 'Nạp lỗi 500K' } });
    expect(shown.textContent).toContain('12/140');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'bien-lai.png', {
      type: 'image/png',
    });
    const text = new File(['hello'], 'note.txt', { type: 'text/plain' });
    fireEvent.change(within(shown).getByLabelText('+ Thêm ảnh'), { target: { files: [text] } });
    expect(within(shown).getByRole('alert').textContent).toBe('Chỉ nhận ảnh PNG hoặc JPG.');
    fireEvent.change(within(shown).getByLabelText('+ Thêm ảnh'), { target: { files: [png] } });
    expect(await within(shown).findByRole('img', { name: 'bien-lai.png' })).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Gửi đơn' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Đã gửi đơn. Chúng tôi sẽ xem xét và báo kết quả tại đây.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ promotionId: 8, comment: 'Nạp lỗi 500K' });
    expect(sent[0]?.images[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(await within(shown).findByText('Đơn của bạn đang được xem xét.')).toBeTruthy();
  });

  it('enters a raffle, shows the tickets, and lets a winner claim the prize after the draw', async () => {
    const entered: unknown[] = [];
    const claimed: unknown[] = [];
    const raffleTerms = {
      kind: 'raffle',
      depositRule: 'any',
      bonusPercent: null,
      maxBonus: '500000.00',
      minDeposit: '0.00',
      wageringMultiplier: 0,
      maxBet: null,
      ticketBet: '100000.00',
      prizes: [
        { amount: '500000.00', count: 1 },
        { amount: '50000.00', count: 4 },
      ],
      endsAt: '2026-12-31T13:00:00.000Z',
    };
    const open = promotion({
      id: 10,
      ...raffleTerms,
      title: 'Quay số cuối năm',
      status: entered.length > 0 ? 'joined' : 'join',
      raffle: {
        entered: false,
        tickets: 0,
        entrants: 41,
        totalTickets: 0,
        drawn: false,
        winners: [],
        prize: null,
        prizeClaimed: false,
      },
    });
    const drawn = {
      entered: true,
      tickets: 7,
      entrants: 42,
      totalTickets: 300,
      drawn: true,
      winners: [
        { rank: 1, account: 'de***or', prize: '500000.00' },
        { rank: 2, account: 'mi***88', prize: '50000.00' },
      ],
      prize: '500000.00',
      prizeClaimed: false,
    };
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/promotions': () =>
          listing([
            entered.length > 0
              ? ({
                  ...open,
                  status: 'joined',
                  raffle: { ...open.raffle, entered: true, tickets: 3 },
                } as TPromotion)
              : open,
            promotion({
              id: 11,
              ...raffleTerms,
              title: 'Quay số tháng 10',
              status: claimed.length > 0 ? 'claimed' : 'claim',
              raffle: { ...drawn, prizeClaimed: claimed.length > 0 },
            }),
          ]),
        'POST /relay/MCSFE_signUpPromotionJoin': (init) => {
          entered.push(JSON.parse(String(init?.body)));
          return ok({ promotionId: 10, tickets: 3, enteredAt: '2026-11-27T02:00:00.000Z' });
        },
        'POST /relay/MCS2_claimRafflePromotion': (init) => {
          claimed.push(JSON.parse(String(init?.body)));
          return ok(
            bonus({ promotionId: 11, status: 'completed', bonus: '500000.00', balance: '500000.00' }),
          );
        },
      },
    });
    signIn();
    renderApp('/promotions');

    const raffle = await screen.findByTestId('promotion-10', {}, { timeout: 5000 });
    expect(within(raffle).getByTestId('terms').textContent).toContain('5 giải, cao nhất ₫500,000');
    expect(within(raffle).getByTestId('terms').textContent).toContain('1 vé mỗi ₫100,000 cược hợp lệ');
    expect(within(raffle).getByTestId('raffle').textContent).toBe('Vé của tôi—Người tham gia41');
    fireEvent.click(within(raffle).getByRole('button', { name: 'Tham gia quay số' }));
    expect((await within(raffle).findByRole('status')).textContent).toBe('Bạn đã tham gia quay số với 3 vé.');
    expect(
      await within(raffle).findByText('Bạn đang có 3 vé dự thưởng. Mỗi cược hợp lệ thêm vé.'),
    ).toBeTruthy();
    expect(entered).toEqual([{ promotionId: 10 }]);

    const won = screen.getByTestId('promotion-11');
    expect(within(won).getByTestId('raffle').textContent).toContain('Người thắng (42 người, 300 vé)');
    expect(within(won).getByTestId('raffle').textContent).toContain('1de***or₫500,000');
    expect(within(won).getByText('Bạn trúng ₫500,000!')).toBeTruthy();
    fireEvent.click(within(won).getByRole('button', { name: 'Nhận ₫500,000' }));
    expect(await within(won).findByText('Đã nhận giải ₫500,000.')).toBeTruthy();
    expect(claimed).toEqual([{ promotionId: 11 }]);
  });
});
