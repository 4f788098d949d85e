/** Why the server refused a form, announced as it appears; already translated. */
import type { ReactNode } from 'react';
import { Icon } from './icons.tsx';

export const FormAlert = ({ children }: { children: ReactNode }) => (
  <p
    role="alert"
    className="flex items-start gap-2 rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm text-ink"
  >
    <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-danger" />
    {children}
  </p>
);
