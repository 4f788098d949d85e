/** A small status pill: active, locked, on/off, roles. */
import type { ReactNode } from 'react';

export type BadgeTone = 'jade' | 'danger' | 'gold' | 'violet' | 'neutral' | 'accent';

const TONES: Record<BadgeTone, string> = {
  jade: 'border-jade/40 bg-jade/12 text-jade',
  danger: 'border-danger/45 bg-danger/12 text-danger',
  gold: 'border-primary/45 bg-primary/12 text-primary',
  violet: 'border-violet/50 bg-violet/15 text-[#b3a1ff]',
  accent: 'border-accent/45 bg-accent/12 text-accent',
  neutral: 'border-line bg-white/[0.04] text-ink/75',
};

export const Badge = ({
  tone = 'neutral',
  children,
  dot = false,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  dot?: boolean;
}) => (
  <span
    className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`}
  >
    {dot && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
    {children}
  </span>
);
