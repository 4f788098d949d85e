/**
 * Announcement popups (spec §4 "Popups"): entries whose execution matches the audience (B for
 * visitors, A for members, F on first login), one at a time; an entry closed once is not shown
 * again in this browser session (tracked separately for members and visitors).
 */
import type { TAnnouncement } from '@luckwell/contracts/content/announcements';
import { buttonClass } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/announcements.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { OperatorHtml } from '../../shared/operator-html.tsx';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSafeNavigate } from '../../shared/safe-navigate.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const storageKey = (isLogin: boolean) => `closedPopups:${isLogin ? 'member' : 'visitor'}`;

export const readClosedPopups = (isLogin: boolean): number[] => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(isLogin)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};

const rememberClosed = (isLogin: boolean, ids: number[]) => {
  try {
    sessionStorage.setItem(
      storageKey(isLogin),
      JSON.stringify([...new Set([...readClosedPopups(isLogin), ...ids])]),
    );
  } catch {
    // Storage unavailable: the popup may show again on the next page load.
  }
};

/** The popups this audience should still see. */
export const pendingPopups = (
  popups: TAnnouncement[],
  {
    isLogin,
    closed,
    firstTimeLogin = false,
  }: { isLogin: boolean; closed: number[]; firstTimeLogin?: boolean },
) => {
  // A logged-in player, F as well on a first-time login (spec §4 "Popups").
  const executions = isLogin ? (firstTimeLogin ? ['A', 'F'] : ['A']) : ['B'];
  return popups.filter((popup) => executions.includes(popup.execution) && !closed.includes(popup.id));
};

export const AnnouncementPopup = () => {
  const { t } = useTranslation();
  const navigate = useSafeNavigate();
  const imageUrl = useImageUrl();
  const isLogin = useSessionStore((state) => state.isLogin);
  const firstTimeLogin = useSessionStore((state) => state.firstTimeLogin);
  const authOpen = useOverlayStore(
    (state) =>
      state.auth !== null || state.changePassword !== null || state.realAccountOpen || state.logoutOpen,
  );
  const { data } = useAnnouncements();
  // Closed in this session, per audience (storage), plus this page's closes not yet re-read.
  const [closedHere, setClosed] = useState<number[]>([]);
  const closed = [...readClosedPopups(isLogin), ...closedHere];
  const queue = pendingPopups(data?.popup ?? [], { isLogin, closed, firstTimeLogin });
  const current = queue[0];

  if (!current || authOpen) return null;

  const close = () => {
    rememberClosed(isLogin, [current.id]);
    setClosed((ids) => [...ids, current.id]);
  };

  return (
    <Modal open onClose={close} title={current.title} closeLabel={t('common_close')} size="md">
      <div className="px-5 pt-3 pb-6 sm:px-6">
        <div className="flex items-start gap-4">
          <SafeImage
            src={imageUrl(current.promotionType ? '/img/home/help-rewards.svg' : '/img/home/desc-3.svg')}
            alt=""
            width={64}
            height={64}
            className="size-14 shrink-0 rounded-2xl sm:size-16"
          />
          <OperatorHtml html={current.content} className="min-w-0 flex-1" />
        </div>
        <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
          {queue.length > 1 && (
            <span className="mr-auto text-xs text-muted">
              {t('popup_count', { n: 1, total: queue.length })}
            </span>
          )}
          {current.promotionType && (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => {
                close();
                navigate('/promotions');
              }}
            >
              {t('popup_go_promotion')}
            </button>
          )}
          <button type="button" className={buttonClass()} onClick={close}>
            {queue.length > 1 ? t('popup_next') : t('in_increase_submit')}
          </button>
        </div>
      </div>
    </Modal>
  );
};
