/** Previous / next through a paged list, with where we are. */
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';

/** Where a paged answer stands: its page (from 1), how many pages and rows there are in all. */
export type PageInfo = { pageNum: number; totalPages: number; total: number };

export const Pagination = ({
  page: { pageNum: page, totalPages, total },
  onPage,
}: {
  page: PageInfo;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const button =
    'grid size-9 place-items-center rounded-full border border-line text-ink transition hover:border-primary/60 hover:text-primary disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';
  return (
    <nav
      aria-label={t('common.pagination')}
      className="flex items-center justify-between gap-3 px-4 py-3 text-sm text-muted"
    >
      <p>{t('common.totalRows', { count: total })}</p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('common.previousPage')}
        >
          <Icon name="chevronLeft" className="size-4" />
        </button>
        <span className="min-w-20 text-center tabular-nums">{t('common.pageOf', { page, totalPages })}</span>
        <button
          type="button"
          className={button}
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
          aria-label={t('common.nextPage')}
        >
          <Icon name="chevronRight" className="size-4" />
        </button>
      </div>
    </nav>
  );
};
