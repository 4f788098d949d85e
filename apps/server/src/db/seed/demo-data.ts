/**
 * The demo brands: Luckwell (VI + EN, navy and gold, on localhost) and Jade Dragon (EN only, jade,
 * on brand2.localhost). Images are the generated SVGs under apps/web/public/img.
 */
import type { MerchantTheme } from '../../modules/merchants/merchant.table.ts';

type Text = { vi?: string; en?: string };
type TitledText = { vi?: { title: string; content: string }; en?: { title: string; content: string } };

export type DemoBrand = {
  code: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  logoUrl: string;
  languages: string[];
  defaultLanguage: string;
  theme: MerchantTheme;
  lotteryType: string;
  customerServiceUrl: string;
  supportHours: string;
  domains: { host: string; isMain: boolean }[];
  flags: Record<string, boolean>;
  resources: { resourceType: string; url: string; name: string; labelNameEn: string; newTab: boolean }[];
  categories: string[];
  vendors: { vassalage: string; gameType: string; displayName: string }[];
  banners: {
    key: string;
    groupName: string;
    url: string;
    title: Text;
    linkageType: string;
    link: string | null;
  }[];
  announcements: {
    key: string;
    type: string;
    execution: string;
    promotionType: string | null;
    text: TitledText;
  }[];
  help: { key: string; name: Text; icon: string; articles: { key: string; text: TitledText }[] }[];
};

