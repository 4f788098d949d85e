import type { soonEn } from './soon.en.ts';

/** Văn bản tiếng Việt của các trang sắp ra mắt (`shared/coming-soon.tsx`), cùng khóa với soon.en.ts. */
export const soonVi: Record<keyof typeof soonEn, string> = {
  soon_badge: 'Sắp ra mắt',
  soon_body: 'Trang này đang được hoàn thiện và sẽ sớm ra mắt. Cảm ơn bạn đã kiên nhẫn chờ đợi!',
  soon_whats_coming: 'Những gì sắp có',
  page_seamless: 'Sảnh trò chơi',
  page_sponsor: 'Nhà tài trợ',
  page_description: 'Giới thiệu về {{name}}',
  feat_member_1: 'Trung tâm bảo mật và thông tin tài khoản',
  feat_member_2: 'Nạp tiền, rút tiền và chuyển quỹ giữa các ví',
  feat_member_3: 'Lịch sử cược, lịch sử giao dịch và lãi lỗ',
  feat_member_4: 'Trung tâm thưởng, nhiệm vụ và tin nhắn',
  feat_agentHome_1: 'Tổng quan đội nhóm và thông báo đại lý',
  feat_agentHome_2: 'Đăng ký và quản lý tuyến dưới',
  feat_agentHome_3: 'Báo cáo thu nhập, cược và lãi lỗ của đội nhóm',
  feat_agentHome_4: 'Hợp đồng cổ tức, lương ngày, lương giờ và lương thời gian thực',
  feat_seamless_1: 'Chơi ngay trong trang, không cần chuyển ví',
  feat_seamless_2: 'Số dư cập nhật tức thì sau mỗi ván',
  feat_seamless_3: 'Chuyển đổi trò chơi nhanh chóng',
  feat_sponsor_1: 'Các đội tuyển và sự kiện thể thao {{name}} đồng hành',
  feat_sponsor_2: 'Hình ảnh và video từ các hoạt động tài trợ',
  feat_sponsor_3: 'Ưu đãi dành riêng cho người hâm mộ',
  feat_description_1: 'Câu chuyện thương hiệu và giấy phép hoạt động',
  feat_description_2: 'Cam kết chơi có trách nhiệm',
  feat_description_3: 'Các sản phẩm và dịch vụ nổi bật',
};
