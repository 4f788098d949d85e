import { describe, expect, it } from 'vitest';
import { lotteryGamePath } from './categories.ts';

describe('lotteryGamePath', () => {
  it('opens a lottery title on its vendor’s page, /lottery naming the vendor as well', () => {
    expect(lotteryGamePath('TCG_LOTTO_VN', 'TCG_LOTTO_VN-0001')).toBe(
      '/vnLottery?gameCode=TCG_LOTTO_VN-0001',
    );
    expect(lotteryGamePath('TCG_SEA', 'TCG_SEA-0000')).toBe('/seaLottery?gameCode=TCG_SEA-0000');
    expect(lotteryGamePath('LWLOTTO', 'LWLOTTO-0000')).toBe('/lottery?gameCode=LWLOTTO-0000&vendor=LWLOTTO');
    // Any other lottery vendor plays on /lottery, which needs its name to launch it.
    expect(lotteryGamePath('GPK_LOTTO', 'GPK-7')).toBe('/lottery?gameCode=GPK-7&vendor=GPK_LOTTO');
  });
});
