/** Test data shaped by the contracts, and a fetch stub that answers like the server. */
import type { TAnnouncements } from '@luckwell/contracts/content/announcements';
import type { TGame } from '@luckwell/contracts/games/catalogue';
import type { TGameMenu } from '@luckwell/contracts/games/game-menus';
import type { TMemberInfo } from '@luckwell/contracts/member/member-info';
import type { THelpCategory } from '@luckwell/contracts/system/help-center';
import type { TPermission } from '@luckwell/contracts/system/permission';
import { vi } from 'vitest';

export const permissionFixture = (over: Partial<TPermission> = {}): TPermission => ({
  brand: {
    merchantCode: 'LW',
    name: 'Luckwell',
    platform: 'WEB',
    lotteryType: 'VN',
    currency: { code: 'VND', symbol: '₫' },
    logoUrl: '/img/brand/luckwell-logo.svg',
    languages: ['vi', 'en'],
    defaultLanguage: 'vi',
    theme: { background: '#070b1a', surface: '#0f1730', primary: '#f2c14e', accent: '#ff6b3d' },
    customerServiceUrl: 'https://support.example/chat',
    supportHours: '24/7',
  },
  domainRoute: {
    merchantCode: 'LW',
    currentDomain: 'localhost',
    mainDomain: 'localhost',
    domains: [{ host: 'localhost', isMain: true }],
  },
  mainDomain: 'localhost',
  resources: [
    {
      resourceType: 'TELEGRAM',
      url: 'https://t.me/luckwell',
      name: '@luckwell',
      labelNameEn: 'Telegram',
      newTab: true,
    },
    {
      resourceType: 'FACEBOOK',
      url: 'https://facebook.com/luckwell',
      name: 'Luckwell',
      labelNameEn: 'Facebook',
      newTab: true,
    },
  ],
  whitelabelVal: {
    USERNAMEREG3: true,
    MOBILEVERCODELOGIN3: false,
    MOBILENUMREG3: false,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: false,
    DIRECTREG3: true,
    CHNGPASSVERIF3: false,
    AGENTPOLICY3: true,
    FREEPLAY3: false,
    PWDEXPFORCECHANGE3: false,
  },
  register: [],
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  status: 0,
  maintenance: { on: false, message: null, until: null },
  regionRestriction: { restricted: false, country: null },
  location: { ip: '203.0.113.7', country: 'VN' },
  security: {
    sealing: { kid: 'm1-1', publicKey: '', algorithm: 'ECDH-P256+HKDF-SHA256+A256GCM' },
    plaintextAllowed: true,
    humanCheck: false,
  },
  ...over,
});

export const menusFixture: TGameMenu[] = [
  {
    gameType: 'SPORTS',
    nameKey: 'cat_SPORTS',
    iconUrl: '/img/categories/SPORTS.svg',
    vendors: [
      {
        vassalage: 'BTI',
        gameType: 'SPORTS',
        displayName: 'BTi Sports',
        logoUrl: '/img/vendors/BTI.svg',
        maintenance: false,
      },
    ],
  },
  { gameType: 'ESPORTS', nameKey: 'cat_ESPORTS', iconUrl: '/img/categories/ESPORTS.svg', vendors: [] },
  {
    gameType: 'RNG',
    nameKey: 'cat_RNG',
    iconUrl: '/img/categories/RNG.svg',
    vendors: [
      {
        vassalage: 'NOVA',
        gameType: 'RNG',
        displayName: 'Nova',
        logoUrl: '/img/vendors/NOVA.svg',
        maintenance: false,
      },
    ],
  },
];

