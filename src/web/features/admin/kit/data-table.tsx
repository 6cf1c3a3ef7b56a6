import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import type { SortOrder } from './use-table-params';

export interface Column<Row> {
  /** The name the server sorts by, when `sortable`. */
  id: string;
  header: string;
  cell(row: Row): ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right';
  /** Left out on a phone, where only what decides the next step is kept. */
  wide?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table for assistive tech ("Orders"). */
  label: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey(row: Row): string | number;
  sort?: { column: string; order: SortOrder; onSort(column: string): void };
  /** Shown when the list is loaded and empty. */
  empty: string;
  loading?: boolean;
}

/**
 * A dense table of a server-paged list. Sorting only asks (onSort): the rows come back sorted
 * from the server. Scrolls sideways inside itself when it is wider than the screen.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, sort, empty, loading }: DataTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white/60" aria-busy={loading || undefined}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line bg-surface/60 text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={sortState(column, sort)}
                className={cn(
                  'px-2.5 py-2.5 font-semibold whitespace-nowrap',
                  column.align === 'right' && 'text-right',
                  column.wide && 'hidden md:table-cell',
                )}
              >
                {column.sortable && sort ? (
                  <button
                    type="button"
                    onClick={() => sort.onSort(column.id)}
                    className={cn(
                      'inline-flex cursor-pointer items-center gap-1 uppercase hover:text-ink',
                      column.align === 'right' && 'flex-row-reverse',
                    )}
                  >
                    {column.header}
                    <SortIcon active={sort.column === column.id} order={sort.order} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows === undefined
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i}>
                  {columns.map((column) => (
                    <td key={column.id} className={cn('px-3 py-3', column.wide && 'hidden md:table-cell')}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-surface/40">
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cn(
                        'px-2.5 py-2.5 align-middle',
                        column.align === 'right' && 'text-right tabular-nums',
                        column.wide && 'hidden md:table-cell',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          {rows?.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-muted">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function sortState<Row>(column: Column<Row>, sort: DataTableProps<Row>['sort']) {
  if (!column.sortable || sort?.column !== column.id) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />;
}
