/**
 * Content → Announcements at /admin/content (issue 19), the section's first view: one brand's
 * announcements — the notice marquee, the player list, popups, promotion teasers and help — in the
 * players' order, each with its audience, its titles in both languages, when it shows and its state
 * (scheduled, live, ended, off). `content.manage` creates and changes them.
 */
import type { TAdminAnnouncement } from '@luckwell/contracts/admin/content';
import { Button } from '@luckwell/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/icons.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { AnnouncementDialog } from './announcement-dialog.tsx';
import { useAnnouncements } from './content-api.ts';
import { PreviewOnSiteButton, ShownCell, StateCell, TitlesCell } from './content-cells.tsx';
import { useContentBrand } from './content-screen.tsx';

export const AnnouncementsView = () => {
  const { t } = useTranslation();
  const brand = useContentBrand();
  const canManage = useCan('content.manage');
  const list = useAnnouncements(brand);
  const [editing, setEditing] = useState<TAdminAnnouncement | 'new' | null>(null);

  return (
    <section aria-labelledby="announcement-list" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="announcement-list" className="text-lg font-bold text-ink">
            {t('content.announcements.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('content.announcements.body')}</p>
        </div>
        {canManage && (
          <Button onClick={() => setEditing('new')}>
            <Icon name="plus" className="size-4" />
            {t('content.new')}
          </Button>
        )}
      </div>
      <ResultsPanel
        query={list}
        caption={t('content.announcements.title')}
        minWidth="min-w-[920px]"
        columns={[
          t('content.col.type'),
          t('content.col.audience'),
          t('content.col.title'),
          t('content.col.shown'),
          t('content.col.state'),
          { label: t('content.col.order'), align: 'right' },
          { label: t('content.col.actions'), align: 'right' },
        ]}
        empty={{
          when: (data) => data.list.length === 0,
          title: t('content.empty.title'),
          description: t('content.empty.body'),
        }}
      >
        {(data) =>
          data.list.map((announcement) => (
            <tr key={announcement.id} className="border-b border-line/30 align-top last:border-0">
              <td className="px-4 py-3 whitespace-nowrap">
                <p className="font-semibold text-ink">{t(`content.type.${announcement.type}`)}</p>
                {announcement.promotionType && (
                  <p className="mt-0.5 font-mono text-xs text-muted">{announcement.promotionType}</p>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink/90">
                {t(`content.execution.${announcement.execution}`)}
              </td>
              <TitlesCell title={announcement.title} />
              <ShownCell startsAt={announcement.startsAt} endsAt={announcement.endsAt} />
              <StateCell state={announcement.state} />
              <td className="px-4 py-3 text-right text-ink tabular-nums">{announcement.sort}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {canManage && (
                  <>
                    <PreviewOnSiteButton brand={brand} kind="announcement" id={announcement.id} />
                    <Button variant="ghost" size="sm" onClick={() => setEditing(announcement)}>
                      {t('content.edit')}
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))
        }
      </ResultsPanel>
      {editing && (
        <AnnouncementDialog
          brand={brand}
          announcement={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
};
