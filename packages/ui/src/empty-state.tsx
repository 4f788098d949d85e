/** A designed "nothing here" / "not yet" / "went wrong" panel with optional art and action. */
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Image URL of the illustration; falls back to the built-in emblem. */
  image?: string;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
};

export const EmptyState = ({
  title,
  description,
  image,
  tone = 'neutral',
  action,
  children,
  className = '',
}: EmptyStateProps) => (
  <section
    className={`flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface/80 px-6 py-10 text-center ${className}`}
  >
    {image ? (
      <img src={image} alt="" className="h-32 w-auto max-w-full" width={192} height={128} />
    ) : (
      <span
        aria-hidden="true"
        className={`grid size-16 place-items-center rounded-full ${tone === 'error' ? 'bg-red-500/15 text-red-400' : 'bg-primary/15 text-primary'}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          {tone === 'error' ? (
            <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          ) : (
            <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3Z" />
          )}
        </svg>
      </span>
    )}
    <h2 className="text-xl font-bold text-ink">{title}</h2>
    {description && <p className="max-w-xl text-sm leading-relaxed text-muted">{description}</p>}
    {children}
    {action}
  </section>
);
