/** The full-screen frame of the system pages (maintenance, region blocked, startup error). */
import type { ReactNode } from 'react';

type SystemPageShellProps = {
  logo?: { src: string; alt: string };
  image?: string;
  title: ReactNode;
  children: ReactNode;
  topRight?: ReactNode;
};

export const SystemPageShell = ({ logo, image, title, children, topRight }: SystemPageShellProps) => (
  <div className="relative flex min-h-dvh flex-col overflow-hidden">
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_50%_20%,color-mix(in_oklab,var(--brand-primary)_18%,transparent),transparent_60%)]"
    />
    <header className="relative z-10 flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
      {logo ? <img src={logo.src} alt={logo.alt} className="h-9 w-auto sm:h-11" height={44} /> : <span />}
      {topRight}
    </header>
    <main className="relative z-10 flex flex-1 items-center justify-center px-4 pb-12">
      <div className="w-full max-w-xl animate-fade-in rounded-3xl border border-line bg-surface/85 p-6 text-center shadow-2xl shadow-black/50 backdrop-blur sm:p-10">
        {image && (
          <img
            src={image}
            alt=""
            width={320}
            height={220}
            className="mx-auto mb-6 h-40 w-auto max-w-full sm:h-52"
          />
        )}
        <h1 className="text-gold text-2xl font-bold sm:text-3xl">{title}</h1>
        <div className="mt-4 space-y-4 text-sm leading-relaxed text-muted sm:text-base">{children}</div>
      </div>
    </main>
  </div>
);
