/**
 * The agent centre's `agentAnnouncement` (spec §2 "Agent center pages", issue 16): what the
 * operator sent to every agent of the brand, newest first, paged; each opens to its content, shown
 * as the member inbox shows a message (plain text, line breaks kept). A `message` live event brings
 * a new one in (GET /wps/agent/announcements).
 */
import type { TAgentAnnouncement } from '@luckwell/contracts/agent/agent-announcements';
import { EmptyState } from '@luckwell/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../shared/format-when.ts';
import { Pager } from '../../shared/pager.tsx';
import { ReportPending } from './report-parts.tsx';
import { useAgentAnnouncements } from './team-reports-api.ts';

const CATEGORY_TONE: Record<TAgentAnnouncement['category'], string> = {
  notice: 'bg-sky-500/15 text-sky-300',
  promotion: 'bg-gold/15 text-gold',
  account: 'bg-emerald-500/15 text-emerald-300',
  feedback: 'bg-primary/15 text-primary',
};

const Announcement = ({ announcement }: { announcement: TAgentAnnouncement }) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = `announcement-${announcement.id}-body`;
  return (
    <li className="rounded-xl border border-line bg-black/20 transition" data-testid="announcement">
      <button
        type="button"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={bodyId}
        className="flex w-full min-w-0 items-start gap-3 p-3 text-left sm:p-4"
      >
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-2 py-0.5 text-[11px] font-bold ${CATEGORY_TONE[announcement.category]}`}
            >
              {t(`ann_category_${announcement.category}`)}
            </span>
            <span className="min-w-0 text-sm font-semibold break-words text-ink">{announcement.title}</span>
          </span>
          <time dateTime={announcement.sentAt} className="text-xs text-muted">
            {formatWhen(announcement.sentAt, i18n.language)}
          </time>
        </span>
        <svg
          viewBox="0 0 20 20"
          className={`mt-1 size-4 shrink-0 text-muted transition ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div id={bodyId} className="border-t border-line px-3 pt-3 pb-4 sm:px-4">
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink/90">
            {announcement.body}
          </p>
        </div>
      )}
    </li>
  );
};

export const AgentAnnouncementsPage = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const announcements = useAgentAnnouncements(page);
  const data = announcements.data;

  const body = () => {
    if (!data) {
      return <ReportPending query={announcements} loading={t('ann_loading')} failed={t('ann_error')} />;
    }
    if (data.list.length === 0) {
      return <EmptyState title={t('ann_empty_title')} description={t('ann_empty_body')} />;
    }
    return (
      <>
        <ul className="grid gap-2" aria-label={t('ann_title')} aria-busy={announcements.isFetching}>
          {data.list.map((announcement) => (
            <Announcement key={announcement.id} announcement={announcement} />
          ))}
        </ul>
        <Pager page={page} totalPages={data.totalPages} onPage={setPage} label={t('ann_paging')} />
      </>
    );
  };

  return (
    <section className="grid gap-4 sm:gap-5" data-testid="agent-announcements">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('ann_title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('ann_subtitle')}</p>
      </header>
      <div className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6">
        {body()}
      </div>
    </section>
  );
};
