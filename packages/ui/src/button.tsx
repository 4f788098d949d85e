/** The one button: gold primary, outlined secondary, quiet ghost. */
import type { ButtonHTMLAttributes } from 'react';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
};

const VARIANTS = {
  primary: 'bg-gold text-on-primary shadow-lg shadow-primary/20 hover:brightness-110',
  secondary: 'border border-primary/60 text-primary hover:bg-primary/10',
  ghost: 'text-ink hover:bg-white/5',
} as const;

const SIZES = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
} as const;

export const buttonClass = ({
  variant = 'primary',
  size = 'md',
  block = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}) =>
  [
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition',
    'focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-page focus-visible:outline-none',
    'disabled:cursor-not-allowed disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    block ? 'w-full' : '',
  ].join(' ');

export const Button = ({ variant, size, block, className = '', type = 'button', ...rest }: ButtonProps) => (
  <button type={type} className={`${buttonClass({ variant, size, block })} ${className}`} {...rest} />
);
