import type { TVip } from '@luckwell/contracts/member/vip';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../shared/session-store.ts';
import { memberFixture, ok, stubApi } from '../../test/fixtures.ts';
import { renderApp, setUpBrand } from '../../test/render-app.tsx';

const level = (n: number, name: string, bet: string, deposit: string, up: string, extra: string) => ({
  level: n,
  name,
  minValidBet: bet,
  minDeposit: deposit,
  levelUpBonus: up,
  monthlyBonus: up,
  birthdayBonus: up,
  rebateExtra: extra,
});

const silver = {
  enabled: true,
  level: 2,
  name: 'Bạc',
  since: '2026-11-02T03:00:00.000Z',
  windowDays: 30,
  validBet: '12000000.00',
  deposits: '15000000.00',
  next: { level: 3, name: 'Vàng', validBetLeft: '138000000.00', depositLeft: '0.00' },
  reviewOn: '2026-12-01',
  keeps: false,
  levels: [
    level(0, 'Thành viên', '0.00', '0.00', '0.00', '0.00'),
    level(1, 'Đồng', '5000000.00', '500000.00', '50000.00', '0.05'),
    level(2, 'Bạc', '30000000.00', '3000000.00', '200000.00', '0.10'),
    level(3, 'Vàng', '150000000.00', '15000000.00', '1000000.00', '0.20'),
  ],
  rewards: [
    { kind: 'monthly', level: 2, period: '2026-11', amount: '100000.00', paidAt: '2026-11-01T03:00:00.000Z' },
    { kind: 'level_up', level: 2, period: '2', amount: '200000.00', paidAt: '2026-10-20T03:00:00.000Z' },
  ],
  currencySymbol: '₫',
} as TVip;

describe('rewardCenter (VIP)', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await setUpBrand();
  });

  const signIn = () => {
    sessionStorage.setItem('token', 'tok_signed_in_000001');
    useSessionStore.getState().refresh();
  };

  it('shows the rank, the gap to the next on both thresholds, the review warning, the ranks and the bonuses', async () => {
    stubApi({
      member: memberFixture({ hasVip: true, vipRankLevel: 2, vipLabelName: 'Bạc' }),
      routes: { 'GET /wps/member/vip': () => ok(silver) },
    });
    signIn();
    renderApp('/member?page=rewardCenter&tab=vip');

    const standing = await screen.findByTestId('vip-standing', {}, { timeout: 5000 });
    expect(screen.getByTestId('vip-rank').textContent).toBe('VIP 2 · Bạc');
    expect(standing.textContent).toContain('+0.10% trên mọi khoản hoàn trả');
    const bars = within(standing).getAllByRole('progressbar');
    // 12,000,000 of 150,000,000 valid bet; deposits already reached.
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['8', '100']);
    expect(standing.textContent).toContain('Còn ₫138,000,000.00');
    expect(standing.textContent).toContain('Đã đạt');
    expect(screen.getByTestId('vip-review').textContent).toContain('xuống một hạng');
    const current = screen.getByRole('row', { current: true });
    expect(current.textContent).toContain('Bạc');
    expect(screen.getByTestId('vip-rewards').textContent).toContain('Thưởng tháng: Bạc');
    expect(screen.getByTestId('vip-rewards').textContent).toContain('+₫200,000.00');
    // The header says the rank too.
    expect((await screen.findByTestId('member-vip')).textContent).toBe('VIP 2 · Bạc');
  });

  it('says so when the brand has no ranks, and the header shows no label', async () => {
    stubApi({
      member: memberFixture(),
      routes: {
        'GET /wps/member/vip': () => ok({ ...silver, enabled: false, level: 0, levels: [], rewards: [] }),
      },
    });
    signIn();
    renderApp('/member?page=rewardCenter&tab=vip');
    expect(await screen.findByText('Chưa có chương trình VIP', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('member-vip')).toBeNull();
  });
});
