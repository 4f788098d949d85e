/** A block loader for a screen or section that is waiting for data. */
import { Spinner } from './spinner.tsx';

export type LoaderProps = { label: string; className?: string };

export const Loader = ({ label, className = '' }: LoaderProps) => (
  <div className={`flex min-h-40 flex-col items-center justify-center gap-3 text-sm text-muted ${className}`}>
    <Spinner label={label} size="lg" />
    <span aria-hidden="true">{label}</span>
  </div>
);
