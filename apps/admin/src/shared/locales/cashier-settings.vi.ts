/** Vietnamese strings of Cashier → Cashier limits; the same keys as `cashier-settings.en.ts`. */
import type { cashierSettingsEn } from './cashier-settings.en.ts';

export const cashierSettingsVi: Record<keyof typeof cashierSettingsEn, string> = {
  'permission.cashier.settings': 'Thay đổi hạn mức rút tiền và chuyển tiền của thương hiệu',
  'audit.action.withdrawalSettings.update': 'Thay đổi hạn mức rút tiền',
  'audit.action.transferSettings.update': 'Thay đổi hạn mức chuyển tiền',

  'section.cashierLimits.title': 'Hạn mức thu ngân',
  'section.cashierLimits.description':
    'Hạn mức rút tiền và chuyển tiền của thương hiệu; thành viên thấy thay đổi ngay.',
  'section.cashierLimits.p1': 'Số tiền rút tối thiểu, tối đa và thời gian xác nhận',
  'section.cashierLimits.p2': 'Số tài khoản ngân hàng thành viên được liên kết',
  'section.cashierLimits.p3': 'Hạn mức mỗi lần chuyển và mỗi ngày',

  'cl.brand': 'Thương hiệu',
  'cl.loading': 'Đang tải hạn mức…',
  'cl.loadFailed': 'Không tải được hạn mức.',
  'cl.retry': 'Thử lại',
  'cl.withdrawals.title': 'Rút tiền',
  'cl.withdrawals.body': 'Giới hạn của một lệnh rút và số tài khoản ngân hàng thành viên được liên kết.',
  'cl.transfers.title': 'Chuyển tiền giữa thành viên',
  'cl.transfers.body': 'Mỗi lần chuyển, và số tiền một thành viên được gửi mỗi ngày (UTC).',
  'cl.minAmount': 'Số tiền tối thiểu ({{currency}})',
  'cl.maxAmount': 'Số tiền tối đa ({{currency}})',
  'cl.dailyLimit': 'Hạn mức mỗi ngày cho người gửi ({{currency}})',
  'cl.confirmMinutes': 'Xác nhận trong (phút, 1–1440)',
  'cl.maxBankAccounts': 'Số tài khoản ngân hàng mỗi thành viên (1–10)',
  'cl.save': 'Lưu',
  'cl.invalid': 'Kiểm tra lại giá trị này.',
  'cl.toast.withdrawals': 'Đã lưu hạn mức rút tiền của {{brand}}.',
  'cl.toast.transfers': 'Đã lưu hạn mức chuyển tiền của {{brand}}.',
  'cl.threshold.title': 'Ngưỡng duyệt điều chỉnh',
  'cl.threshold.body':
    'Điều chỉnh thủ công trên {{amount}} cần người duyệt thứ hai. Ngưỡng được đặt trong cài đặt tài chính (chỉ chủ sở hữu).',
  'cl.threshold.link': 'Mở điều chỉnh',
};
