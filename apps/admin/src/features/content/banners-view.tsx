/**
 * Content → Banners at /admin/content/banners (issue 19): one brand's banners — the home and
 * promotions carousels, the model and video pages, and the sign-in, registration and
 * forgotten-password pictures — by group, in the players' order within each, each with its picture,
 * its titles, what a click does, when it shows and its state. Filtered by group; `content.manage`
 * creates and changes them.
 */
import type { TAdminBanner } from '@luckwell/contracts/admin/content';
import { BannerGroup, type TBannerGroup } from '@luckwell/contracts/content/announcements';
import { Button } from '@luckwell/ui/button';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../shared/filter-chips.tsx';
import { Icon } from '../../shared/icons.tsx';
import { useCan } from '../../shared/operator-session.ts';
import { ResultsPanel } from '../../shared/results-panel.tsx';
import { BannerDialog } from './banner-dialog.tsx';
import { useBanners } from './content-api.ts';
import { PreviewOnSiteButton, ShownCell, StateCell, TitlesCell } from './content-cells.tsx';
import { useContentBrand } from './content-screen.tsx';

type GroupFilter = TBannerGroup | 'all';
const FILTERS: readonly GroupFilter[] = ['all', ...BannerGroup.options];

/** The groups in the site's order, then the players' order within each. */
const byGroup = (a: TAdminBanner, b: TAdminBanner) =>
  BannerGroup.options.indexOf(a.groupName) - BannerGroup.options.indexOf(b.groupName) ||
  a.sort - b.sort ||
  a.id - b.id;

/** What a click on the banner does: nothing, a page of the site, or an address elsewhere. */
const ClickCell = ({ banner }: { banner: TAdminBanner }) => {
  const { t } = useTranslation();
  return (
    <td className="max-w-[16rem] px-4 py-3">
      <p className={banner.linkageType === 'NONE' ? 'text-muted' : 'text-ink/90'}>
        {t(`content.banner.linkage.${banner.linkageType}`)}
      </p>
      {banner.linkageType !== 'NONE' && banner.link && (
        <p className="mt-0.5 truncate font-mono text-xs text-muted" title={banner.link}>
          {banner.link}
        </p>
      )}
    </td>
  );
};

export const BannersView = () => {
  const { t } = useTranslation();
  const brand = useContentBrand();
  const canManage = useCan('content.manage');
  const list = useBanners(brand);
  const [group, setGroup] = useState<GroupFilter>('all');
  const [editing, setEditing] = useState<TAdminBanner | 'new' | null>(null);
  const shown = (banners: readonly TAdminBanner[]) =>
    banners.filter((banner) => group === 'all' || banner.groupName === group).sort(byGroup);

  return (
    <section aria-labelledby="banner-list" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="banner-list" className="text-lg font-bold text-ink">
            {t('content.banners.title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('content.banners.body')}</p>
        </div>
        {canManage && (
          <Button onClick={() => setEditing('new')}>
            <Icon name="plus" className="size-4" />
            {t('content.banner.new')}
          </Button>
        )}
      </div>
      <FilterChips
        label={t('content.banner.groups')}
        values={FILTERS}
        value={group}
        onChange={setGroup}
        text={(value) => t(value === 'all' ? 'content.bannerGroup.all' : `content.bannerGroup.${value}`)}
      />
      <ResultsPanel
        query={list}
        caption={t('content.banners.title')}
        minWidth="min-w-[1040px]"
        columns={[
          t('content.col.picture'),
          t('content.col.group'),
          t('content.col.title'),
          t('content.col.click'),
          t('content.col.shown'),
          t('content.col.state'),
          { label: t('content.col.order'), align: 'right' },
          { label: t('content.col.actions'), align: 'right' },
        ]}
        empty={{
          when: (data) => shown(data.list).length === 0,
          title: t(group === 'all' ? 'content.banners.empty.title' : 'content.banners.emptyGroup.title'),
          description: t(group === 'all' ? 'content.banners.empty.body' : 'content.banners.emptyGroup.body'),
        }}
      >
        {(data) =>
          shown(data.list).map((banner) => (
            <tr key={banner.id} className="border-b border-line/30 align-top last:border-0">
              <td className="px-4 py-3">
                <SafeImage
                  src={banner.imageUrl}
                  alt=""
                  fallbackLabel={banner.title.vi}
                  width={120}
                  height={40}
                  loading="lazy"
                  className="h-10 w-[120px] rounded-md border border-line/60 object-cover text-xs"
                />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink/90">
                {t(`content.bannerGroup.${banner.groupName}`)}
              </td>
              <TitlesCell title={banner.title} />
              <ClickCell banner={banner} />
              <ShownCell startsAt={banner.startsAt} endsAt={banner.endsAt} />
              <StateCell state={banner.state} />
              <td className="px-4 py-3 text-right text-ink tabular-nums">{banner.sort}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {canManage && (
                  <>
                    <PreviewOnSiteButton brand={brand} kind="banner" id={banner.id} />
                    <Button variant="ghost" size="sm" onClick={() => setEditing(banner)}>
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
        <BannerDialog
          brand={brand}
          banner={editing === 'new' ? undefined : editing}
          group={group === 'all' ? 'w_home' : group}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
};
