import type { ReactNode } from 'react';

type SectionTitleProps = { id?: string; title: ReactNode; subtitle?: ReactNode; action?: ReactNode };

/** The heading every home section opens with: a gold rule, title, optional subtitle and link. */
export const SectionTitle = ({ id, title, subtitle, action }: SectionTitleProps) => (
  <div className="mb-5 flex items-end justify-between gap-4">
    <div className="min-w-0">
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold text-ink sm:text-2xl">
        <span aria-hidden="true" className="h-6 w-1.5 shrink-0 rounded-full bg-gold sm:h-7" />
        {title}
      </h2>
      {subtitle && <p className="mt-1.5 pl-[1.125rem] text-sm text-muted">{subtitle}</p>}
    </div>
    {action}
  </div>
);
