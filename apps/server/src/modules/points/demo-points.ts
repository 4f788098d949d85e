/**
 * The demo's points (issue 17, ADR 065), for each brand in its own currency: a point per 1,000 VND
 * (or a dollar) of valid bet, a point worth 10 VND (or a cent) when exchanged from 100 points, four
 * goods and a bonus voucher in the mall, and 5,000 points for demo_lucky to spend. Written once.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { promotions } from '../promotions/promotion.table.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { mallItems, pointsSettings } from './points.table.ts';

const GOODS = [
  {
    vi: 'Áo thun Luckwell',
    en: 'Luckwell T-shirt',
    dvi: 'Áo cotton, giao tận nhà.',
    den: 'Cotton tee, delivered to your door.',
    points: 500,
    vnd: 150_000,
    stock: 100,
  },
  {
    vi: 'Thẻ cào điện thoại 100K',
    en: '100K phone top-up card',
    dvi: 'Mã thẻ gửi qua tin nhắn.',
    den: 'The card code is sent by message.',
    points: 1_200,
    vnd: 100_000,
    stock: null,
  },
  {
    vi: 'Tai nghe không dây',
    en: 'Wireless earbuds',
    dvi: 'Tai nghe bluetooth chính hãng.',
    den: 'Genuine bluetooth earbuds.',
    points: 3_000,
    vnd: 600_000,
    stock: 20,
  },
  {
    vi: 'Điện thoại thông minh',
    en: 'Smartphone',
    dvi: 'Điện thoại mới nguyên hộp.',
    den: 'A new phone, sealed in its box.',
    points: 50_000,
    vnd: 6_000_000,
    stock: 2,
  },
];

/**
 * A bonus voucher in each brand's mall (ADR 073): 400 points for 50,000 (or $2) of bonus money,
 * paid under a hidden "points mall bonus" promotion that holds its wagering terms (3×, 7 days).
 * Written once; a mall seeded before bonus goods existed gets it too.
 */
const seedBonusVoucher = async (db: Database, brand: typeof merchants.$inferSelect) => {
  const [voucher] = await db
    .select({ id: mallItems.id })
    .from(mallItems)
    .where(and(eq(mallItems.merchantId, brand.id), isNotNull(mallItems.bonusPromotionId)))
    .limit(1);
  if (voucher) return;
  const vnd = brand.currencyCode === 'VND';
  const value = vnd ? 5_000_000n : 200n;
  const [terms] = await db
    .insert(promotions)
    .values({
      merchantId: brand.id,
      kind: 'no_deposit',
      title: { vi: 'Thưởng đổi điểm', en: 'Points mall bonus' },
      summary: {
        vi: 'Điều kiện cho phiếu thưởng đổi bằng điểm.',
        en: 'Terms of the bonus vouchers bought with points.',
      },
      rules: {
        vi: 'Cược 3 lần tiền thưởng trong 7 ngày.',
        en: 'Wager the bonus 3 times within 7 days.',
      },
      maxBonusMinor: value,
      wageringMultiplier: 3,
      wageringBase: 'bonus',
      expiryDays: 7,
      enabled: false,
      sortOrder: 99,
      startsAt: new Date(),
    })
    .returning({ id: promotions.id });
  if (!terms) return;
  await db.insert(mallItems).values({
    merchantId: brand.id,
    name: {
      vi: vnd ? 'Phiếu thưởng 50K' : '$2 bonus voucher',
      en: vnd ? '50K bonus voucher' : '$2 bonus voucher',
    },
    description: {
      vi: 'Tiền thưởng vào ví ngay khi đổi, cược 3 lần.',
      en: 'Bonus money in your wallet at once, wagered 3 times.',
    },
    pointsMinor: 40_000n,
    valueMinor: value,
    stock: null,
    sort: GOODS.length,
    bonusPromotionId: terms.id,
  });
};

export const seedDemoPoints = async (db: Database) => {
  const wallet = createWalletService(db);
  for (const brand of await db.select().from(merchants)) {
    await seedBonusVoucher(db, brand);
    const [existing] = await db.select().from(pointsSettings).where(eq(pointsSettings.merchantId, brand.id));
    if (existing) continue;
    const vnd = brand.currencyCode === 'VND';
    await db.insert(pointsSettings).values({
      merchantId: brand.id,
      enabled: true,
      validBetPerPointMinor: vnd ? 100_000n : 100n,
      cashPerPointMinor: vnd ? 1_000n : 1n,
      minExchangeMinor: 10_000n,
    });
    await db.insert(mallItems).values(
      GOODS.map((good, sort) => ({
        merchantId: brand.id,
        name: { vi: good.vi, en: good.en },
        description: { vi: good.dvi, en: good.den },
        pointsMinor: BigInt(good.points) * 100n,
        valueMinor: vnd ? BigInt(good.vnd) * 100n : (BigInt(good.vnd) * 100n) / 25_000n,
        stock: good.stock,
        sort,
      })),
    );
    const [lucky] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, brand.id), eq(members.account, 'demo_lucky')));
    if (lucky) {
      await wallet.credit({
        merchantId: brand.id,
        memberId: lucky.id,
        currency: brand.currencyCode,
        wallet: 'member_points',
        amountMinor: 500_000n,
        counterparty: 'points_issuer',
        idempotencyKey: `demo-points:${lucky.id}`,
        kind: 'points_earn',
        memo: 'Welcome points',
      });
    }
  }
};
