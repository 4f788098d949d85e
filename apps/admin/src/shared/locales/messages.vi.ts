import type { messagesEn } from './messages.en.ts';

/** Vietnamese strings of Players → Messages and Feedback; the same keys as `messages.en.ts`. */
export const messagesVi: Record<keyof typeof messagesEn, string> = {
  'permission.messages.send': 'Gửi tin nhắn tới thương hiệu, đội hoặc thành viên',
  'permission.feedback.reply': 'Đọc và trả lời phản hồi của thành viên',
  'audit.action.message.send': 'Đã gửi tin nhắn',
  'audit.action.feedback.reply': 'Đã trả lời phản hồi',
  'audit.action.feedback.close': 'Đã đóng phản hồi',
  'audit.target.message': 'Tin nhắn #{{id}}',
  'audit.target.feedback': 'Phản hồi #{{id}}',
};
