/**
 * Labelled form controls of the console: a text input (with optional leading icon and trailing
 * button), a select and a multi-line text. Errors are announced with the field and styled in red.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { Icon, type IconName } from './icons.tsx';

type Common = {
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
};

const FieldShell = ({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: Common & { id: string; children: ReactNode }) => (
  <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
    <label htmlFor={id} className="text-sm font-semibold text-ink/90">
      {label}
    </label>
    {children}
    {error ? (
      <p id={`${id}-error`} className="flex items-center gap-1.5 text-[13px] text-danger">
        <Icon name="alert" className="size-4 shrink-0" />
        {error}
      </p>
    ) : (
      hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )
    )}
  </div>
);

const frame = (error: string | undefined) =>
  `flex items-center rounded-xl border bg-page/80 transition focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25 ${
    error ? 'border-danger/80' : 'border-line'
  }`;

const describedBy = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
    icon?: IconName;
    trailing?: ReactNode;
    inputClassName?: string;
  };

export const TextField = ({
  label,
  error,
  hint,
  className,
  icon,
  trailing,
  inputClassName = '',
  id: givenId,
  ...input
}: TextFieldProps) => {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <div className={frame(error)}>
        {icon && (
          <span className="pl-3.5 text-muted" aria-hidden="true">
            <Icon name={icon} className="size-[18px]" />
          </span>
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`min-h-11 w-full min-w-0 flex-1 bg-transparent px-3 text-[15px] text-ink placeholder:text-muted/60 focus:outline-none [color-scheme:dark] ${inputClassName}`}
          {...input}
        />
        {trailing}
      </div>
    </FieldShell>
  );
};

export type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { children: ReactNode };

export const SelectField = ({
  label,
  error,
  hint,
  className,
  id: givenId,
  children,
  ...select
}: SelectFieldProps) => {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <div className={`relative ${frame(error)}`}>
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="min-h-11 w-full min-w-0 flex-1 cursor-pointer appearance-none bg-transparent pr-9 pl-3 text-[15px] text-ink focus:outline-none [&>option]:bg-surface"
          {...select}
        >
          {children}
        </select>
        <Icon name="chevronDown" className="pointer-events-none absolute right-3 size-4 text-muted" />
      </div>
    </FieldShell>
  );
};

export type TextAreaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export const TextAreaField = ({
  label,
  error,
  hint,
  className,
  id: givenId,
  ...area
}: TextAreaFieldProps) => {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <div className={frame(error)}>
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="min-h-24 w-full min-w-0 flex-1 resize-y bg-transparent px-3 py-2.5 text-[15px] text-ink placeholder:text-muted/60 focus:outline-none"
          {...area}
        />
      </div>
    </FieldShell>
  );
};

/**
 * A dialog's maker of text fields over its draft: each shows the draft's value and error for its
 * field and `set`s it on change; `extra` passes the input's attributes (hint, placeholder, mode).
 */
export const draftTextField =
  <Field extends string>({
    draft,
    errors,
    set,
  }: {
    draft: Record<Field, unknown>;
    errors: Record<string, string>;
    set: (field: Field) => (value: string) => void;
  }) =>
  (field: Field, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      value={draft[field] as string}
      error={errors[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...extra}
    />
  );
