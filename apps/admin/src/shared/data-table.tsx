/**
 * A console table: named by a caption screen readers read, the same header row everywhere, and
 * sideways scrolling on screens narrower than its minimum width. Rows are the caller's.
 */
import type { ReactNode } from 'react';

export type ColumnHeading = string | { label: string; align: 'right' };

export type DataTableProps = {
  caption: string;
  columns: readonly ColumnHeading[];
  /** A literal Tailwind class, so the build sees it: `min-w-[820px]`. */
  minWidth: `min-w-[${number}px]`;
  /** The padding of a cell, which the rows' cells repeat. */
  cellPadding?: string;
  /** Dim the rows while the next page loads in their place. */
  dimmed?: boolean;
  children: ReactNode;
};

export const DataTable = ({
  caption,
  columns,
  minWidth,
  cellPadding = 'px-4 py-3',
  dimmed = false,
  children,
}: DataTableProps) => (
  <div className={`overflow-x-auto transition-opacity ${dimmed ? 'opacity-60' : ''}`}>
    <table className={`w-full ${minWidth} text-left text-sm`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-line/70 bg-white/[0.02] text-xs tracking-wide text-muted uppercase">
        <tr>
          {columns.map((column) => {
            const { label, align } = typeof column === 'string' ? { label: column, align: 'left' } : column;
            return (
              <th
                key={label}
                scope="col"
                className={`${cellPadding} font-semibold ${align === 'right' ? 'text-right' : ''}`}
              >
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  </div>
);
