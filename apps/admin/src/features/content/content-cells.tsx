/**
 * Cells the content lists (announcements, banners) share: the titles in both languages, when an
 * item shows, its state now, and the preview of it on the brand's site.
 */
import type { TAdminAnnouncement } from '@luckwell/contracts/admin/content';
import { Button } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatDateTime } from '../../shared/format.ts';
import { toast } from '../../shared/toasts.tsx';
import { usePreviewLink } from './content-api.ts';

type ContentState = TAdminAnnouncement['state'];

const STATE_TONE: Record<ContentState, BadgeTone> = {
  live: 'jade',
  scheduled: 'violet',
  ended: 'neutral',
  off: 'danger',
};

/** The Vietnamese title, and the English one muted below (or that players reading English get it). */
export const TitlesCell = ({ title }: { title: { vi: string; en: string } }) => {
  const { t } = useTranslation();
  return (
    <td className="max-w-[26rem] px-4 py-3">
      <p lang="vi" className="font-semibold text-ink">
        {title.vi}
      </p>
      {title.en ? (
        <p lang="en" className="mt-0.5 text-xs text-muted">
          {title.en}
        </p>
      ) : (
        <p className="mt-0.5 text-xs text-muted/70 italic">{t('content.noEnglish')}</p>
      )}
    </td>
  );
};

/** Shown from … until … (or without end). */
export const ShownCell = ({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) => {
  const { t } = useTranslation();
  return (
    <td className="px-4 py-3 text-xs whitespace-nowrap text-muted tabular-nums">
      <p>{t('content.shown.from', { when: formatDateTime(startsAt) })}</p>
      <p className="mt-0.5">
        {endsAt ? t('content.shown.until', { when: formatDateTime(endsAt) }) : t('content.shown.noEnd')}
      </p>
    </td>
  );
};

/** Scheduled, live, ended or off. */
export const StateCell = ({ state }: { state: ContentState }) => {
  const { t } = useTranslation();
  return (
    <td className="px-4 py-3">
      <Badge tone={STATE_TONE[state]} dot>
        {t(`content.state.${state}`)}
      </Badge>
    </td>
  );
};

/**
 * Opens the brand's site with a preview link to the item (ADR 079): the window opens at once, so
 * no popup blocker stops it, and goes to the link when the server has made it.
 */
export const PreviewOnSiteButton = ({
  brand,
  kind,
  id,
}: {
  brand: string;
  kind: 'banner' | 'announcement';
  id: number;
}) => {
  const { t } = useTranslation();
  const link = usePreviewLink();
  const open = () => {
    const tab = window.open('', '_blank');
    link.mutate(
      { merchantCode: brand, kind, id },
      {
        onSuccess: ({ host, path }) => {
          const port = window.location.port ? `:${window.location.port}` : '';
          const url = `${window.location.protocol}//${host}${port}${path}`;
          if (tab) tab.location.href = url;
          else window.open(url, '_blank');
        },
        onError: (error) => {
          tab?.close();
          toast.error(errorText(error));
        },
      },
    );
  };
  return (
    <Button variant="ghost" size="sm" onClick={open} disabled={link.isPending}>
      {t('content.previewOnSite')}
    </Button>
  );
};
