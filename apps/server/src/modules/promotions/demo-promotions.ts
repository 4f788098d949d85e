/**
 * The demo's promotions (issue 17, ADR 063), for each brand in its own currency: a first-deposit
 * bonus, a reload bonus on deposit and bonus, a no-deposit welcome bonus, a weekly cashback and a
 * share-and-apply promotion (ADR 070) and a week's raffle (ADR 071), with the category contributions a real site uses (slots and
 * fishing in full, live tables a tenth). Each kind written once.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from '../members/member.table.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { promotionApplications, promotions } from './promotion.table.ts';

const CONTRIBUTIONS = [
  { category: 'RNG', bp: 10_000 },
  { category: 'FISH', bp: 10_000 },
  { category: 'PVP', bp: 5_000 },
  { category: 'LIVE', bp: 1_000 },
  { category: 'SPORTS', bp: 5_000 },
  { category: 'ESPORTS', bp: 5_000 },
  { category: 'LOTT', bp: 2_000 },
  { category: 'ELOTT', bp: 2_000 },
  { category: 'COCKFIGHT', bp: 2_000 },
  { category: 'JL', bp: 10_000 },
];

/** An amount given in VND as the brand's minor units: itself for LW, in US cents at 25,000 VND a dollar for JDG. */
const inCurrency = (currency: string) => (vnd: number) =>
  currency === 'VND' ? BigInt(vnd) * 100n : (BigInt(vnd) * 100n) / 25_000n;

