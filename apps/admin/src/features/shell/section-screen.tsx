/**
 * A back-office section before its release: what it is for, what is planned, and a greyed sample
 * of its layout so operators can picture it. Every section uses this until its issue lands.
 */
import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shared/icons.tsx';
import type { Section } from './sections.ts';

const PLANNED = ['p1', 'p2', 'p3'] as const;
const KPIS = ['deposits', 'players', 'revenue', 'withdrawals'] as const;
const KPI_TONES = ['text-primary', 'text-jade', 'text-violet', 'text-accent'] as const;

const Bar = ({ className }: { className: string }) => (
  <span aria-hidden="true" className={`block h-2.5 rounded-full bg-white/[0.07] ${className}`} />
);

const SampleKpis = () => {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
      {KPIS.map((kpi, index) => (
        <div key={kpi} className="rounded-2xl border border-line/70 bg-surface/60 p-4">
          <p className="text-xs font-medium text-muted">{t(`section.dashboard.kpi.${kpi}`)}</p>
          <p className={`mt-2 text-2xl font-bold tabular-nums ${KPI_TONES[index]}`}>—</p>
          <svg
            viewBox="0 0 120 28"
            className="mt-3 h-7 w-full opacity-40"
            aria-hidden="true"
            preserveAspectRatio="none"
          >
            <path
              d={
                [
                  'M0 22 20 18 40 20 60 12 80 14 100 6 120 8',
                  'M0 16 20 20 40 14 60 16 80 9 100 12 120 5',
                  'M0 20 20 12 40 16 60 10 80 12 100 8 120 10',
                  'M0 10 20 14 40 12 60 18 80 14 100 18 120 15',
                ][index]
              }
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              className={KPI_TONES[index]}
            />
          </svg>
        </div>
      ))}
    </div>
  );
};

const SampleTable = () => (
  <div className="overflow-hidden rounded-2xl border border-line/70 bg-surface/60">
    <div className="flex items-center gap-3 border-b border-line/70 p-3.5">
      <span className="flex h-9 flex-1 items-center gap-2 rounded-lg border border-line/70 bg-page/60 px-3 text-muted/60">
        <Icon name="search" className="size-4" />
        <Bar className="w-24" />
      </span>
      <span className="hidden h-9 w-24 rounded-lg bg-white/[0.05] sm:block" />
      <span className="h-9 w-20 rounded-lg bg-primary/15" />
    </div>
    <ul>
      {[0, 1, 2, 3, 4].map((row) => (
        <li key={row} className="flex items-center gap-4 border-b border-line/40 px-4 py-3.5 last:border-b-0">
          <span className="size-8 shrink-0 rounded-full bg-white/[0.06]" />
          <span className="flex min-w-0 flex-1 flex-col gap-2">
            <Bar className={['w-32', 'w-40', 'w-28', 'w-36', 'w-24'][row] ?? 'w-32'} />
            <Bar className="w-20 opacity-60" />
          </span>
          <Bar className="hidden w-16 sm:block" />
          <span className="h-6 w-16 rounded-full bg-white/[0.06]" />
        </li>
      ))}
    </ul>
  </div>
);

export const SectionScreen = ({ section }: { section: Section }) => {
  const { t } = useTranslation();
  const { id } = section;
  return (
    <div className="mx-auto flex w-full max-w-6xl animate-fade-in flex-col gap-6">
      <header className="flex flex-col gap-1.5">
        <nav aria-label="Breadcrumb" className="flex items-center gap-1.5 text-xs text-muted">
          <span>{t('app.backOffice')}</span>
          <Icon name="chevronRight" className="size-3.5" />
          <span className="text-ink/80">{t(`section.${id}.title`)}</span>
        </nav>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t(`section.${id}.title`)}</h1>
        <p className="max-w-2xl text-sm leading-relaxed text-muted sm:text-base">
          {t(`section.${id}.description`)}
        </p>
      </header>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section
          aria-labelledby="later-title"
          className="relative self-start overflow-hidden rounded-3xl border border-primary/25 bg-linear-to-br from-surface via-surface to-[#1d1a2c] p-6 sm:p-8"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-20 size-72 rounded-full bg-primary/15 blur-3xl"
          />
          <div className="relative flex flex-col gap-5">
            <div className="flex items-center gap-4">
              <span className="bg-gold grid size-14 shrink-0 place-items-center rounded-2xl text-on-primary shadow-lg shadow-primary/25">
                <Icon name={section.icon} className="size-7" />
              </span>
              <span className="rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-[11px] font-bold tracking-[0.14em] text-primary uppercase">
                {t('section.laterBadge')}
              </span>
            </div>
            <div className="flex flex-col gap-2">
              <h2 id="later-title" className="text-gold text-2xl font-bold">
                {t('section.laterTitle')}
              </h2>
              <p className="text-sm leading-relaxed text-ink/75">{t('section.laterBody')}</p>
            </div>
            <div>
              <p className="mb-2.5 text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                {t('section.planned')}
              </p>
              <ul className="flex flex-col gap-2.5">
                {PLANNED.map((point) => (
                  <li key={point} className="flex items-start gap-3 text-sm text-ink/85">
                    <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-jade/15 text-jade">
                      <Icon name="check" className="size-3.5" />
                    </span>
                    {t(`section.${id}.${point}`)}
                  </li>
                ))}
              </ul>
            </div>
            {id !== 'dashboard' && (
              <Link
                to={'/dashboard'}
                className={`${buttonClass({ variant: 'secondary', size: 'sm' })} self-start`}
              >
                <Icon name="arrowLeft" className="size-4" />
                {t('section.backToDashboard')}
              </Link>
            )}
          </div>
        </section>

        <section aria-label={t('section.sampleLayout')} className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-xs font-medium text-muted">
            <Icon name="info" className="size-4" />
            {t('section.sampleLayout')}
          </p>
          <div className="pointer-events-none flex select-none flex-col gap-4 opacity-80" aria-hidden="true">
            {id === 'dashboard' && <SampleKpis />}
            <SampleTable />
          </div>
        </section>
      </div>
    </div>
  );
};
