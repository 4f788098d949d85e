/**
 * The demo's VIP ranks (issue 17, ADR 066), for each brand in its own currency: Member, Bronze,
 * Silver, Gold, Platinum and Diamond, with level-up, monthly and birthday bonuses and a rebate
 * extra. demo_vip of Luckwell holds Silver, reached with the Bronze and Silver level-up bonuses and
 * this month's monthly bonus paid; this month counts as reviewed, so the first start changes nothing.
 * Written once.
 */
import { businessDayOf } from '@luckwell/contracts/member/profit-and-loss';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { createVipService } from './vip.service.ts';
import { memberVip, vipLevels, vipReviews } from './vip.table.ts';

/** In VND: valid bet and deposits over 30 days; level-up, monthly and birthday bonuses; rebate extra. */
const RANKS = [
  { vi: 'Thành viên', en: 'Member', bet: 0, deposit: 0, up: 0, month: 0, birthday: 0, extraBp: 0 },
  { vi: 'Đồng', en: 'Bronze', bet: 5e6, deposit: 5e5, up: 5e4, month: 2e4, birthday: 1e5, extraBp: 5 },
  { vi: 'Bạc', en: 'Silver', bet: 3e7, deposit: 3e6, up: 2e5, month: 1e5, birthday: 3e5, extraBp: 10 },
  { vi: 'Vàng', en: 'Gold', bet: 1.5e8, deposit: 1.5e7, up: 1e6, month: 5e5, birthday: 1e6, extraBp: 20 },
  {
    vi: 'Bạch kim',
    en: 'Platinum',
    bet: 6e8,
    deposit: 6e7,
    up: 3e6,
    month: 1.5e6,
    birthday: 3e6,
    extraBp: 30,
  },
  { vi: 'Kim cương', en: 'Diamond', bet: 2e9, deposit: 2e8, up: 1e7, month: 5e6, birthday: 8e6, extraBp: 50 },
];
export const DEMO_VIP_ACCOUNT = 'demo_vip';
export const DEMO_VIP_LEVEL = 2;

export const seedDemoVip = async (db: Database) => {
  const vip = createVipService({ db, wallet: createWalletService(db) });
  const month = businessDayOf(new Date()).slice(0, 7);
  for (const brand of await db.select().from(merchants)) {
    const [existing] = await db.select().from(vipLevels).where(eq(vipLevels.merchantId, brand.id)).limit(1);
    if (existing) continue;
    // A dollar brand's amounts: about 25,000 VND to the dollar, in cents.
    const minor = (vnd: number) =>
      brand.currencyCode === 'VND' ? BigInt(vnd) * 100n : BigInt(Math.round(vnd / 250));
    const levels = await db
      .insert(vipLevels)
      .values(
        RANKS.map((rank, level) => ({
          merchantId: brand.id,
          level,
          name: { vi: rank.vi, en: rank.en },
          minValidBetMinor: minor(rank.bet),
          minDepositMinor: minor(rank.deposit),
          levelUpBonusMinor: minor(rank.up),
          monthlyBonusMinor: minor(rank.month),
          birthdayBonusMinor: minor(rank.birthday),
          rebateExtraBp: rank.extraBp,
        })),
      )
      .returning();
    const [holder] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, brand.id), eq(members.account, DEMO_VIP_ACCOUNT)));
    if (holder) {
      await db
        .insert(memberVip)
        .values({
          memberId: holder.id,
          merchantId: brand.id,
          level: DEMO_VIP_LEVEL,
          highest: DEMO_VIP_LEVEL,
          reviewedMonth: month,
        })
        .onConflictDoNothing();
      for (const level of levels) {
        if (level.level >= 1 && level.level <= DEMO_VIP_LEVEL) {
          await vip.reward(
            brand,
            holder.id,
            'level_up',
            String(level.level),
            level.level,
            level.levelUpBonusMinor,
          );
        }
      }
      const held = levels.find((level) => level.level === DEMO_VIP_LEVEL);
      if (held) await vip.reward(brand, holder.id, 'monthly', month, DEMO_VIP_LEVEL, held.monthlyBonusMinor);
    }
    await db
      .insert(vipReviews)
      .values({ merchantId: brand.id, month, day: businessDayOf(new Date()), members: holder ? 1 : 0 })
      .onConflictDoNothing();
  }
};