export const seedDemoPromotions = async (db: Database, now = new Date()) => {
  for (const brand of await db.select().from(merchants)) {
    const kinds = new Set(
      (
        await db.select({ kind: promotions.kind }).from(promotions).where(eq(promotions.merchantId, brand.id))
      ).map((row) => row.kind),
    );
    const money = inCurrency(brand.currencyCode);
    const shown = (vnd: number) =>
      brand.currencyCode === 'VND' ? `${(vnd / 1000).toLocaleString('en')}K` : `$${vnd / 25_000}`;
    const startsAt = new Date(now.getTime() - 30 * 86_400_000);
    const demo: (typeof promotions.$inferInsert)[] = [
      {
        merchantId: brand.id,
        kind: 'deposit_bonus',
        depositRule: 'first',
        sortOrder: 1,
        title: { vi: 'Thưởng nạp đầu 100%', en: '100% first deposit bonus' },
        summary: {
          vi: `Nạp lần đầu từ ${shown(100_000)}, nhận thêm 100% đến ${shown(2_000_000)}. Cược 10 lần tiền thưởng.`,
          en: `Make your first deposit of ${shown(100_000)} or more and get 100% extra, up to ${shown(2_000_000)}. Wager the bonus 10 times.`,
        },
        rules: {
          vi: [
            'Tham gia khuyến mãi trước khi nạp lần đầu.',
            `Tiền thưởng bằng 100% số tiền nạp, tối đa ${shown(2_000_000)}; nạp tối thiểu ${shown(100_000)}.`,
            'Yêu cầu cược: 10 lần tiền thưởng trong 14 ngày. Slot và bắn cá tính 100%, casino trực tiếp 10%.',
            `Cược tối đa ${shown(200_000)} mỗi ván khi đang cược thưởng.`,
            'Rút tiền trước khi hoàn thành yêu cầu cược sẽ huỷ tiền thưởng.',
          ].join('\n'),
          en: [
            'Join before your first deposit.',
            `The bonus is 100% of the deposit, up to ${shown(2_000_000)}; minimum deposit ${shown(100_000)}.`,
            'Wagering: 10 times the bonus within 14 days. Slots and fishing count 100%, live casino 10%.',
            `Maximum bet ${shown(200_000)} per round while the bonus wagers.`,
            'Withdrawing before the wagering is complete gives up the bonus.',
          ].join('\n'),
        },
        bonusBp: 10_000,
        maxBonusMinor: money(2_000_000),
        minDepositMinor: money(100_000),
        wageringMultiplier: 10,
        wageringBase: 'bonus',
        maxBetMinor: money(200_000),
        expiryDays: 14,
        contributions: CONTRIBUTIONS,
        startsAt,
      },
      {
        merchantId: brand.id,
        kind: 'deposit_bonus',
        depositRule: 'any',
        sortOrder: 2,
        title: { vi: 'Thưởng nạp lại 30%', en: '30% reload bonus' },
        summary: {
          vi: `Mỗi lần nạp từ ${shown(50_000)} nhận thêm 30%, tối đa ${shown(1_000_000)}. Cược 3 lần (nạp + thưởng).`,
          en: `Get 30% extra on a deposit of ${shown(50_000)} or more, up to ${shown(1_000_000)}. Wager deposit and bonus 3 times.`,
        },
        rules: {
          vi: [
            'Tham gia, rồi nạp tiền: lần nạp kế tiếp đủ điều kiện sẽ nhận thưởng.',
            `Tiền thưởng bằng 30% số tiền nạp, tối đa ${shown(1_000_000)}.`,
            'Yêu cầu cược: 3 lần (tiền nạp + tiền thưởng) trong 7 ngày.',
          ].join('\n'),
          en: [
            'Join, then deposit: your next qualifying deposit earns the bonus.',
            `The bonus is 30% of the deposit, up to ${shown(1_000_000)}.`,
            'Wagering: 3 times deposit plus bonus within 7 days.',
          ].join('\n'),
        },
        bonusBp: 3_000,
        maxBonusMinor: money(1_000_000),
        minDepositMinor: money(50_000),
        wageringMultiplier: 3,
        wageringBase: 'deposit_bonus',
        maxBetMinor: null,
        expiryDays: 7,
        contributions: CONTRIBUTIONS,
        startsAt,
      },
      {
        merchantId: brand.id,
        kind: 'no_deposit',
        depositRule: 'any',
        sortOrder: 3,
        title: { vi: `Quà chào mừng ${shown(50_000)}`, en: `${shown(50_000)} welcome gift` },
        summary: {
          vi: `Nhận ngay ${shown(50_000)} tiền thưởng, không cần nạp. Cược 20 lần để rút.`,
          en: `Claim ${shown(50_000)} of bonus money, no deposit needed. Wager it 20 times to withdraw.`,
        },
        rules: {
          vi: [
            'Mỗi thành viên nhận một lần.',
            'Yêu cầu cược: 20 lần tiền thưởng trong 7 ngày.',
            `Cược tối đa ${shown(20_000)} mỗi ván khi đang cược thưởng.`,
          ].join('\n'),
          en: [
            'Once per member.',
            'Wagering: 20 times the bonus within 7 days.',
            `Maximum bet ${shown(20_000)} per round while the bonus wagers.`,
          ].join('\n'),
        },
        bonusBp: null,
        maxBonusMinor: money(50_000),
        minDepositMinor: 0n,
        wageringMultiplier: 20,
        wageringBase: 'bonus',
        maxBetMinor: money(20_000),
        expiryDays: 7,
        contributions: CONTRIBUTIONS,
        startsAt,
      },
      {
        merchantId: brand.id,
        kind: 'cashback',
        depositRule: 'any',
        cashbackPeriod: 'weekly',
        sortOrder: 4,
        title: { vi: 'Hoàn trả 5% mỗi tuần', en: '5% weekly cashback' },
        summary: {
          vi: `Thua tuần trước từ ${shown(100_000)}? Nhận lại 5%, tối đa ${shown(5_000_000)}, không cần cược lại.`,
          en: `Lost ${shown(100_000)} or more last week? Get 5% back, up to ${shown(5_000_000)}, with no wagering.`,
        },
        rules: {
          vi: [
            'Tuần tính từ thứ Hai đến Chủ nhật (giờ Việt Nam). Số thua = tổng cược trừ tổng thắng của các ván đã kết thúc.',
            `Hoàn 5% số thua, tối đa ${shown(5_000_000)}; số thua tối thiểu ${shown(100_000)}.`,
            'Nhận trong tuần kế tiếp; tiền hoàn vào thẳng ví chính.',
          ].join('\n'),
          en: [
            'A week runs Monday to Sunday (Vietnam time). Net loss = stakes less winnings of settled rounds.',
            `5% of the net loss, up to ${shown(5_000_000)}; net loss of ${shown(100_000)} or more.`,
            'Claim it during the following week; the cashback goes straight to your main wallet.',
          ].join('\n'),
        },
        bonusBp: 500,
        maxBonusMinor: money(5_000_000),
        minDepositMinor: 0n,
        minLossMinor: money(100_000),
        wageringMultiplier: 0,
        wageringBase: 'bonus',
        maxBetMinor: null,
        expiryDays: 7,
        contributions: CONTRIBUTIONS,
        startsAt,
      },
      {
        merchantId: brand.id,
        kind: 'application',
        depositRule: 'any',
        sortOrder: 5,
        title: { vi: `Chia sẻ nhận ${shown(100_000)}`, en: `Share and get ${shown(100_000)}` },
        summary: {
          vi: `Chia sẻ ${brand.name} lên mạng xã hội, gửi ảnh chụp màn hình và nhận đến ${shown(100_000)}.`,
          en: `Share ${brand.name} on social media, send a screenshot and get up to ${shown(100_000)}.`,
        },
        rules: {
          vi: [
            'Đăng bài giới thiệu kèm đường dẫn trang web ở chế độ công khai.',
            'Gửi đơn với ghi chú (đường dẫn bài đăng) và tối đa 3 ảnh chụp màn hình.',
            `Đơn được duyệt trong 24 giờ; thưởng tối đa ${shown(100_000)}, cược 1 lần trong 7 ngày.`,
          ].join('\n'),
          en: [
            'Post about us publicly with a link to the site.',
            'Apply with a comment (the link to your post) and up to 3 screenshots.',
            `Applications are reviewed within 24 hours; up to ${shown(100_000)}, wagered once within 7 days.`,
          ].join('\n'),
        },
        bonusBp: null,
        maxBonusMinor: money(100_000),
        minDepositMinor: 0n,
        wageringMultiplier: 1,
        wageringBase: 'bonus',
        maxBetMinor: null,
        expiryDays: 7,
        contributions: CONTRIBUTIONS,
        startsAt,
      },
      {
        merchantId: brand.id,
        kind: 'raffle',
        depositRule: 'any',
        sortOrder: 6,
        title: { vi: 'Quay số may mắn tuần này', en: 'This week’s lucky draw' },
        summary: {
          vi: `Mỗi ${shown(200_000)} cược hợp lệ là một vé. 8 giải, giải nhất ${shown(2_000_000)}.`,
          en: `Every ${shown(200_000)} of valid bet is a ticket. 8 prizes, the top one ${shown(2_000_000)}.`,
        },
        rules: {
          vi: [
            'Bấm Tham gia quay số; cược hợp lệ trong suốt chương trình đều được tính vé.',
            'Kết thúc chương trình, hệ thống quay ngẫu nhiên theo số vé: nhiều vé, nhiều cơ hội. Mỗi thành viên trúng tối đa một giải.',
            'Người trúng bấm Nhận giải trong 7 ngày; tiền thưởng cược 1 lần.',
          ].join('\n'),
          en: [
            'Press Enter the raffle; valid bets over the whole promotion count for tickets.',
            'When it ends, the system draws at random by tickets: more tickets, more chances. One prize per member.',
            'Winners press Claim within 7 days; the prize is wagered once.',
          ].join('\n'),
        },
        bonusBp: null,
        maxBonusMinor: money(2_000_000),
        minDepositMinor: 0n,
        ticketMinor: money(200_000),
        prizes: [
          { amountMinor: String(money(2_000_000)), count: 1 },
          { amountMinor: String(money(500_000)), count: 2 },
          { amountMinor: String(money(100_000)), count: 5 },
        ],
        wageringMultiplier: 1,
        wageringBase: 'bonus',
        maxBetMinor: null,
        expiryDays: 7,
        contributions: CONTRIBUTIONS,
        startsAt: new Date(now.getTime() - 2 * 86_400_000),
        endsAt: new Date(now.getTime() + 5 * 86_400_000),
      },
    ];
    // Kinds already there are left as the operator has them; a kind added later is added.
    const missing = demo.filter((promotion) => !kinds.has(promotion.kind));
    if (missing.length > 0) await db.insert(promotions).values(missing);
  }
};

/**
 * One application waiting in Luckwell's review queue, so the back office's Applications view has
 * something to review on a fresh demo: demo_friend's share of the site. Written once.
 */
export const seedDemoApplications = async (db: Database) => {
  const [row] = await db
    .select({ promotionId: promotions.id, merchantId: promotions.merchantId, memberId: members.id })
    .from(promotions)
    .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
    .innerJoin(members, and(eq(members.merchantId, merchants.id), eq(members.account, 'demo_friend')))
    .where(and(eq(merchants.code, 'LW'), eq(promotions.kind, 'application')))
    .limit(1);
  if (!row) return;
  await db
    .insert(promotionApplications)
    .values({
      merchantId: row.merchantId,
      memberId: row.memberId,
      promotionId: row.promotionId,
      comment: 'https://facebook.com/demo.friend/posts/1024 (công khai)',
    })
    .onConflictDoNothing();
};
