/** Previous / "Page 2 of 5" / next under a paged list; nothing when there is one page. */
import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';

export const Pager = ({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the navigation is called for screen readers ("Pages of the messages"). */
  label: string;
}) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const step = buttonClass({ size: 'sm', variant: 'secondary' });
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        className={step}
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        {t('tx_prev')}
      </button>
      <span className="text-sm text-muted tabular-nums">{t('tx_page', { page, pages: totalPages })}</span>
      <button type="button" className={step} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('tx_next')}
      </button>
    </nav>
  );
};
