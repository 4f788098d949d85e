/**
 * The trading desk's dialogs alike: a modal form whose every change carries a reason for the audit
 * log (asked for before anything is sent), the server's refusal shown at its field when the form
 * has it and above the buttons otherwise.
 */
import i18next from 'i18next';
import { errorKey, errorText, failedField } from '../../shared/error-text.ts';
import type { TranslationKey } from '../../shared/locales/en.ts';
import { TableFormDialog } from '../tables/table-form-dialog.tsx';

/**
 * A refusal's words at a field: the server's own sentence when it is the desk's (`trading_err_*`),
 * else what the field expects; and the refusal that names none of the form's fields, for the alert.
 */
export const refusalOf = (error: unknown, fields: readonly string[]) => {
  const failed = error ? failedField(error) : '';
  const at = (field: string, fallback: TranslationKey) => {
    if (!error || failed !== field) return undefined;
    return errorKey(error).startsWith('trading_err_') ? errorText(error) : i18next.t(fallback);
  };
  const alert = error && !fields.includes(failed) ? errorText(error) : undefined;
  return { at, alert };
};

/** The trading desk's dialogs are the tables desk's form: a reason for every change. */
export const TradingFormDialog = TableFormDialog;

/** A choice of a few, as pressed buttons in a row (a sport, an outcome). */
export const Choice = <T extends string>({
  legend,
  options,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}) => (
  <fieldset className="m-0 flex min-w-0 flex-col gap-1.5">
    <legend className="mb-1.5 text-sm font-semibold text-ink/90">{legend}</legend>
    <div className="flex w-full min-w-0 gap-1 rounded-xl border border-line bg-page/60 p-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`min-h-9 flex-1 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${
            value === option
              ? 'bg-gold text-on-primary shadow shadow-primary/20'
              : 'text-muted hover:text-ink'
          }`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  </fieldset>
);
