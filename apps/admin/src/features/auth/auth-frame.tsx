/**
 * The frame of the pages before the console (sign in, two-step setup): the brand and a language
 * switch on top, then one centred card with an emblem, the page's title and a line under it.
 */
import type { ReactNode } from 'react';
import { BrandLogo } from '../../shared/brand-logo.tsx';
import { Icon, type IconName } from '../../shared/icons.tsx';
import { LanguageSelector } from '../../shared/language-selector.tsx';

export const AuthFrame = ({
  id,
  icon,
  title,
  subtitle,
  width,
  className,
  headerEnd,
  footer,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  icon: IconName;
  title: string;
  subtitle: string;
  /** The card's width as a literal Tailwind class, so the build sees it: `max-w-[420px]`. */
  width: `max-w-[${number}px]`;
  /** How the frame sits in the page: `min-h-dvh` on its own, `min-w-0` in a column. */
  className: string;
  /** More controls after the language switch. */
  headerEnd?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) => (
  <div className={`flex flex-col px-5 py-5 sm:px-10 ${className}`}>
    <header className="flex items-center justify-between gap-3">
      <BrandLogo className="h-10 sm:h-12" />
      <div className="flex items-center gap-2">
        <LanguageSelector />
        {headerEnd}
      </div>
    </header>
    <main className="flex flex-1 items-center justify-center py-10">
      <section
        aria-labelledby={id}
        className={`w-full ${width} animate-fade-in rounded-3xl border border-line bg-surface/85 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8`}
      >
        <div className="mb-6 flex flex-col gap-2">
          <span className="grid size-12 place-items-center rounded-2xl bg-primary/12 text-primary ring-1 ring-primary/30">
            <Icon name={icon} className="size-6" />
          </span>
          <h1 id={id} className="text-gold mt-2 text-2xl font-bold sm:text-3xl">
            {title}
          </h1>
          <p className="text-sm leading-relaxed text-muted">{subtitle}</p>
        </div>
        {children}
      </section>
    </main>
    {footer}
  </div>
);
