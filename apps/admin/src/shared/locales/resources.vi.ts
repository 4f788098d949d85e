/** Vietnamese strings of Content → Links (issue 19); the same keys as `resources.en.ts`. */
import type { resourcesEn } from './resources.en.ts';

export const resourcesVi: Record<keyof typeof resourcesEn, string> = {
  'content.view.links': 'Liên kết',
  'audit.action.resource.create': 'Đặt một liên kết',
  'audit.action.resource.update': 'Đổi một liên kết',
  'audit.action.resource.delete': 'Gỡ một liên kết',
  'audit.target.resource': 'Liên kết {{id}}',
  in_resource_link_invalid:
    'Kiểm tra địa chỉ: phải là địa chỉ https:// đầy đủ, trên t.me cho Telegram, facebook.com cho Facebook và youtube.com cho YouTube.',
  in_resource_not_found: 'Liên kết này không còn được đặt.',
  'resources.title': 'Liên kết',
  'resources.body':
    'Trang mạng xã hội và tải ứng dụng của thương hiệu, ở những nơi người chơi thấy trên trang. Mỗi loại một liên kết; người chơi thấy thay đổi trong vài giây.',
  'resources.list': 'Liên kết của thương hiệu',
  'resources.none.title': 'Chưa đặt liên kết nào',
  'resources.none.body':
    'Người chơi không thấy trang mạng xã hội hay tải ứng dụng nào của thương hiệu này: hãy đặt các liên kết bên dưới.',
  'resources.type.TELEGRAM': 'Telegram',
  'resources.type.MOBILECONFIG': 'Ứng dụng iOS',
  'resources.type.Android': 'Ứng dụng Android',
  'resources.type.FACEBOOK': 'Facebook',
  'resources.type.YOUTUBE': 'YouTube',
  'resources.purpose.TELEGRAM':
    'Kênh Telegram, hiện kèm mã QR ở thanh bên phải, ở chân trang và trong thẻ cộng đồng của trang chủ.',
  'resources.purpose.MOBILECONFIG':
    'Hồ sơ ứng dụng iOS (.mobileconfig): mã QR và nút tải trên trang tải ứng dụng và trang chủ.',
  'resources.purpose.Android':
    'Ứng dụng Android (tệp APK hoặc trang Play Store): mã QR và nút tải trên trang tải ứng dụng và trang chủ.',
  'resources.purpose.FACEBOOK':
    'Trang Facebook: một mục trên thanh menu, ở chân trang và trong thẻ cộng đồng của trang chủ.',
  'resources.purpose.YOUTUBE': 'Kênh YouTube: ở chân trang và trong thẻ cộng đồng của trang chủ.',
  'resources.hint.TELEGRAM': 'Ví dụ https://t.me/tenkenh',
  'resources.hint.MOBILECONFIG': 'Ví dụ https://cdn.example.com/brand.mobileconfig',
  'resources.hint.Android': 'Ví dụ https://play.google.com/store/apps/details?id=…',
  'resources.hint.FACEBOOK': 'Ví dụ https://www.facebook.com/tentrang',
  'resources.hint.YOUTUBE': 'Ví dụ https://www.youtube.com/@tenkenh',
  'resources.invalid.TELEGRAM': 'Dùng địa chỉ Telegram: https://t.me/ và tên kênh.',
  'resources.invalid.MOBILECONFIG':
    'Dùng địa chỉ đầy đủ bắt đầu bằng https://, hoặc một trang của site như /down.',
  'resources.invalid.Android':
    'Dùng địa chỉ đầy đủ bắt đầu bằng https://, hoặc một trang của site như /down.',
  'resources.invalid.FACEBOOK': 'Dùng một trang trên Facebook: https://www.facebook.com/ và tên trang.',
  'resources.invalid.YOUTUBE':
    'Dùng một kênh hoặc video trên YouTube: https://www.youtube.com/… hoặc https://youtu.be/….',
  'resources.state.set': 'Đã đặt',
  'resources.state.unset': 'Chưa đặt',
  'resources.unset.body': 'Người chơi chưa thấy liên kết này cho đến khi được đặt.',
  'resources.detail.url': 'Địa chỉ',
  'resources.detail.name': 'Tên',
  'resources.detail.labelNameEn': 'Nhãn tiếng Anh',
  'resources.detail.order': 'Thứ tự',
  'resources.detail.none': 'Không có',
  'resources.opens.newTab': 'Mở trong thẻ mới',
  'resources.opens.sameTab': 'Mở trong cùng thẻ',
  'resources.notHttps':
    'Địa chỉ này không còn hợp lệ cho liên kết: người chơi vẫn thấy, nhưng phải đổi địa chỉ thì mới lưu lại được.',
  'resources.set': 'Đặt',
  'resources.setOne': 'Đặt liên kết {{type}}',
  'resources.edit': 'Sửa',
  'resources.editOne': 'Sửa liên kết {{type}}',
  'resources.remove': 'Gỡ',
  'resources.removeOne': 'Gỡ liên kết {{type}}',
  'resources.dialog.set': 'Đặt liên kết {{type}}',
  'resources.dialog.edit': 'Sửa liên kết {{type}}',
  'resources.field.url': 'Địa chỉ',
  'resources.field.name': 'Tên hiển thị (không bắt buộc)',
  'resources.field.nameHint': 'Hiện cạnh liên kết: chú thích mã QR, thẻ cộng đồng. Tối đa 64 ký tự.',
  'resources.field.labelNameEn': 'Nhãn tiếng Anh (không bắt buộc)',
  'resources.field.labelNameEnHint': 'Cho người chơi đọc tiếng Anh. Tối đa 64 ký tự.',
  'resources.field.newTab': 'Mở trong thẻ mới',
  'resources.field.sort': 'Thứ tự',
  'resources.field.sortHint': 'Từ 0 đến 999; số nhỏ nhất đứng trước khi các liên kết hiện cùng nhau.',
  'resources.url.required': 'Hãy nhập địa chỉ.',
  'resources.save': 'Lưu liên kết',
  'resources.saved': 'Đã lưu liên kết {{type}}: người chơi thấy trong vài giây.',
  'resources.remove.title': 'Gỡ liên kết {{type}}?',
  'resources.remove.body': 'Người chơi sẽ không còn thấy {{url}} trên trang. Bạn có thể đặt lại sau.',
  'resources.remove.confirm': 'Gỡ liên kết',
  'resources.removed': 'Đã gỡ liên kết {{type}}.',
};
