/** A row of pill buttons that picks one value of a list's filter (a status, a period). */
export const FilterChips = <T extends string>({
  label,
  values,
  value,
  onChange,
  text,
}: {
  /** Names the row for screen readers. */
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (value: T) => string;
}) => (
  <div role="tablist" aria-label={label} className="flex flex-wrap gap-2">
    {values.map((item) => (
      <button
        key={item}
        type="button"
        role="tab"
        aria-selected={item === value}
        onClick={() => onChange(item)}
        className={`min-h-10 rounded-full border px-4 text-sm font-semibold transition ${
          item === value
            ? 'border-primary/60 bg-primary/15 text-primary'
            : 'border-line text-ink/75 hover:border-primary/40 hover:text-ink'
        }`}
      >
        {text(item)}
      </button>
    ))}
  </div>
);
