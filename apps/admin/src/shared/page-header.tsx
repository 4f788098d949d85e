/** The top of a console page: breadcrumb, title, one line of purpose, and the page's main actions. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icons.tsx';

export type Crumb = { label: string; to?: string };

export const PageHeader = ({
  title,
  description,
  crumbs = [],
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <nav
          aria-label={t('common.breadcrumb')}
          className="flex flex-wrap items-center gap-1.5 text-xs text-muted"
        >
          <span>{t('app.backOffice')}</span>
          {crumbs.map((crumb) => (
            <span key={crumb.label} className="flex items-center gap-1.5">
              <Icon name="chevronRight" className="size-3.5" />
              {crumb.to ? (
                <Link to={crumb.to} className="hover:text-primary">
                  {crumb.label}
                </Link>
              ) : (
                <span className="text-ink/80">{crumb.label}</span>
              )}
            </span>
          ))}
        </nav>
        <h1 className="truncate text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {description && <p className="max-w-2xl text-sm leading-relaxed text-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
};
