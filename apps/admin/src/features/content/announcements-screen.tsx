/**
 * Catalogue & marketing → Content at /admin/content (issue 19): one brand's announcements — the
 * notice marquee, the player list, popups, promotion teasers and help — in the players' order, each
 * with its audience, its titles in both languages, when it shows and its state (scheduled, live,
 * ended, off). `content.manage` creates and changes them. The brand is kept in the address (`brand`).
 */
import type { TAdminAnnouncement } from '@luckwell/contracts/admin/content';
import { Button } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { AnnouncementDialog } from './announcement-dialog.tsx';
import { useAnnouncements } from './content-api.ts';

const STATE_TONE: Record<TAdminAnnouncement['state'], BadgeTone> = {
  live: 'jade',
  scheduled: 'violet',
  ended: 'neutral',
  off: 'danger',
};

const AnnouncementList = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
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
              <td className="max-w-[26rem] px-4 py-3">
                <p lang="vi" className="font-semibold text-ink">
                  {announcement.title.vi}
                </p>
                {announcement.title.en ? (
                  <p lang="en" className="mt-0.5 text-xs text-muted">
                    {announcement.title.en}
                  </p>
                ) : (
                  <p className="mt-0.5 text-xs text-muted/70 italic">{t('content.noEnglish')}</p>
                )}
              </td>
              <td className="px-4 py-3 text-xs whitespace-nowrap text-muted tabular-nums">
                <p>{t('content.shown.from', { when: formatDateTime(announcement.startsAt) })}</p>
                <p className="mt-0.5">
                  {announcement.endsAt
                    ? t('content.shown.until', { when: formatDateTime(announcement.endsAt) })
                    : t('content.shown.noEnd')}
                </p>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATE_TONE[announcement.state]} dot>
                  {t(`content.state.${announcement.state}`)}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right text-ink tabular-nums">{announcement.sort}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {canManage && (
                  <Button variant="ghost" size="sm" onClick={() => setEditing(announcement)}>
                    {t('content.edit')}
                  </Button>
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

export const AnnouncementsScreen = () => {
  const { t } = useTranslation();
  const allowed = useCan('content.manage');
  const brands = useBrands(allowed);
  const [params, setParams] = useSearchParams();
  const brand = pickedBrand(params.get('brand') ?? '', brands.data);

  return (
    <div className="mx-auto flex w-full max-w-7xl animate-fade-in flex-col gap-6">
      <PageHeader
        title={t('section.content.title')}
        description={t('content.description')}
        crumbs={[{ label: t('shell.group.catalogue') }, { label: t('section.content.title') }]}
      />
      {!allowed ? (
        <EmptyState title={t('common.noAccess.title')} description={t('common.noAccess.body')} />
      ) : (
        <>
          <BrandSelect
            value={brand}
            onChange={(code) => setParams(new URLSearchParams({ brand: code }))}
            className="md:w-72 md:self-end"
          />
          {brands.isError ? (
            <LoadError error={brands.error} onRetry={() => void brands.refetch()} />
          ) : brand ? (
            <AnnouncementList brand={brand} />
          ) : (
            <Loader label={t('common.loading')} className="min-h-40" />
          )}
        </>
      )}
    </div>
  );
};
