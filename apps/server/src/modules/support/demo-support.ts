/**
 * The demo's support desk (README "Live support"): each brand's ready answers in its languages, so
 * the console's canned-reply picker has something real on a fresh demo. Office hours are left unset:
 * the demo's desk answers around the clock. Idempotent: a brand with any canned reply keeps its own.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { supportCannedReplies } from './support.table.ts';

type DemoReply = { title: string; body: string; language: 'vi' | 'en' };

const GREETINGS: DemoReply[] = [
  {
    language: 'vi',
    title: 'Chào hỏi',
    body: 'Chào anh/chị, em là nhân viên hỗ trợ. Em có thể giúp gì cho anh/chị ạ?',
  },
  {
    language: 'vi',
    title: 'Nạp tiền chưa vào',
    body: 'Anh/chị vui lòng gửi giúp em ảnh biên lai chuyển khoản và số tiền đã nạp, em kiểm tra ngay ạ.',
  },
  {
    language: 'vi',
    title: 'Rút tiền',
    body: 'Lệnh rút thường được duyệt trong 5–15 phút. Anh/chị xem trạng thái ở Trung tâm thành viên › Lịch sử giao dịch ạ.',
  },
  { language: 'vi', title: 'Kết thúc', body: 'Cảm ơn anh/chị đã liên hệ. Chúc anh/chị một ngày vui vẻ!' },
  { language: 'en', title: 'Greeting', body: 'Hello, this is customer support. How can I help you today?' },
  {
    language: 'en',
    title: 'Deposit not credited',
    body: 'Please send a picture of your transfer receipt and the amount, and I will check it right away.',
  },
  {
    language: 'en',
    title: 'Withdrawal',
    body: 'Withdrawals are usually approved within 5–15 minutes. You can follow yours in the member centre under Transaction history.',
  },
  { language: 'en', title: 'Closing', body: 'Thank you for contacting us. Have a nice day!' },
];

export const seedDemoSupport = async (db: Database) => {
  const brands = await db.select({ id: merchants.id, languages: merchants.languages }).from(merchants);
  for (const brand of brands) {
    const [any] = await db
      .select({ id: supportCannedReplies.id })
      .from(supportCannedReplies)
      .where(eq(supportCannedReplies.merchantId, brand.id))
      .limit(1);
    if (any) continue;
    const replies = GREETINGS.filter((reply) => brand.languages.includes(reply.language));
    if (replies.length > 0) {
      await db
        .insert(supportCannedReplies)
        .values(replies.map((reply) => ({ ...reply, merchantId: brand.id })));
    }
  }
};
