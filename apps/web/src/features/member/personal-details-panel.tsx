/**
 * My account's personal details (issue 15, spec §3 "Other registration field labels", ADR 052): the
 * details the brand offers, each checked here by the same rule the server enforces (the
 * registration field rule, and a real adult's birthday). Identity details are set once: after that
 * they show a lock and the way to support. Only changed details are sent.
 */
import { checkField, hintOf } from '@luckwell/contracts/auth/pattern-families';
import type { TPersonalDetail } from '@luckwell/contracts/member/personal-details';
import { birthdayProblem, MINIMUM_AGE } from '@luckwell/contracts/system/register-fields';
import { ApiError } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Panel } from '../../shared/panel.tsx';
import { TextField } from '../auth/text-field.tsx';
import { usePersonalDetails, useUpdatePersonalDetails } from './account-api.ts';
import { PanelState } from './account-parts.tsx';

type Values = Record<string, string>;

/** The latest birthday an adult can have today, as the date input's `max` (local calendar day). */
const latestAdultBirthday = (today: Date) => {
  const d = new Date(today.getFullYear() - MINIMUM_AGE, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A stored yyyy-MM-dd birthday in the reader's words ("24/11/1990", "Nov 24, 1990"). */
const birthdayText = (value: string, language: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
};

const LockIcon = () => (
  <svg viewBox="0 0 20 20" className="size-3.5 shrink-0" fill="currentColor" aria-hidden="true">
    <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4Zm-2 6V6a2 2 0 1 1 4 0v2H8Z" />
  </svg>
);

const DetailsView = ({ list }: { list: TPersonalDetail[] }) => {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2.5 sm:gap-x-6 sm:gap-y-3" data-testid="personal-details">
      {list.map((detail) => (
        <div
          key={detail.field}
          className="min-w-0 rounded-xl border border-line/60 bg-black/20 px-3.5 py-2.5"
        >
          <dt className="flex items-center gap-1.5 text-xs text-muted">
            {t(`det_field_${detail.field}`)}
            {detail.locked && (
              <span className="text-gold" title={t('det_locked_title')}>
                <LockIcon />
                <span className="sr-only">{t('det_locked_title')}</span>
              </span>
            )}
          </dt>
          <dd
            className={`mt-0.5 break-words text-sm ${detail.value ? 'font-semibold text-ink' : 'text-muted/80 italic'}`}
          >
            {detail.value
              ? detail.field === 'birthday'
                ? birthdayText(detail.value, i18n.language)
                : detail.value
              : t('det_not_provided')}
          </dd>
        </div>
      ))}
    </dl>
  );
};

const DetailsForm = ({
  list,
  onSaved,
  onCancel,
}: {
  list: TPersonalDetail[];
  onSaved: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const update = useUpdatePersonalDetails();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(list.map((detail) => [detail.field, detail.value ?? ''])),
  );
  const [errors, setErrors] = useState<Values>({});
  const [formError, setFormError] = useState<string | null>(null);
  const today = new Date();

  const problemOf = (detail: TPersonalDetail): string | null => {
    const value = values[detail.field] ?? '';
    const problem = checkField(value, detail, detail.required);
    if (problem) return t(problem.key, problem.params ?? {});
    if (detail.field === 'birthday' && value.trim()) {
      const key = birthdayProblem(value, today);
      if (key) return t(key, { age: MINIMUM_AGE });
    }
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const editable = list.filter((detail) => !detail.locked);
    const found: Values = {};
    for (const detail of editable) {
      const problem = problemOf(detail);
      if (problem) found[detail.field] = problem;
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const changed = Object.fromEntries(
      editable
        .filter((detail) => (values[detail.field] ?? '').trim() !== (detail.value ?? ''))
        .map((detail) => [detail.field, (values[detail.field] ?? '').trim()]),
    );
    if (Object.keys(changed).length === 0) {
      onCancel();
      return;
    }
    try {
      await update.mutateAsync(changed);
      onSaved();
    } catch (error) {
      const field = error instanceof ApiError ? error.field?.replace(/^body\./, '') : undefined;
      if (field && list.some((detail) => detail.field === field)) {
        setErrors({ [field]: errorText(t, error) });
      } else {
        setFormError(errorText(t, error));
      }
    }
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <p className="text-xs text-muted">{t('det_set_once_note')}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {list.map((detail) => {
          const hint = hintOf(detail);
          const isBirthday = detail.field === 'birthday';
          return (
            <TextField
              key={detail.field}
              label={t(`det_field_${detail.field}`)}
              required={detail.required}
              readOnly={detail.locked}
              type={isBirthday && !detail.locked ? 'date' : 'text'}
              max={isBirthday ? latestAdultBirthday(today) : undefined}
              maxLength={detail.maxLength > 0 ? detail.maxLength : undefined}
              inputMode={detail.patternId === 7 ? 'numeric' : undefined}
              autoComplete={detail.field === 'payeeName' ? 'name' : isBirthday ? 'bday' : 'off'}
              hint={
                detail.locked
                  ? t('det_locked_hint')
                  : isBirthday
                    ? t('det_birthday_hint', { age: MINIMUM_AGE })
                    : t(hint.key, hint.params ?? {})
              }
              error={errors[detail.field]}
              value={values[detail.field] ?? ''}
              onChange={(event) =>
                setValues((current) => ({ ...current, [detail.field]: event.target.value }))
              }
              className={detail.locked ? 'opacity-80' : ''}
            />
          );
        })}
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-300"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass({ size: 'sm' })} disabled={update.isPending}>
          {update.isPending ? t('acc_saving') : t('acc_save')}
        </button>
        <button type="button" className={buttonClass({ size: 'sm', variant: 'ghost' })} onClick={onCancel}>
          {t('acc_cancel')}
        </button>
      </div>
    </form>
  );
};

export const PersonalDetailsPanel = () => {
  const { t } = useTranslation();
  const details = usePersonalDetails();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const list = details.data?.list;
  const canEdit = list?.some((detail) => !detail.locked) ?? false;

  return (
    <Panel
      title={t('det_title')}
      testId="personal-details-panel"
      action={
        !editing && canEdit ? (
          <button
            type="button"
            className={buttonClass({ size: 'sm', variant: 'secondary' })}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('det_edit')}
          </button>
        ) : undefined
      }
    >
      {!list ? (
        <PanelState query={details} loadingLabel={t('acc_loading')} errorTitle={t('det_error')} />
      ) : list.length === 0 ? (
        <EmptyState title={t('det_none_title')} description={t('det_none_body')} />
      ) : editing ? (
        <DetailsForm
          list={list}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {saved && (
            <p role="status" className="mb-3 text-sm font-semibold text-emerald-300">
              {t('det_saved')}
            </p>
          )}
          <DetailsView list={list} />
        </>
      )}
    </Panel>
  );
};
