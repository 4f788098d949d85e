/**
 * Accessible tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order. Controlled: the caller owns the selected value.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<T extends string> = { value: T; label: ReactNode };

export type TabsProps<T extends string> = {
  items: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  children: ReactNode;
  className?: string;
};

export const Tabs = <T extends string>({
  items,
  value,
  onChange,
  label,
  children,
  className = '',
}: TabsProps<T>) => {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.value);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-value="${item.value}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.value === value);
    if (event.key === 'ArrowRight') focusTab(current + 1);
    else if (event.key === 'ArrowLeft') focusTab(current - 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(items.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-xl bg-black/30 p-1"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              data-value={item.value}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={[
                'min-h-10 flex-1 rounded-lg px-3 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
                selected ? 'bg-gold text-on-primary shadow' : 'text-muted hover:text-ink',
              ].join(' ')}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="pt-4">
        {children}
      </div>
    </div>
  );
};
