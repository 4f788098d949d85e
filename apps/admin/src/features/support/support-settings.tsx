/**
 * Live support → Settings (issue 19): one brand's office hours (the days, from and to, in the
 * brand's UTC offset; outside them the player's window offers a form instead of a live chat) and its
 * canned replies (title, body, language) that the composer offers. The brand is kept in the address.
 */
import type { TCannedReply } from '@luckwell/contracts/admin/support';
import { type TOfficeHours, ZOfficeHours } from '@luckwell/contracts/support/chat';
import { Button } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge } from '../../shared/badge.tsx';
import { BrandSelect } from '../../shared/brand-select.tsx';
import { BusyButton } from '../../shared/busy-button.tsx';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { DataTable } from '../../shared/data-table.tsx';
import { errorText } from '../../shared/error-text.ts';
import { FormAlert } from '../../shared/form-alert.tsx';
import { TextField } from '../../shared/form-field.tsx';
import { Icon } from '../../shared/icons.tsx';
import { LoadError } from '../../shared/load-error.tsx';
import { toast } from '../../shared/toasts.tsx';
import { pickedBrand, useBrands } from '../../shared/use-brands.ts';
import { CannedReplyDialog } from './canned-reply-dialog.tsx';
import {
  useCannedReplies,
  useCannedReplyActions,
  useSaveSupportSettings,
  useSupportSettings,
} from './support-api.ts';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const OfficeHoursForm = ({
  brand,
  hours,
  online,
}: {
  brand: string;
  hours: TOfficeHours;
  online: boolean;
}) => {
  const { t } = useTranslation();
  const save = useSaveSupportSettings();
  const [draft, setDraft] = useState(hours);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZOfficeHours.safeParse({ ...draft, days: [...draft.days].sort((a, b) => a - b) });
    if (!parsed.success) {
      setProblem(t(draft.days.length === 0 ? 'support.hours.noDays' : 'support.hours.invalid'));
      return;
    }
    if (parsed.data.to <= parsed.data.from) {
      setProblem(t('support.hours.order'));
      return;
    }
    setProblem(null);
    save.mutate(
      { merchantCode: brand, hours: parsed.data },
      { onSuccess: () => toast.success(t('support.hours.saved', { brand })) },
    );
  };

  const toggle = (day: number) =>
    setDraft((now) => ({
      ...now,
      days: now.days.includes(day) ? now.days.filter((d) => d !== day) : [...now.days, day],
    }));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="support-hours-title"
      className="flex flex-col gap-5 rounded-3xl border border-line/70 bg-surface/60 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="support-hours-title" className="text-lg font-bold text-ink">
            {t('support.hours.title')}
          </h2>
          <p className="max-w-xl text-sm leading-relaxed text-muted">{t('support.hours.body')}</p>
        </div>
        <Badge tone={online ? 'jade' : 'neutral'} dot>
          {t(online ? 'support.hours.online' : 'support.hours.offline')}
        </Badge>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink/90">{t('support.hours.days')}</legend>
        <div className="flex flex-wrap gap-2">
          {DAYS.map((day) => {
            const on = draft.days.includes(day);
            return (
              <label
                key={day}
                className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${
                  on
                    ? 'border-primary/60 bg-primary/12 text-primary'
                    : 'border-line text-muted hover:text-ink'
                }`}
              >
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() => toggle(day)}
                  className="accent-[#e8b54a]"
                />
                {t(`support.day.${day}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('support.hours.from')}
          type="time"
          value={draft.from}
          onChange={(event) => setDraft((now) => ({ ...now, from: event.target.value }))}
        />
        <TextField
          label={t('support.hours.to')}
          type="time"
          value={draft.to === '24:00' ? '23:59' : draft.to}
          onChange={(event) => setDraft((now) => ({ ...now, to: event.target.value }))}
        />
        <TextField
          label={t('support.hours.offset')}
          value={draft.utcOffset}
          placeholder="+07:00"
          hint={t('support.hours.offsetHint')}
          onChange={(event) => setDraft((now) => ({ ...now, utcOffset: event.target.value.trim() }))}
        />
      </div>
      {(problem || save.isError) && <FormAlert>{problem ?? errorText(save.error)}</FormAlert>}
      <BusyButton type="submit" busy={save.isPending} icon="check" className="self-start">
        {t('support.hours.save')}
      </BusyButton>
    </form>
  );
};

const CannedReplies = ({ brand }: { brand: string }) => {
  const { t } = useTranslation();
  const replies = useCannedReplies(brand);
  const { save, remove } = useCannedReplyActions(brand);
  const [editing, setEditing] = useState<TCannedReply | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCannedReply | null>(null);

  return (
    <section
      aria-labelledby="support-canned-title"
      className="flex flex-col gap-4 rounded-3xl border border-line/70 bg-surface/60 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="support-canned-title" className="text-lg font-bold text-ink">
            {t('support.canned.title')}
          </h2>
          <p className="max-w-xl text-sm leading-relaxed text-muted">{t('support.canned.body')}</p>
        </div>
        <Button
          size="sm"
          onClick={() => {
            save.reset();
            setEditing('new');
          }}
        >
          <Icon name="plus" className="size-4" />
          {t('support.canned.add')}
        </Button>
      </div>
      {replies.isError ? (
        <LoadError error={replies.error} onRetry={() => void replies.refetch()} />
      ) : !replies.data ? (
        <Loader label={t('common.loading')} />
      ) : replies.data.list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line/80 px-4 py-8 text-center text-sm text-muted">
          {t('support.canned.empty')}
        </p>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line/60">
          <DataTable
            caption={t('support.canned.title')}
            minWidth="min-w-[520px]"
            columns={[
              t('support.canned.col.title'),
              t('support.canned.col.language'),
              t('support.canned.col.body'),
              t('support.canned.col.actions'),
            ]}
          >
            {replies.data.list.map((reply) => (
              <tr
                key={reply.id}
                className="border-b border-line/40 align-top last:border-b-0 hover:bg-white/[0.025]"
              >
                <td className="px-4 py-3 font-semibold text-ink">{reply.title}</td>
                <td className="px-4 py-3">
                  <Badge>{reply.language.toUpperCase()}</Badge>
                </td>
                <td className="max-w-md px-4 py-3 text-ink/85">
                  <span className="line-clamp-3 break-words whitespace-pre-wrap">{reply.body}</span>
                </td>
                <td className="px-4 py-3">
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('support.canned.editOne', { title: reply.title })}
                      onClick={() => {
                        save.reset();
                        setEditing(reply);
                      }}
                    >
                      {t('support.canned.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('support.canned.deleteOne', { title: reply.title })}
                      onClick={() => {
                        remove.reset();
                        setDeleting(reply);
                      }}
                    >
                      {t('support.canned.delete')}
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      {editing && (
        <CannedReplyDialog
          reply={editing === 'new' ? undefined : editing}
          mutation={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('support.canned.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('support.canned.delete')}
        tone="danger"
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('support.canned.deleted'));
              setDeleting(null);
            },
          });
        }}
      >
        {t('support.canned.deleteBody')}
      </ConfirmDialog>
    </section>
  );
};

export const SupportSettingsView = () => {
  const { t } = useTranslation();
  const brands = useBrands();
  const [params, setParams] = useSearchParams();
  const brand = pickedBrand(params.get('brand') ?? '', brands.data);
  const settings = useSupportSettings(brand);

  return (
    <div className="flex flex-col gap-5">
      <BrandSelect
        value={brand}
        onChange={(code) => setParams(new URLSearchParams({ brand: code }))}
        className="md:w-72"
      />
      {brands.isError ? (
        <LoadError error={brands.error} onRetry={() => void brands.refetch()} />
      ) : !brand ? (
        <Loader label={t('common.loading')} />
      ) : (
        <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
          {settings.isError ? (
            <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
          ) : !settings.data ? (
            <Loader label={t('common.loading')} />
          ) : (
            <OfficeHoursForm
              key={brand}
              brand={brand}
              hours={settings.data.hours}
              online={settings.data.online}
            />
          )}
          <CannedReplies brand={brand} />
        </div>
      )}
    </div>
  );
};
