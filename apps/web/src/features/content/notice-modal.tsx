/** The notice modal the marquee opens (spec §2): every current notice, newest first, one expanded. */
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Modal } from '@luckwell/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../shared/announcements.ts';
import { ChevronDownIcon } from '../../shared/icons.tsx';
import { OperatorHtml } from '../../shared/operator-html.tsx';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { formatPublished } from './format-date.ts';

export const NoticeModal = () => {
  const { t } = useTranslation();
  const { noticeOpen, noticeId, closeNotice } = useOverlayStore();
  const { data, isPending } = useAnnouncements();
  const notices = [...(data?.notices ?? [])].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const [expanded, setExpanded] = useState<number | null>(noticeId ?? notices[0]?.id ?? null);

  return (
    <Modal
      open={noticeOpen}
      onClose={closeNotice}
      title={t('notice_title')}
      closeLabel={t('common_close')}
      size="lg"
    >
      <div className="px-5 pt-3 pb-6 sm:px-6">
        {isPending ? (
          <Loader label={t('app_loading')} />
        ) : notices.length === 0 ? (
          <EmptyState title={t('notice_empty')} />
        ) : (
          <ul className="space-y-2">
            {notices.map((notice) => {
              const open = expanded === notice.id;
              return (
                <li key={notice.id} className="overflow-hidden rounded-xl border border-line bg-black/20">
                  <button
                    type="button"
                    aria-expanded={open}
                    onClick={() => setExpanded(open ? null : notice.id)}
                    className="flex w-full items-start gap-3 px-4 py-3 text-left"
                  >
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-ink">{notice.title}</span>
                      <span className="mt-0.5 block text-xs text-muted">
                        {formatPublished(notice.publishedAt)}
                      </span>
                    </span>
                    <ChevronDownIcon
                      className={`mt-1 size-4 shrink-0 text-muted transition ${open ? 'rotate-180' : ''}`}
                    />
                  </button>
                  {open && <OperatorHtml html={notice.content} className="border-t border-line px-4 py-4" />}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
};
