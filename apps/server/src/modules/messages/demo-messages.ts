/**
 * The demo's platform information (README "Demo accounts"): a welcome notice to each brand and an
 * offer to Luckwell's members, so a fresh demo's inbox and badge show something real; and notices to
 * each brand's agents, which the agent centre's announcements list (issue 16). Idempotent: a brand
 * that has any message already keeps its messages, and one with any message to its agents keeps those.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { memberMessages } from './message.table.ts';

type DemoMessage = { category: 'notice' | 'promotion'; title: string; body: string };

const DEMO_MESSAGES: Record<string, DemoMessage[]> = {
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

/** Oldest first: the agent centre lists the last one on top. */
const DEMO_AGENT_MESSAGES: Record<string, DemoMessage[]> = {
  LW: [
    {
      category: 'notice',
      title: 'Giờ hỗ trợ đại lý',
      body: 'Bộ phận hỗ trợ đại lý làm việc từ thứ Hai đến thứ Sáu, 12:00 – 21:00.\nNgoài giờ này, hãy gửi phản hồi; chúng tôi sẽ trả lời trong giờ làm việc kế tiếp.',
    },
    {
      category: 'notice',
      title: 'Lịch kết toán lương và cổ tức',
      body: 'Lương ngày được tính trên cược hợp lệ của đội nhóm và trả sau khi ngày kết thúc.\nCổ tức kết toán theo tuần, từ thứ Hai đến Chủ nhật, và trả sau khi tuần kết thúc.\nXem từng kỳ trong mục Thu nhập của tôi.',
    },
  ],
  JDG: [
    {
      category: 'notice',
      title: 'Welcome, partners',
      body: 'Your team, its reports and your contract income are all in the agent centre.\nAgent support: Monday to Friday, 12:00–21:00.',
    },
  ],
};

const seedAgentMessages = async (db: Database) => {
  for (const [code, messages] of Object.entries(DEMO_AGENT_MESSAGES)) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    if (!merchant) continue;
    const [any] = await db
      .select({ id: memberMessages.id })
      .from(memberMessages)
      .where(and(eq(memberMessages.merchantId, merchant.id), eq(memberMessages.audience, 'agents')))
      .limit(1);
    if (any) continue;
    for (const message of messages) {
      await db.insert(memberMessages).values({
        merchantId: merchant.id,
        audience: 'agents',
        category: message.category,
        title: message.title,
        body: message.body,
        sentByName: 'demo',
      });
    }
  }
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
  await seedAgentMessages(db);
};
