/** The code from an authenticator app: digits keyboard, one-time-code autofill, spaced digits. */
import { TextField, type TextFieldProps } from '../../shared/form-field.tsx';

export const TotpCodeField = (
  props: Omit<TextFieldProps, 'icon' | 'placeholder' | 'inputMode' | 'autoComplete' | 'maxLength'>,
) => (
  <TextField
    icon="key"
    placeholder="123456"
    inputMode="numeric"
    autoComplete="one-time-code"
    // Six digits, or seven with the space some apps show in the middle.
    maxLength={7}
    inputClassName="text-lg font-semibold tracking-[0.4em] tabular-nums"
    {...props}
  />
);
