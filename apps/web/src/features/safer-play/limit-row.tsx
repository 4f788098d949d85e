/**
 * One of the member's limits (ADR 051): the limit in force, what its window has used (a bar), a raise
 * or removal waiting out the 24-hour cooling-off, and the controls to set, change or remove it.
 */
import { SESSION_LIMIT_MINUTES, type TLimitState } from '@luckwell/contracts/member/safer-play';
import { Button } from '@luckwell/ui/button';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { Field } from '../../shared/field.tsx';
import { formatWhen } from '../../shared/format-when.ts';
import { appliesAtOnce, parseLimit, usedPercent, useSetLimit } from './safer-play-api.ts';
import { limitText } from './safer-play-parts.tsx';

const USED_LABEL = {
  depositDay: 'sp_used_deposit',
  depositWeek: 'sp_used_deposit',
  depositMonth: 'sp_used_deposit',
  lossDay: 'sp_used_loss',
  lossWeek: 'sp_used_loss',
  lossMonth: 'sp_used_loss',
  sessionMinutes: 'sp_used_session',
} as const;

const Editor = ({
  state,
  currency,
  onDone,
}: {
  state: TLimitState;
  currency: string;
  onDone: (message: string) => void;
}) => {
  const { t } = useTranslation();
  const selectId = useId();
  const setLimit = useSetLimit();
  const isSession = state.kind === 'sessionMinutes';
  const [typed, setTyped] = useState(state.value && !isSession ? state.value : '');
  const [minutes, setMinutes] = useState<number>(
    isSession && state.value ? Number(state.value) : SESSION_LIMIT_MINUTES[1],
  );
  const [invalid, setInvalid] = useState(false);

  const send = (value: string | number | null) => {
    const request =
      state.kind === 'sessionMinutes'
        ? { kind: state.kind, value: value === null ? null : Number(value) }
        : { kind: state.kind, value: value === null ? null : String(value) };
    // A removal or a higher value waits out the cooling-off; a new or lower one applies now.
    const applied = appliesAtOnce(state.value, value === null ? null : String(value))
      ? 'sp_saved_now'
      : 'sp_saved_later';
    setLimit.mutate(request, { onSuccess: () => onDone(t(applied)) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isSession) return send(minutes);
    const value = parseLimit(typed);
    setInvalid(value === null);
    if (value !== null) send(value);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3 grid gap-3" aria-label={t(`sp_label_${state.kind}`)}>
      {isSession ? (
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-xs font-semibold text-ink/90">
            {t('sp_length')}
          </label>
          <select
            id={selectId}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
            className="block min-h-11 w-full rounded-xl border border-line bg-page/70 px-3 text-sm text-ink focus:border-primary focus:outline-none"
          >
            {SESSION_LIMIT_MINUTES.map((m) => (
              <option key={m} value={m}>
                {t('sp_minutes', { count: m })}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <Field
          label={t('sp_amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          error={invalid ? t('sp_amount_invalid') : null}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      {setLimit.isError && (
        <p role="alert" className="text-xs text-red-400">
          {errorText(t, setLimit.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={setLimit.isPending}>
          {t('sp_save')}
        </Button>
        {state.value !== null && (
          <Button variant="secondary" size="sm" disabled={setLimit.isPending} onClick={() => send(null)}>
            {t('sp_remove')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => onDone('')}>
          {t('sp_cancel')}
        </Button>
      </div>
    </form>
  );
};

export const LimitRow = ({
  state,
  symbol,
  currency,
}: {
  state: TLimitState;
  symbol: string;
  currency: string;
}) => {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');
  const percent = usedPercent(state.used, state.value);
  const used = limitText(t, state.kind, state.used, symbol);

  return (
    <li
      className="flex min-w-0 flex-col rounded-xl border border-line bg-page/50 p-3.5"
      data-testid={`limit-${state.kind}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t(`sp_kind_${state.kind}`)}
          </p>
          <p className="mt-0.5 text-lg font-bold text-ink tabular-nums" data-testid="limit-value">
            {state.value === null ? t('sp_no_limit') : limitText(t, state.kind, state.value, symbol)}
          </p>
        </div>
        {!editing && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${t(state.value === null ? 'sp_set' : 'sp_change')}: ${t(`sp_label_${state.kind}`)}`}
            onClick={() => {
              setSaved('');
              setEditing(true);
            }}
          >
            {t(state.value === null ? 'sp_set' : 'sp_change')}
          </Button>
        )}
      </div>
      <div className="mt-2">
        {percent !== null && (
          <div
            role="progressbar"
            aria-label={t(USED_LABEL[state.kind])}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className={`h-full rounded-full ${percent >= 100 ? 'bg-red-400' : percent >= 80 ? 'bg-amber-400' : 'bg-gold'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
        <p className="mt-1.5 text-xs text-muted tabular-nums">
          {t(USED_LABEL[state.kind])}:{' '}
          {state.value === null
            ? t('sp_used', { used })
            : t('sp_used_of', { used, limit: limitText(t, state.kind, state.value, symbol) })}
        </p>
      </div>
      {state.pending && (
        <p
          className="mt-2 rounded-lg bg-amber-400/10 px-2.5 py-1.5 text-xs text-amber-200"
          data-testid="limit-pending"
        >
          {state.pending.value === null
            ? t('sp_pending_removed', { when: formatWhen(state.pending.effectiveAt, i18n.language) })
            : t('sp_pending_value', {
                value: limitText(t, state.kind, state.pending.value, symbol),
                when: formatWhen(state.pending.effectiveAt, i18n.language),
              })}
        </p>
      )}
      {saved && (
        <p role="status" className="mt-2 text-xs text-emerald-400">
          {saved}
        </p>
      )}
      {editing && (
        <Editor
          state={state}
          currency={currency}
          onDone={(message) => {
            setSaved(message);
            setEditing(false);
          }}
        />
      )}
    </li>
  );
};
