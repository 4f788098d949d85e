/** How the console names member types and statuses (spec §3: 0 member, 1/2/41/42 agents, 4 trial). */
import type { TMemberStatus } from '@luckwell/contracts/admin/members';
import i18next from 'i18next';
import type { BadgeTone } from './badge.tsx';
import type { TranslationKey } from './locales/en.ts';

export const MEMBER_TYPES = [0, 1, 2, 41, 42, 4] as const;

export const memberTypeKey = (type: number): TranslationKey | null => {
  switch (type) {
    case 0:
      return 'members.type.0';
    case 1:
      return 'members.type.1';
    case 2:
      return 'members.type.2';
    case 4:
      return 'members.type.4';
    case 41:
      return 'members.type.41';
    case 42:
      return 'members.type.42';
    default:
      return null;
  }
};

/** A member type's name; a type the console does not know as "Other (n)". */
export const memberTypeText = (type: number) => {
  const key = memberTypeKey(type);
  return key ? i18next.t(key) : i18next.t('members.type.other', { type });
};

export const STATUS_TONES: Record<TMemberStatus, BadgeTone> = {
  active: 'jade',
  locked: 'danger',
  disabled: 'neutral',
};
export const MEMBER_STATUSES: readonly TMemberStatus[] = ['active', 'locked', 'disabled'];
