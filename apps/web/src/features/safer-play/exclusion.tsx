/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to 5 years, or permanent), ADR 051:
 * each behind a confirmation that says what stops, what still works, when it ends and that it can
 * neither be undone nor shortened. The server keeps the longer of two breaks and refuses a shorter one.
 */
import {
  SELF_EXCLUSION_MONTHS,
  type TExclusion,
  type TExclusionRequest,
  TIMEOUT_DAYS,
} from '@luckwell/contracts/member/safer-play';
import { Button } from '@luckwell/ui/button';
import { Modal } from '@luckwell/ui/modal';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../shared/error-text.ts';
import { formatWhen } from '../../shared/format-when.ts';
import { Panel } from '../../shared/panel.tsx';
import { useExclude } from './safer-play-api.ts';
import { endOf, exclusionLength, timeoutLength } from './safer-play-parts.tsx';

const ConfirmDialog = ({ request, onClose }: { request: TExclusionRequest; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const exclude = useExclude();
  const [understood, setUnderstood] = useState(false);
  const checkId = useId();
  const timeout = request.kind === 'timeout';
  const length = timeout ? timeoutLength(t, request.days) : exclusionLength(t, request.months ?? null);
  const end = endOf(timeout ? { days: request.days } : { months: request.months ?? null });
  const title = timeout
    ? t('sp_confirm_timeout_title', { length })
    : end === null
      ? t('sp_confirm_exclusion_permanent_title')
      : t('sp_confirm_exclusion_title', { length });

  return (
    <Modal
      open
      title={title}
      onClose={exclude.isPending ? () => undefined : onClose}
      closeLabel={t('common_close')}
      size="md"
    >
      <div className="grid gap-3 px-5 pt-2 pb-6 text-sm text-ink/90 sm:px-6" data-testid="exclusion-confirm">
        <p>{t('sp_confirm_effects')}</p>
        <p className="font-semibold text-ink">
          {end === null
            ? t('sp_confirm_never')
            : t('sp_confirm_until', { when: formatWhen(end, i18n.language) })}
        </p>
        <p className="rounded-xl border border-red-400/40 bg-red-500/10 px-3 py-2 font-semibold text-red-200">
          {t('sp_confirm_final')}
        </p>
        <label htmlFor={checkId} className="flex cursor-pointer items-start gap-2.5">
          <input
            id={checkId}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            className="mt-0.5 size-4 accent-[var(--color-primary)]"
          />
          <span>{t('sp_confirm_check')}</span>
        </label>
        {exclude.isError && (
          <p role="alert" className="text-red-400">
            {errorText(t, exclude.error)}
          </p>
        )}
        <div className="mt-1 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={exclude.isPending}>
            {t('sp_cancel')}
          </Button>
          <Button
            disabled={!understood || exclude.isPending}
            onClick={() => exclude.mutate(request, { onSuccess: onClose })}
          >
            {t(timeout ? 'sp_confirm_timeout' : 'sp_confirm_exclusion')}
          </Button>
        </div>
      </div>
    </Modal>
  );
};

const Chooser = <V extends number | null>({
  title,
  body,
  button,
  options,
  label,
  initial,
  toRequest,
  testId,
}: {
  title: string;
  body: string;
  button: string;
  options: readonly V[];
  label: (value: V) => string;
  initial: V;
  toRequest: (value: V) => TExclusionRequest;
  testId: string;
}) => {
  const { t } = useTranslation();
  const selectId = useId();
  const [value, setValue] = useState<V>(initial);
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel title={title} testId={testId}>
      <p className="text-sm text-muted">{body}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1 sm:flex-none">
          <label htmlFor={selectId} className="mb-1.5 block text-xs font-semibold text-ink/90">
            {t('sp_length')}
          </label>
          <select
            id={selectId}
            value={value === null ? 'permanent' : String(value)}
            onChange={(event) =>
              setValue((event.target.value === 'permanent' ? null : Number(event.target.value)) as V)
            }
            className="block min-h-11 w-full rounded-xl border border-line bg-page/70 px-3 text-sm text-ink focus:border-primary focus:outline-none"
          >
            {options.map((option) => (
              <option key={String(option)} value={option === null ? 'permanent' : String(option)}>
                {label(option)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {button}
        </Button>
      </div>
      {confirming && <ConfirmDialog request={toRequest(value)} onClose={() => setConfirming(false)} />}
    </Panel>
  );
};

export const TimeoutPanel = () => {
  const { t } = useTranslation();
  return (
    <Chooser<number>
      title={t('sp_timeout_title')}
      body={t('sp_timeout_body')}
      button={t('sp_timeout_button')}
      options={TIMEOUT_DAYS}
      label={(days) => timeoutLength(t, days)}
      initial={TIMEOUT_DAYS[0]}
      toRequest={(days) => ({ kind: 'timeout', days })}
      testId="timeout-panel"
    />
  );
};

export const SelfExclusionPanel = () => {
  const { t } = useTranslation();
  return (
    <Chooser<number | null>
      title={t('sp_exclusion_title')}
      body={t('sp_exclusion_body')}
      button={t('sp_exclusion_button')}
      options={[...SELF_EXCLUSION_MONTHS, null]}
      label={(months) => exclusionLength(t, months)}
      initial={SELF_EXCLUSION_MONTHS[0]}
      toRequest={(months) => ({ kind: 'selfExclusion', months })}
      testId="self-exclusion-panel"
    />
  );
};

/** What a member on a break sees first: which break, until when, and what still works. */
export const ExcludedBanner = ({ exclusion }: { exclusion: TExclusion }) => {
  const { t, i18n } = useTranslation();
  const when = exclusion.until ? formatWhen(exclusion.until, i18n.language) : '';
  const headline =
    exclusion.until === null
      ? t('sp_excluded_permanent')
      : t(exclusion.kind === 'timeout' ? 'sp_excluded_timeout' : 'sp_excluded_self', { when });
  return (
    <section
      role="status"
      data-testid="excluded-banner"
      className="flex flex-col gap-3 rounded-2xl border border-amber-400/40 bg-amber-400/10 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <p className="text-base font-bold text-amber-100">{headline}</p>
        <p className="mt-1 text-sm text-amber-100/80">{t('sp_excluded_body')}</p>
        <p className="mt-1 text-xs text-amber-100/70">{t('sp_excluded_longer')}</p>
      </div>
      <Link
        to="/member?page=withdraw"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border border-amber-300/60 px-5 text-sm font-semibold text-amber-100 hover:bg-amber-300/10"
      >
        {t('sp_excluded_withdraw')}
      </Link>
    </section>
  );
};
