/** The back-office sections, in menu order, grouped as the sidebar shows them. */
import type { TOperatorPermission } from '@luckwell/contracts/admin/operator';
import type { IconName } from '../../shared/icons.tsx';

export type SectionId =
  | 'dashboard'
  | 'members'
  | 'agents'
  | 'messages'
  | 'feedback'
  | 'support'
  | 'cashier'
  | 'adjustments'
  | 'withdrawals'
  | 'withdrawalCases'
  | 'deposits'
  | 'paymentMethods'
  | 'gatewayCallbacks'
  | 'cashierLimits'
  | 'catalogue'
  | 'vendors'
  | 'jackpot'
  | 'lottery'
  | 'tables'
  | 'arenas'
  | 'trading'
  | 'betRecords'
  | 'promotions'
  | 'content'
  | 'reports'
  | 'settings'
  | 'operators'
  | 'audit';

export type SectionGroup = 'overview' | 'players' | 'money' | 'catalogue' | 'insight' | 'administration';

export type Section = {
  id: SectionId;
  path: string;
  group: SectionGroup;
  icon: IconName;
  /** Built: has its own screen. Others show what is planned. */
  live?: boolean;
  /** Only operators whose role has this see the section. */
  permission?: TOperatorPermission;
};

export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', path: 'dashboard', group: 'overview', icon: 'dashboard' },
  {
    id: 'members',
    path: 'members',
    group: 'players',
    icon: 'members',
    live: true,
    permission: 'members.read',
  },
  {
    id: 'agents',
    path: 'agents',
    group: 'players',
    icon: 'agents',
    live: true,
    permission: 'agents.read',
  },
  {
    id: 'messages',
    path: 'messages',
    group: 'players',
    icon: 'content',
    live: true,
    permission: 'messages.send',
  },
  {
    id: 'feedback',
    path: 'feedback',
    group: 'players',
    icon: 'info',
    live: true,
    permission: 'feedback.reply',
  },
  {
    id: 'support',
    path: 'support',
    group: 'players',
    icon: 'chat',
    live: true,
    permission: 'support.chat',
  },
  {
    id: 'deposits',
    path: 'cashier/deposits',
    group: 'money',
    icon: 'cashier',
    live: true,
    permission: 'cashier.deposits',
  },
  {
    id: 'paymentMethods',
    path: 'cashier/payment-methods',
    group: 'money',
    icon: 'settings',
    live: true,
    permission: 'cashier.deposits',
  },
  {
    id: 'gatewayCallbacks',
    path: 'cashier/gateway-callbacks',
    group: 'money',
    icon: 'link',
    live: true,
    permission: 'cashier.deposits',
  },
  {
    id: 'withdrawals',
    path: 'cashier/withdrawals',
    group: 'money',
    icon: 'cashier',
    live: true,
    permission: 'cashier.withdrawals',
  },
  {
    id: 'withdrawalCases',
    path: 'cashier/withdrawal-cases',
    group: 'money',
    icon: 'alert',
    live: true,
    permission: 'cashier.withdrawals',
  },
  {
    id: 'cashierLimits',
    path: 'cashier/limits',
    group: 'money',
    icon: 'settings',
    live: true,
    permission: 'cashier.settings',
  },
  { id: 'cashier', path: 'cashier', group: 'money', icon: 'cashier' },
  {
    id: 'adjustments',
    path: 'adjustments',
    group: 'money',
    icon: 'shieldCheck',
    live: true,
    permission: 'adjustments.request',
  },
  {
    id: 'catalogue',
    path: 'games/catalogue',
    group: 'catalogue',
    icon: 'games',
    live: true,
    permission: 'games.manage',
  },
  {
    id: 'vendors',
    path: 'games/vendors',
    group: 'catalogue',
    icon: 'link',
    live: true,
    permission: 'games.manage',
  },
  {
    id: 'jackpot',
    path: 'games/jackpot',
    group: 'catalogue',
    icon: 'sparkle',
    live: true,
    permission: 'jackpot.view',
  },
  {
    id: 'lottery',
    path: 'games/lottery',
    group: 'catalogue',
    icon: 'lottery',
    live: true,
    permission: 'lottery.results',
  },
  {
    id: 'tables',
    path: 'games/tables',
    group: 'catalogue',
    icon: 'games',
    live: true,
    permission: 'tables.manage',
  },
  {
    id: 'arenas',
    path: 'games/arenas',
    group: 'catalogue',
    icon: 'games',
    live: true,
    permission: 'tables.manage',
  },
  {
    id: 'trading',
    path: 'games/trading',
    group: 'catalogue',
    icon: 'games',
    live: true,
    permission: 'sportsbook.trade',
  },
  {
    id: 'promotions',
    path: 'promotions',
    group: 'catalogue',
    icon: 'promotions',
    live: true,
    permission: 'promotions.read',
  },
  {
    id: 'content',
    path: 'content',
    group: 'catalogue',
    icon: 'content',
    live: true,
    permission: 'content.manage',
  },
  {
    id: 'reports',
    path: 'reports',
    group: 'insight',
    icon: 'reports',
    live: true,
    permission: 'reports.read',
  },
  {
    id: 'betRecords',
    path: 'bet-records',
    group: 'insight',
    icon: 'reports',
    live: true,
    permission: 'bets.view',
  },
  { id: 'settings', path: 'settings', group: 'administration', icon: 'settings' },
  {
    id: 'operators',
    path: 'operators',
    group: 'administration',
    icon: 'operators',
    live: true,
    permission: 'operators.manage',
  },
  {
    id: 'audit',
    path: 'audit-log',
    group: 'administration',
    icon: 'audit',
    live: true,
    permission: 'audit.read',
  },
];

export const SECTION_GROUPS: readonly SectionGroup[] = [
  'overview',
  'players',
  'money',
  'catalogue',
  'insight',
  'administration',
];

export const sectionHref = (section: Section) => `/${section.path}`;

export const sectionForPath = (pathname: string) =>
  SECTIONS.find(
    (section) => pathname === sectionHref(section) || pathname.startsWith(`${sectionHref(section)}/`),
  );
