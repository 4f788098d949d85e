/** Vietnamese strings of Games → Lottery; the same keys as `lottery.en.ts`. */
import type { lotteryEn } from './lottery.en.ts';

export const lotteryVi: Record<keyof typeof lotteryEn, string> = {
  'permission.lottery.results':
    'Kết quả xổ số: nhập kết quả kỳ quay hằng ngày, xác nhận kết quả người khác nhập, huỷ kỳ; bảng rủi ro',
  'permission.lottery.manage': 'Trò xổ số: mở hoặc tắt bán, giờ đóng, nhóm thưởng, hạn mức rủi ro',
  'audit.action.lottery.settings': 'Đổi cài đặt trò xổ số',
  'audit.action.lottery.result.enter': 'Nhập kết quả xổ số',
  'audit.action.lottery.result.confirm': 'Xác nhận kết quả xổ số',
  'audit.action.lottery.result.reject': 'Từ chối kết quả xổ số đã nhập',
  'audit.action.lottery.issue.cancel': 'Huỷ kỳ xổ số',
  'audit.target.lottery_game': 'Trò xổ số {{id}}',
  'audit.target.lottery_issue': 'Kỳ xổ số {{id}}',
};
