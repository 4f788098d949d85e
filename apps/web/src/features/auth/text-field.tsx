/** A labelled input with hint and error, as the auth forms use it. */
import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../../shared/icons.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
  secret?: boolean;
};

export const TextField = ({
  label,
  hint,
  error,
  secret = false,
  className = '',
  required,
  ...input
}: TextFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-ink/90">
        {label}
        {required && (
          <span className="ml-0.5 text-accent" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          type={secret && !shown ? 'password' : 'text'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={`h-11 w-full rounded-xl border bg-black/30 px-4 text-sm text-ink placeholder:text-muted/70 transition focus:outline-none ${
            error ? 'border-red-400/80 focus:border-red-400' : 'border-line focus:border-primary'
          } ${secret ? 'pr-12' : ''}`}
          {...input}
        />
        {secret && (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? t('field_hide_password') : t('field_show_password')}
            aria-pressed={shown}
            className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-lg text-muted hover:text-ink"
          >
            <EyeIcon className="size-5" open={shown} />
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
};
