/** The member pages' panel frame: a titled card with an optional action beside its title. */
import type { ReactNode } from 'react';

export const Panel = ({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) => (
  <section
    className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6"
    aria-label={title}
    data-testid={testId}
  >
    <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-base font-bold text-ink sm:text-lg">{title}</h2>
      {action}
    </header>
    {children}
  </section>
);
