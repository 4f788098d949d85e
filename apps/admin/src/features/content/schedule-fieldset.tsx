/**
 * What every content item's dialog ends with (announcements, banners): shown from, until, the
 * order and the switch. The dialog lends its own field maker, so values and errors stay in its draft.
 */

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../shared/switch.tsx';

type ScheduleField = 'startsAt' | 'endsAt' | 'sort';

export const ScheduleFieldset = ({
  field,
  enabled,
  onEnabledChange,
}: {
  field: (name: ScheduleField, label: string, extra?: Record<string, string>) => ReactNode;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
}) => {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-bold tracking-wide text-primary uppercase">
        {t('content.group.schedule')}
      </legend>
      {field('startsAt', t('content.field.startsAt'), { type: 'datetime-local' })}
      {field('endsAt', t('content.field.endsAt'), {
        type: 'datetime-local',
        hint: t('content.field.endsAtHint'),
      })}
      {field('sort', t('content.field.sort'), { inputMode: 'numeric', hint: t('content.field.sortHint') })}
      <div className="flex items-center gap-3 sm:col-span-3">
        <Switch checked={enabled} label={t('content.field.enabled')} onChange={onEnabledChange} />
        <span className="text-sm text-ink">{t('content.field.enabled')}</span>
      </div>
    </fieldset>
  );
};
