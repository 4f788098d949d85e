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
import { MessageText, MessageToggle } from '../../shared/message-parts.tsx';
import { Pager } from '../../shared/pager.tsx';
import { ReportPending } from './report-parts.tsx';
import { useAgentAnnouncements } from './team-reports-api.ts';

const Announcement = ({ announcement }: { announcement: TAgentAnnouncement }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = `announcement-${announcement.id}-body`;
  return (
    <li className="rounded-xl border border-line bg-black/20 transition" data-testid="announcement">
      <MessageToggle
        open={open}
        onToggle={() => setOpen((was) => !was)}
        bodyId={bodyId}
        category={announcement.category}
        categoryLabel={t(`ann_category_${announcement.category}`)}
        title={announcement.title}
        titleTone="font-semibold text-ink"
        sentAt={announcement.sentAt}
      />
      {open && (
        <div id={bodyId} className="border-t border-line px-3 pt-3 pb-4 sm:px-4">
          <MessageText text={announcement.body} />
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
