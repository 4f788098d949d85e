/**
 * A short code typed beside the button that gets it (the SMS code and its send button, the captcha
 * and its image): the button stays level with the input when an error shows under it.
 */
import type { ReactNode } from 'react';
import { TextField } from './text-field.tsx';

type CodeFieldProps = {
  label: string;
  autoComplete: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  /** The button beside the input; it sets its own top margin to sit level with the input. */
  children: ReactNode;
};

export const CodeField = ({
  label,
  autoComplete,
  maxLength,
  value,
  onChange,
  error,
  children,
}: CodeFieldProps) => (
  <div className="flex items-start gap-2">
    <TextField
      className="min-w-0 flex-1"
      label={label}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={maxLength}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
    {children}
  </div>
);