export const helpCenterFixture: THelpCategory[] = [
  {
    id: 1,
    key: 'guides',
    name: 'Hướng dẫn',
    icon: '/img/home/help-register.svg',
    articles: [{ id: 1, title: 'Đăng ký tài khoản', content: '<p>Nhấn Đăng ký.</p>', sort: 0 }],
  },
  {
    id: 2,
    key: 'about',
    name: 'Về chúng tôi',
    icon: '/img/home/desc-2.svg',
    articles: [{ id: 5, title: 'Giới thiệu Luckwell', content: '<p>Nền tảng giải trí.</p>', sort: 0 }],
  },
  {
    id: 3,
    key: 'contact',
    name: 'Liên hệ',
    icon: '/img/home/desc-3.svg',
    articles: [
      { id: 9, title: 'Chăm sóc khách hàng 24/7', content: '<p>Live chat và Telegram.</p>', sort: 0 },
    ],
  },
];

/** A catalogue game (NOVA slot by default) as the game list returns it. */
export const gameFixture = (nodeId: number, gameName: string, over: Partial<TGame> = {}): TGame => {
  const code = `${over.vassalage ?? 'NOVA'}-${String(nodeId).padStart(4, '0')}`;
  const icon = `/img/games/${over.gameType ?? 'RNG'}/${code}.svg`;
  return {
    nodeId,
    vassalage: 'NOVA',
    gameCode: code,
    gameType: 'RNG',
    gameName,
    nodeName: gameName,
    iconUrl: icon,
    showIcon: icon,
    isGame: true,
    subCategory: 'JP',
    hot: false,
    new: false,
    jackpot: true,
    rtp: '96.50',
    maintenance: true,
    ...over,
  };
};

export const announcementsFixture: TAnnouncements = { banners: [], notices: [], popup: [], promotion: [] };

export const memberFixture = (over: Partial<TMemberInfo> = {}): TMemberInfo => ({
  id: 7,
  account: 'player01',
  nickname: 'Player One',
  type: 0,
  balance: '1234567.50' as TMemberInfo['balance'],
  currency: 'VND',
  currencySymbol: '₫',
  playMoney: false,
  iconUrl: '/img/avatars/avatar-1.svg',
  email: 'player01@example.com',
  mobileNum: '••••5678',
  createdAt: '2026-01-01T00:00:00.000Z',
  hasVip: false,
  vipRankLevel: 0,
  vipLabelName: '',
  availablePromo: [],
  ...over,
});

export const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', message: 'in_success', value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** A failure envelope as the server sends it. */
export const failure = (
  code: string,
  message: string,
  value: Record<string, unknown> | null = null,
  status = 400,
) =>
  new Response(JSON.stringify({ success: false, code, message, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A route of the stub: answers requests whose `METHOD path` starts with the key. */
export type StubRoutes = Record<
  string,
  (init: RequestInit | undefined, url: string) => Response | Promise<Response>
>;

/**
 * Stubs fetch with server-like answers; `permission` decides the startup call, `member` the member
 * info (absent: 401), `routes` anything else (keys like 'POST /wps/session/login').
 */
export const stubApi = ({
  permission = permissionFixture(),
  helpCenter = [],
  member = null,
  routes = {},
}: {
  permission?: TPermission;
  helpCenter?: THelpCategory[];
  member?: TMemberInfo | null;
  routes?: StubRoutes;
} = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    for (const [key, answer] of Object.entries(routes)) {
      const [routeMethod = 'GET', path = ''] = key.split(' ');
      if (routeMethod === method && url.startsWith(path)) return answer(init, url);
    }
    if (url.startsWith('/wps/member/info')) {
      return member ? ok(member) : failure('UNAUTHORIZED', 'in_not_logged_in', null, 401);
    }
    if (url.startsWith('/wps/system/permission')) return ok(permission);
    if (url.startsWith('/lgw/games/game_menus')) return ok(menusFixture);
    if (url.startsWith('/relay/MCSFE_getListAnnouncements')) return ok(announcementsFixture);
    if (url.startsWith('/wps/system/helpCenter')) return ok(helpCenter);
    return new Response(
      JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'in_not_found', value: null }),
      {
        status: 404,
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