/** Pattern families of spec §5, by patternId; hint texts are keyed reg_pattern_{patternId}. */
const PATTERNS = {
  any: { patternId: 1, acceptedPattern: '*' },
  letterFirst: { patternId: 2, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' },
  email: { patternId: 4, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  lettersOrDigits: { patternId: 5, acceptedPattern: '^[A-Za-z0-9]+$' },
  lettersAndDigits: { patternId: 6, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$' },
  digits: { patternId: 7, acceptedPattern: '^\\d+$' },
  lettersAndSpaces: { patternId: 13, acceptedPattern: '^[A-Za-z ]+$' },
  anyLettersAndSpaces: { patternId: 13, acceptedPattern: '*' },
  date: { patternId: 12, acceptedPattern: '*' },
  noSpaces: { patternId: 10, acceptedPattern: '*' },
} as const;

type Rule = { field: string; enabled: boolean; required: boolean; minLength: number; maxLength: number } & {
  patternId: number;
  acceptedPattern: string;
  onProfile?: boolean;
};

/** A personal detail the registration form does not ask for but My account offers (ADR 052). */
const profileOnly = (
  field: string,
  minLength: number,
  maxLength: number,
  pattern: { patternId: number; acceptedPattern: string },
): Rule => ({
  field,
  enabled: false,
  required: false,
  minLength,
  maxLength,
  ...pattern,
  onProfile: true,
});

/** The demo registration form; in mobile mode the number is the account, so it is required there anyway. */
export const registerRules = (): Rule[] => [
  { field: 'username', enabled: true, required: true, minLength: 6, maxLength: 16, ...PATTERNS.letterFirst },
  {
    field: 'password',
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 20,
    ...PATTERNS.lettersAndDigits,
  },
  {
    field: 'payeeName',
    enabled: true,
    required: false,
    minLength: 2,
    maxLength: 50,
    ...PATTERNS.lettersAndSpaces,
  },
  {
    field: 'paymentPassword',
    enabled: false,
    required: false,
    minLength: 6,
    maxLength: 6,
    ...PATTERNS.digits,
  },
  { field: 'qqNum', enabled: false, required: false, minLength: 5, maxLength: 12, ...PATTERNS.digits },
  { field: 'line', enabled: false, required: false, minLength: 4, maxLength: 30, ...PATTERNS.any },
  { field: 'whatsapp', enabled: false, required: false, minLength: 8, maxLength: 15, ...PATTERNS.digits },
  { field: 'facebook', enabled: false, required: false, minLength: 4, maxLength: 50, ...PATTERNS.any },
  { field: 'wechat', enabled: false, required: false, minLength: 4, maxLength: 30, ...PATTERNS.any },
  { field: 'idNumber', enabled: false, required: false, minLength: 9, maxLength: 12, ...PATTERNS.digits },
  profileOnly('birthday', 10, 10, PATTERNS.date),
  profileOnly('nationality', 2, 40, PATTERNS.anyLettersAndSpaces),
  profileOnly('address', 5, 120, PATTERNS.any),
  profileOnly('occupation', 2, 60, PATTERNS.any),
  profileOnly('incomeSource', 2, 60, PATTERNS.any),
  profileOnly('zalo', 9, 11, PATTERNS.digits),
  profileOnly('telegram', 5, 32, PATTERNS.noSpaces),
  { field: 'email', enabled: true, required: false, minLength: 5, maxLength: 50, ...PATTERNS.email },
  { field: 'mobileNum', enabled: true, required: false, minLength: 9, maxLength: 11, ...PATTERNS.digits },
  {
    field: 'recommenderId',
    enabled: false,
    required: false,
    minLength: 4,
    maxLength: 16,
    ...PATTERNS.lettersOrDigits,
  },
  {
    field: 'affiliateCode',
    enabled: true,
    required: false,
    minLength: 4,
    maxLength: 16,
    ...PATTERNS.lettersOrDigits,
  },
  { field: 'captcha', enabled: true, required: true, minLength: 4, maxLength: 4, ...PATTERNS.digits },
];

const vendor = (vassalage: string, gameType: string, displayName: string) => ({
  vassalage,
  gameType,
  displayName,
});

const LUCKWELL: DemoBrand = {
  code: 'LW',
  name: 'Luckwell',
  currencyCode: 'VND',
  currencySymbol: '₫',
  logoUrl: '/img/brand/luckwell-logo.svg',
  languages: ['vi', 'en'],
  defaultLanguage: 'vi',
  theme: { background: '#0b1020', surface: '#121a33', primary: '#f5c451', accent: '#e0364f' },
  lotteryType: 'SEA',
  customerServiceUrl: '/help?section=contact',
  supportHours: 'Mon–Fri 12:00–21:00 (GMT+7)',
  domains: [
    { host: 'localhost', isMain: true },
    { host: '127.0.0.1', isMain: false },
    { host: '[::1]', isMain: false },
  ],
  flags: {
    USERNAMEREG3: true,
    MOBILEVERCODELOGIN3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBILENUMPASSREG3: false,
    DIRECTREG3: true,
    CHNGPASSVERIF3: false,
    AGENTPOLICY3: true,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    // One seamless wallet (GCS_merchantWallet isSingle); not a published whitelabel flag.
    TRANSFERWALLET: false,
  },
  resources: [
    {
      resourceType: 'TELEGRAM',
      url: 'https://t.me/luckwell_support',
      name: 'Telegram',
      labelNameEn: 'Telegram',
      newTab: true,
    },
    {
      resourceType: 'FACEBOOK',
      url: 'https://www.facebook.com/luckwell',
      name: 'Facebook',
      labelNameEn: 'Facebook',
      newTab: true,
    },
    {
      resourceType: 'YOUTUBE',
      url: 'https://www.youtube.com/@luckwell',
      name: 'YouTube',
      labelNameEn: 'YouTube',
      newTab: true,
    },
    {
      resourceType: 'MOBILECONFIG',
      url: '/down?platform=ios',
      name: 'iOS',
      labelNameEn: 'iOS',
      newTab: false,
    },
    {
      resourceType: 'Android',
      url: '/down?platform=android',
      name: 'Android',
      labelNameEn: 'Android',
      newTab: false,
    },
  ],
  categories: ['JL', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'LOTT', 'ELOTT'],
  vendors: [
    vendor('JL', 'JL', 'JL Games'),
    vendor('LW', 'RNG', 'Luckwell Originals'),
    vendor('NOVA', 'RNG', 'Nova Slots'),
    vendor('ORIENT', 'RNG', 'Orient Reels'),
    vendor('PHOENIX', 'RNG', 'Phoenix Gaming'),
    vendor('LWLIVE', 'LIVE', 'LW Live'),
    vendor('GOLDHALL', 'LIVE', 'Gold Hall'),
    vendor('OCEAN', 'FISH', 'Ocean King'),
    vendor('LWFISH', 'FISH', 'LW Fishing'),
    vendor('BTI', 'SPORTS', 'BTi Sports'),
    vendor('LWSB', 'SPORTS', 'LW Sportsbook'),
    vendor('IMES', 'ESPORTS', 'IM eSports'),
    vendor('TF', 'ESPORTS', 'TF Gaming'),
    vendor('DS88', 'COCKFIGHT', 'DS88 Sabong'),
    vendor('DIG', 'COCKFIGHT', 'DIG Cockfight'),
    vendor('LWCARD', 'PVP', 'LW Cards'),
    vendor('KINGPOKER', 'PVP', 'King Poker'),
    vendor('LWLOTTO', 'LOTT', 'LW Lotto'),
    vendor('TCG_SEA', 'ELOTT', 'SEA Lottery'),
    vendor('TCG_LOTTO_VN', 'ELOTT', 'VN Lottery'),
  ],
  banners: [
    {
      key: 'home-welcome',
      groupName: 'w_home',
      url: '/img/banners/home-1.svg',
      title: { vi: 'Thưởng chào mừng 100% cho lần nạp đầu', en: '100% welcome bonus on your first deposit' },
      linkageType: 'INTERNAL',
      link: '/promotions',
    },
    {
      key: 'home-slots',
      groupName: 'w_home',
      url: '/img/banners/home-2.svg',
      title: { vi: 'Hàng nghìn trò slot, jackpot mỗi ngày', en: 'Thousands of slots, jackpots every day' },
      linkageType: 'INTERNAL',
      link: '/rng',
    },
    {
      key: 'home-live',
      groupName: 'w_home',
      url: '/img/banners/home-3.svg',
      title: { vi: 'Sòng bài trực tiếp, chia bài thật 24/7', en: 'Live casino tables, real dealers 24/7' },
      linkageType: 'INTERNAL',
      link: '/live',
    },
    {
      key: 'activity-deposit',
      groupName: 'w_activity',
      url: '/img/banners/activity-1.svg',
      title: { vi: 'Nạp lần đầu nhận thêm 100%', en: 'First deposit doubled' },
      linkageType: 'INTERNAL',
      link: '/promotions',
    },
    {
      key: 'activity-rebate',
      groupName: 'w_activity',
      url: '/img/banners/activity-2.svg',
      title: { vi: 'Hoàn trả mỗi ngày lên đến 1,2%', en: 'Daily rebate up to 1.2%' },
      linkageType: 'INTERNAL',
      link: '/promotions',
    },
    {
      key: 'activity-vip',
      groupName: 'w_activity',
      url: '/img/banners/activity-3.svg',
      title: { vi: 'Đặc quyền VIP: thưởng thăng cấp hằng tháng', en: 'VIP perks: monthly level-up rewards' },
      linkageType: 'INTERNAL',
      link: '/promotions',
    },
    {
      key: 'model-ambassador',
      groupName: 'w_model',
      url: '/img/banners/model-1.svg',
      title: { vi: 'Đại sứ thương hiệu Luckwell', en: 'Luckwell brand ambassador' },
      linkageType: 'INTERNAL',
      link: '/sponsor',
    },
    {
      key: 'video-intro',
      groupName: 'w_video',
      url: '/img/banners/video-1.svg',
      title: { vi: 'Khám phá Luckwell trong 60 giây', en: 'Discover Luckwell in 60 seconds' },
      linkageType: 'EXTERNAL',
      link: 'https://www.youtube.com/watch?v=LwIntro2026',
    },
    {
      key: 'login-art',
      groupName: 'w_login',
      url: '/img/banners/login.svg',
      title: { vi: 'Chào mừng trở lại', en: 'Welcome back' },
      linkageType: 'NONE',
      link: null,
    },
    {
      key: 'register-art',
      groupName: 'w_register',
      url: '/img/banners/register.svg',
      title: { vi: 'Tham gia Luckwell', en: 'Join Luckwell' },
      linkageType: 'NONE',
      link: null,
    },
    {
      key: 'forget-art',
      groupName: 'w_forget',
      url: '/img/banners/forget.svg',
      title: { vi: 'Lấy lại mật khẩu', en: 'Recover your password' },
      linkageType: 'NONE',
      link: null,
    },
  ],
  announcements: [
    {
      key: 'notice-welcome',
      type: 'B',
      execution: 'B',
      promotionType: null,
      text: {
        vi: {
          title: 'Chào mừng đến với Luckwell',
          content:
            '<p>Đăng ký tài khoản chỉ trong 30 giây và nhận ngay ưu đãi chào mừng dành cho thành viên mới.</p>',
        },
        en: {
          title: 'Welcome to Luckwell',
          content: '<p>Open an account in 30 seconds and claim the welcome offer for new members.</p>',
        },
      },
    },
    {
      key: 'notice-maintenance-window',
      type: 'B',
      execution: 'B',
      promotionType: null,
      text: {
        vi: {
          title: 'Bảo trì định kỳ sảnh xổ số vào 02:00–03:00 sáng thứ Hai',
          content:
            '<p>Sảnh xổ số sẽ tạm dừng từ 02:00 đến 03:00 (GMT+7) sáng thứ Hai hằng tuần để nâng cấp hệ thống.</p>',
        },
        en: {
          title: 'Lottery lobby maintenance every Monday 02:00–03:00',
          content: '<p>The lottery lobby pauses every Monday from 02:00 to 03:00 (GMT+7) for upgrades.</p>',
        },
      },
    },
    {
      key: 'notice-responsible',
      type: 'B',
      execution: 'B',
      promotionType: null,
      text: {
        vi: {
          title: 'Chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi',
          content:
            '<p>Luckwell chỉ phục vụ người chơi từ 18 tuổi trở lên. Hãy đặt giới hạn và giải trí lành mạnh.</p>',
        },
        en: {
          title: 'Play responsibly: 18+ only',
          content: '<p>Luckwell serves players aged 18 and over only. Set your limits and play for fun.</p>',
        },
      },
    },
    {
      key: 'notice-members',
      type: 'B',
      execution: 'A',
      promotionType: null,
      text: {
        vi: {
          title: 'Hoàn trả hằng ngày đã được cộng',
          content: '<p>Kiểm tra trung tâm phần thưởng để nhận hoàn trả hôm nay.</p>',
        },
        en: {
          title: 'Daily rebates have been credited',
          content: "<p>Check the rewards centre to claim today's rebate.</p>",
        },
      },
    },
    {
      key: 'popup-welcome',
      type: 'PU',
      execution: 'B',
      promotionType: 'FIRST_DEPOSIT',
      text: {
        vi: {
          title: 'Ưu đãi thành viên mới',
          content:
            '<p><strong>Thưởng 100%</strong> cho lần nạp đầu tiên, tối đa 5.000.000 ₫.</p><p>Áp dụng cho tài khoản đăng ký mới, vòng cược 10 lần.</p>',
        },
        en: {
          title: 'New member offer',
          content:
            '<p><strong>100% bonus</strong> on your first deposit, up to 5,000,000 ₫.</p><p>For newly registered accounts, 10x turnover.</p>',
        },
      },
    },
    {
      key: 'popup-first-login',
      type: 'PU',
      execution: 'F',
      promotionType: null,
      text: {
        vi: {
          title: 'Chào mừng thành viên mới',
          content: '<p>Hoàn thiện hồ sơ để nhận thưởng xác minh tài khoản.</p>',
        },
        en: {
          title: 'Welcome aboard',
          content: '<p>Complete your profile to receive the verification reward.</p>',
        },
      },
    },
    {
      key: 'promo-rebate',
      type: 'PR',
      execution: 'B',
      promotionType: 'REBATE',
      text: {
        vi: {
          title: 'Hoàn trả không giới hạn',
          content: '<p>Slot 1,2%, sòng bài trực tiếp 0,8%, thể thao 1% mỗi ngày.</p>',
        },
        en: {
          title: 'Unlimited rebates',
          content: '<p>Slots 1.2%, live casino 0.8%, sports 1% every day.</p>',
        },
      },
    },
  ],
  help: [
    {
      key: 'guides',
      name: { vi: 'Hướng dẫn', en: 'Guides' },
      icon: '/img/home/help-register.svg',
      articles: [
        {
          key: 'how-register',
          text: {
            vi: {
              title: 'Đăng ký tài khoản',
              content:
                '<p>Nhấn <strong>Đăng ký</strong>, chọn tên đăng nhập 6–16 ký tự bắt đầu bằng chữ cái và mật khẩu gồm cả chữ và số. Tài khoản được tạo ngay lập tức.</p>',
            },
            en: {
              title: 'Create an account',
              content:
                '<p>Tap <strong>Register</strong>, choose a 6–16 character username starting with a letter and a password mixing letters and digits. Your account is ready at once.</p>',
            },
          },
        },
        {
          key: 'how-deposit',
          text: {
            vi: {
              title: 'Nạp tiền nhanh',
              content:
                '<p>Vào <strong>Nạp tiền</strong>, chọn ngân hàng hoặc ví điện tử, nhập số tiền và làm theo hướng dẫn. Tiền vào ví trong vài phút.</p>',
            },
            en: {
              title: 'Fast deposits',
              content:
                '<p>Open <strong>Deposit</strong>, pick a bank or e-wallet, enter the amount and follow the steps. Funds arrive within minutes.</p>',
            },
          },
        },
        {
          key: 'how-withdraw',
          text: {
            vi: {
              title: 'Rút tiền an toàn',
              content:
                '<p>Liên kết tài khoản ngân hàng đứng tên bạn, chọn <strong>Rút tiền</strong> và xác nhận khi nhận được tiền.</p>',
            },
            en: {
              title: 'Safe withdrawals',
              content:
                '<p>Link a bank account in your own name, choose <strong>Withdraw</strong> and confirm once the money arrives.</p>',
            },
          },
        },
        {
          key: 'rewards-centre',
          text: {
            vi: {
              title: 'Trung tâm phần thưởng',
              content:
                '<p>Khuyến mãi, hoàn trả, thưởng VIP và điểm thưởng đều được gom về một nơi để bạn nhận bằng một chạm.</p>',
            },
            en: {
              title: 'Rewards centre',
              content:
                '<p>Promotions, rebates, VIP bonuses and points are gathered in one place for one-tap claiming.</p>',
            },
          },
        },
      ],
    },
    {
      key: 'about',
      name: { vi: 'Về chúng tôi', en: 'About us' },
      icon: '/img/home/desc-2.svg',
      articles: [
        {
          key: 'about-luckwell',
          text: {
            vi: {
              title: 'Giới thiệu Luckwell',
              content:
                '<p>Luckwell là nền tảng giải trí trực tuyến với slot, sòng bài trực tiếp, bắn cá, xổ số, thể thao và thể thao điện tử.</p>',
            },
            en: {
              title: 'About Luckwell',
              content:
                '<p>Luckwell is an online entertainment platform with slots, live casino, fishing, lottery, sports and e-sports.</p>',
            },
          },
        },
        {
          key: 'responsible-gaming',
          text: {
            vi: {
              title: 'Chơi có trách nhiệm',
              content:
                '<p>Chỉ dành cho người từ 18 tuổi. Bạn có thể đặt giới hạn nạp, tạm khóa hoặc tự loại trừ tài khoản bất cứ lúc nào.</p>',
            },
            en: {
              title: 'Responsible gaming',
              content:
                '<p>18+ only. You can set deposit limits, take a break or self-exclude at any time.</p>',
            },
          },
        },
        {
          key: 'terms',
          text: {
            vi: {
              title: 'Điều khoản & điều kiện',
              content:
                '<p>Mỗi người chơi chỉ được sở hữu một tài khoản. Thông tin rút tiền phải trùng tên chủ tài khoản.</p>',
            },
            en: {
              title: 'Terms & conditions',
              content:
                '<p>One account per player. Withdrawal details must match the account holder name.</p>',
            },
          },
        },
        {
          key: 'privacy',
          text: {
            vi: {
              title: 'Chính sách bảo mật',
              content:
                '<p>Dữ liệu của bạn được mã hóa và không bao giờ được chia sẻ cho bên thứ ba ngoài mục đích thanh toán.</p>',
            },
            en: {
              title: 'Privacy policy',
              content:
                '<p>Your data is encrypted and never shared with third parties beyond payment processing.</p>',
            },
          },
        },
      ],
    },
    {
      key: 'contact',
      name: { vi: 'Liên hệ', en: 'Contact' },
      icon: '/img/home/desc-3.svg',
      articles: [
        {
          key: 'customer-service',
          text: {
            vi: {
              title: 'Chăm sóc khách hàng 24/7',
              content:
                '<p>Đội ngũ hỗ trợ trực tuyến 24/7 qua live chat và Telegram. Hỗ trợ đại lý: thứ Hai đến thứ Sáu, 12:00–21:00.</p>',
            },
            en: {
              title: 'Customer service 24/7',
              content:
                '<p>Our team is online 24/7 by live chat and Telegram. Agent support: Monday to Friday, 12:00–21:00.</p>',
            },
          },
        },
      ],
    },
  ],
};

const JADE_DRAGON: DemoBrand = {
  code: 'JDG',
  name: 'Jade Dragon',
  currencyCode: 'USD',
  currencySymbol: '$',
  logoUrl: '/img/brand/jade-logo.svg',
  languages: ['en'],
  defaultLanguage: 'en',
  theme: { background: '#06181a', surface: '#0d2a2c', primary: '#19c39c', accent: '#f5c451' },
  lotteryType: 'SEA',
  customerServiceUrl: '/help?section=support',
  supportHours: 'Daily 09:00–23:00 (GMT+8)',
  domains: [{ host: 'brand2.localhost', isMain: true }],
  flags: {
    USERNAMEREG3: true,
    MOBILEVERCODELOGIN3: false,
    MOBILENUMREG3: false,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: false,
    DIRECTREG3: true,
    CHNGPASSVERIF3: true,
    AGENTPOLICY3: false,
    FREEPLAY3: false,
    PWDEXPFORCECHANGE3: false,
    // Transfer wallets: a main wallet plus one per vendor (GCS_merchantWallet isSingle false).
    TRANSFERWALLET: true,
  },
  resources: [
    {
      resourceType: 'TELEGRAM',
      url: 'https://t.me/jadedragon_help',
      name: 'Telegram',
      labelNameEn: 'Telegram',
      newTab: true,
    },
    {
      resourceType: 'Android',
      url: '/down?platform=android',
      name: 'Android',
      labelNameEn: 'Android',
      newTab: false,
    },
  ],
  categories: ['RNG', 'LIVE', 'FISH', 'SPORTS'],
  vendors: [
    vendor('LW', 'RNG', 'Luckwell Originals'),
    vendor('NOVA', 'RNG', 'Nova Slots'),
    vendor('GOLDHALL', 'LIVE', 'Gold Hall'),
    vendor('OCEAN', 'FISH', 'Ocean King'),
    vendor('BTI', 'SPORTS', 'BTi Sports'),
  ],
  banners: [
    {
      key: 'home-dragon',
      groupName: 'w_home',
      url: '/img/banners/jade-home-1.svg',
      title: { en: 'The Jade Dragon welcome: 150% on day one' },
      linkageType: 'INTERNAL',
      link: '/promotions',
    },
    {
      key: 'home-lotus',
      groupName: 'w_home',
      url: '/img/banners/jade-home-2.svg',
      title: { en: 'Lotus Hall live tables now open' },
      linkageType: 'INTERNAL',
      link: '/live',
    },
    {
      key: 'activity-cashback',
      groupName: 'w_activity',
      url: '/img/banners/activity-2.svg',
      title: { en: 'Weekly cashback on every slot' },
      linkageType: 'INTERNAL',
      link: '/promotions',
    },
    {
      key: 'login-art',
      groupName: 'w_login',
      url: '/img/banners/login.svg',
      title: { en: 'Welcome back to Jade Dragon' },
      linkageType: 'NONE',
      link: null,
    },
  ],
  announcements: [
    {
      key: 'notice-opening',
      type: 'B',
      execution: 'B',
      promotionType: null,
      text: {
        en: {
          title: 'Jade Dragon is open: new tables every week',
          content: '<p>New live tables and slots arrive every week.</p>',
        },
      },
    },
  ],
  help: [
    {
      key: 'support',
      name: { en: 'Support' },
      icon: '/img/home/desc-3.svg',
      articles: [
        {
          key: 'contact-us',
          text: {
            en: { title: 'Contact us', content: '<p>Message us on Telegram, daily 09:00–23:00 (GMT+8).</p>' },
          },
        },
        {
          key: 'jade-responsible',
          text: {
            en: { title: 'Responsible gaming', content: '<p>18+ only. Set limits and play for fun.</p>' },
          },
        },
      ],
    },
  ],
};

export const DEMO_BRANDS: DemoBrand[] = [LUCKWELL, JADE_DRAGON];
