/**
 * The filters above a list: the screen's fields in a row, then Search (or Apply) and, once
 * anything is filtered, Reset. `className` sets the columns on wide screens.
 */
import { Button } from '@luckwell/ui/button';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';

export const FilterForm = ({
  label,
  submitLabel,
  filtered,
  onSubmit,
  onReset,
  className,
  children,
}: {
  label: string;
  submitLabel: string;
  /** Whether any filter is applied: only then is there something to reset. */
  filtered: boolean;
  onSubmit: (event: FormEvent) => void;
  onReset: () => void;
  className: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <form
      aria-label={label}
      onSubmit={onSubmit}
      className={`grid gap-3 rounded-2xl border border-line/80 bg-surface/60 p-4 sm:grid-cols-2 ${className}`}
    >
      {children}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          <Icon name="search" className="size-4" />
          {submitLabel}
        </Button>
        {filtered && (
          <Button variant="ghost" onClick={onReset}>
            {t('common.reset')}
          </Button>
        )}
      </div>
    </form>
  );
};
