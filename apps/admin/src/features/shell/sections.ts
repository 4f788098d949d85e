/** The back-office sections, in menu order, grouped as the sidebar shows them. */
import type { IconName } from '../../shared/icons.tsx';

export type SectionId =
  | 'dashboard'
  | 'members'
  | 'agents'
  | 'cashier'
  | 'games'
  | 'promotions'
  | 'content'
  | 'reports'
  | 'settings'
  | 'operators'
  | 'audit';

export type SectionGroup = 'overview' | 'players' | 'money' | 'catalogue' | 'insight' | 'administration';

export type Section = { id: SectionId; path: string; group: SectionGroup; icon: IconName };

export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', path: 'dashboard', group: 'overview', icon: 'dashboard' },
  { id: 'members', path: 'members', group: 'players', icon: 'members' },
  { id: 'agents', path: 'agents', group: 'players', icon: 'agents' },
  { id: 'cashier', path: 'cashier', group: 'money', icon: 'cashier' },
  { id: 'games', path: 'games', group: 'catalogue', icon: 'games' },
  { id: 'promotions', path: 'promotions', group: 'catalogue', icon: 'promotions' },
  { id: 'content', path: 'content', group: 'catalogue', icon: 'content' },
  { id: 'reports', path: 'reports', group: 'insight', icon: 'reports' },
  { id: 'settings', path: 'settings', group: 'administration', icon: 'settings' },
  { id: 'operators', path: 'operators', group: 'administration', icon: 'operators' },
  { id: 'audit', path: 'audit-log', group: 'administration', icon: 'audit' },
];

export const SECTION_GROUPS: readonly SectionGroup[] = [
  'overview',
  'players',
  'money',
  'catalogue',
  'insight',
  'administration',
];

/** Where the frame lives until operator accounts exist (then it moves behind sign-in). */
export const FRAME_BASE = '/preview';

export const sectionHref = (section: Section) => `${FRAME_BASE}/${section.path}`;

export const sectionForPath = (pathname: string) =>
  SECTIONS.find(
    (section) => pathname === sectionHref(section) || pathname.startsWith(`${sectionHref(section)}/`),
  );
