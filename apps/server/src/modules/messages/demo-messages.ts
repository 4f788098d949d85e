/**
 * The demo's platform information (README "Demo accounts"): a welcome notice to each brand and an
 * offer to Luckwell's members, so a fresh demo's inbox and badge show something real. Idempotent:
 * a brand that has any message already is left as it is.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { memberMessages } from './message.table.ts';

const DEMO_MESSAGES: Record<string, { category: 'notice' | 'promotion'; title: string; body: string }[]> = {
  LW: [
    {
      category: 'notice',
      title: 'Chào mừng đến với Luckwell',
      body: 'Cảm ơn bạn đã tham gia. Nạp tiền, chơi và rút tiền đều nằm trong Trung tâm thành viên; nếu cần giúp đỡ, hãy gửi phản hồi ở thẻ Phản hồi ngay bên cạnh.',
    },
    {
      category: 'promotion',
      title: 'Thưởng 100% cho lần nạp đầu',
      body: 'Nạp lần đầu từ 100.000 ₫ để nhận thưởng 100% tới 5.000.000 ₫. Xem điều kiện trong trang Khuyến mãi.',
    },
  ],
  JDG: [
    {
      category: 'notice',
      title: 'Welcome to Jade Dragon',
      body: 'Your wallet, your records and your messages live in the member centre. Send us feedback any time.',
    },
  ],
};

export const seedDemoMessages = async (db: Database) => {
  for (const [code, messages] of Object.entries(DEMO_MESSAGES)) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    if (!merchant) continue;
    const [any] = await db
      .select({ id: memberMessages.id })
      .from(memberMessages)
      .where(eq(memberMessages.merchantId, merchant.id))
      .limit(1);
    if (any) continue;
    for (const message of messages) {
      await db.insert(memberMessages).values({
        merchantId: merchant.id,
        audience: 'brand',
        category: message.category,
        title: message.title,
        body: message.body,
        sentByName: 'demo',
      });
    }
  }
};
