/**
 * Cells the content lists (announcements, banners) share: the titles in both languages, when an
 * item shows, and its state now.
 */
import type { TAdminAnnouncement } from '@luckwell/contracts/admin/content';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../shared/badge.tsx';
import { formatDateTime } from '../../shared/format.ts';

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
