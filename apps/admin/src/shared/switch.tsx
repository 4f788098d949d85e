/** An on/off switch (`role="switch"`): the row's state at a glance, and a change on click. */
export const Switch = ({
  checked,
  label,
  onChange,
  disabled = false,
  tone = 'jade',
}: {
  checked: boolean;
  /** The accessible name: what is switched, already translated. */
  label: string;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /** The colour when on: green for "enabled", amber for a warning state such as maintenance. */
  tone?: 'jade' | 'accent';
}) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-label={label}
    disabled={disabled}
    onClick={() => onChange(!checked)}
    className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-page focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${
      checked
        ? tone === 'jade'
          ? 'border-jade/60 bg-jade/35'
          : 'border-accent/60 bg-accent/35'
        : 'border-line bg-white/[0.06]'
    }`}
  >
    <span
      aria-hidden="true"
      className={`inline-block size-4 rounded-full shadow transition-transform ${
        checked ? `translate-x-6 ${tone === 'jade' ? 'bg-jade' : 'bg-accent'}` : 'translate-x-1 bg-ink/60'
      }`}
    />
  </button>
);
