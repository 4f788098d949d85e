import type { TReferral } from '@luckwell/contracts/member/referral';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const referral = {
  enabled: true,
  code: 'FRND2026',
  path: '/register?referralCode=FRND2026',
  milestones: [
    { kind: 'deposit', threshold: '100000.00', reward: '30000.00' },
    { kind: 'valid_bet', threshold: '2000000.00', reward: '50000.00' },
  ],
  invitees: 2,
  paid: '30000.00',
  held: '30000.00',
  content: [
    {
      account: 'fr***an',
      joinedAt: '2026-11-20T03:00:00.000Z',
      deposits: '300000.00',
      validBet: '0.00',
      rewards: [{ milestone: 0, amount: '30000.00', status: 'paid' }],
    },
    {
      account: 'fr***nh',
      joinedAt: '2026-11-21T03:00:00.000Z',
      deposits: '200000.00',
      validBet: '0.00',
      rewards: [{ milestone: 0, amount: '30000.00', status: 'held' }],
    },
  ],
  pageNum: 1,
  totalPages: 1,
  currencySymbol: '₫',
} as TReferral;

describe('referral (invite friends)', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  const signIn = () => {
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
  };

  it('shows the code, the link with its QR code, the milestones, the sums and each friend with their rewards', async () => {
    stubApi({
      member: memberFixture({ availablePromo: [{ type: 'REFERRAL', enabled: true }] }),
      routes: { 'GET /wps/member/referral': () => ok(referral) },
    });
    signIn();
    renderApp('/member?page=referral');

    expect((await screen.findByTestId('referral-code', {}, { timeout: 5000 })).textContent).toBe('FRND2026');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      `${window.location.origin}/register?referralCode=FRND2026`,
    );
    expect(screen.getByRole('img', { name: 'Mã QR của đường dẫn mời' })).toBeTruthy();
    expect(screen.getByTestId('milestone-0').textContent).toContain('Tiền nạp của bạn bè đạt ₫100,000');
    expect(screen.getByTestId('milestone-1').textContent).toContain('+₫50,000');
    const sums = screen.getByTestId('referral-sums');
    expect(within(sums).getByText('Đang xét duyệt').nextSibling?.textContent).toBe('₫30,000');
    const friends = screen.getByTestId('referral-friends');
    expect(friends.textContent).toContain('fr***an');
    expect(friends.textContent).toContain('Đã trả +₫30,000');
    expect(friends.textContent).toContain('Đang xét +₫30,000');
    // The header's invite link, because the programme is on.
    expect(await screen.findByTestId('member-invite')).toBeTruthy();
  });

  it('keeps the code without rewards when the programme is off, and the header shows no invite link', async () => {
    stubApi({
      member: memberFixture({ availablePromo: [{ type: 'REFERRAL', enabled: false }] }),
      routes: {
        'GET /wps/member/referral': () =>
          ok({
            ...referral,
            enabled: false,
            milestones: [],
            invitees: 0,
            content: [],
            paid: '0.00',
            held: '0.00',
          }),
      },
    });
    signIn();
    renderApp('/member?page=referral');
    expect(await screen.findByText(/Hiện chưa có thưởng giới thiệu/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Chưa có người bạn nào tham gia')).toBeTruthy();
    expect(screen.queryByTestId('referral-sums')).toBeNull();
    expect(screen.queryByTestId('member-invite')).toBeNull();
  });
});
