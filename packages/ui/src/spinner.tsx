/** A gold ring spinner; `label` is read by screen readers. */
export type SpinnerProps = { label: string; size?: 'sm' | 'md' | 'lg'; className?: string };

const SIZES = { sm: 'size-5 border-2', md: 'size-9 border-[3px]', lg: 'size-14 border-4' } as const;

export const Spinner = ({ label, size = 'md', className = '' }: SpinnerProps) => (
  <span role="status" className={`inline-flex items-center justify-center ${className}`}>
    <span
      aria-hidden="true"
      className={`${SIZES[size]} animate-spin rounded-full border-primary/25 border-t-primary motion-reduce:animate-[spin_2s_linear_infinite]`}
    />
    <span className="sr-only">{label}</span>
  </span>
);
