/**
 * The results of a list screen: a loader while the first answer comes, the failure with a retry,
 * a dashed "nothing found", or the table and what goes under it (pagination).
 */
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { LoadError } from './load-error.tsx';

export type ResultsPanelProps<TData> = Pick<
  DataTableProps,
  'caption' | 'columns' | 'minWidth' | 'cellPadding'
> & {
  query: UseQueryResult<TData>;
  /** Names the section as a region; lists that are the whole page go without. */
  label?: string;
  /** When the answer holds no rows, and what to say then; already translated. */
  empty?: { when: (data: TData) => boolean; title: string; description: string };
  /** The table's rows. */
  children: (data: TData) => ReactNode;
  footer?: (data: TData) => ReactNode;
};

export const ResultsPanel = <TData,>({
  query,
  label,
  empty,
  caption,
  columns,
  minWidth,
  cellPadding,
  children,
  footer,
}: ResultsPanelProps<TData>) => {
  const { t } = useTranslation();
  return (
    <section aria-label={label} className="overflow-hidden rounded-2xl border border-line/80 bg-surface/60">
      {query.isPending ? (
        <Loader label={t('common.loading')} />
      ) : query.isError ? (
        <LoadError className="m-4" error={query.error} onRetry={() => void query.refetch()} />
      ) : empty?.when(query.data) ? (
        <EmptyState className="m-4 border-dashed" title={empty.title} description={empty.description} />
      ) : (
        <>
          <DataTable
            caption={caption}
            columns={columns}
            minWidth={minWidth}
            dimmed={query.isPlaceholderData}
            {...(cellPadding ? { cellPadding } : {})}
          >
            {children(query.data)}
          </DataTable>
          {footer && <div className="border-t border-line/60">{footer(query.data)}</div>}
        </>
      )}
    </section>
  );
};
