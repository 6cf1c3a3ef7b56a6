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
  sort?: {
    column: string;
    order: SortOrder;
    onSort(column: string): void;
    setSort?(column: string, order: SortOrder): void;
  };
  /** Shown when the list is loaded and empty. */
  empty: string;
  loading?: boolean;
}

/**
 * A dense table of a server-paged list. Sorting only asks (onSort): the rows come back sorted
 * from the server. On a wide screen it scrolls sideways inside itself when it is wider than the
 * screen; on a phone each row is a card instead (RowCards), so no column is cut off.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <>
      <div className="hidden md:block">
        <WideTable {...props} />
      </div>
      <div className="md:hidden">
        <RowCards {...props} />
      </div>
    </>
  );
}

/**
 * A phone's view of the rows: one card each, its first column as the title and every other
 * column (the wide ones too) as a labelled line, with a sort select above in place of the
 * headers. Shown instead of the table (display: none hides the other from everyone).
 */
function RowCards<Row>({ label, columns, rows, rowKey, sort, empty, loading }: DataTableProps<Row>) {
  const [first, ...rest] = columns;
  const sortable = columns.filter((c) => c.sortable);
  return (
    <div className="grid gap-2" aria-busy={loading || undefined}>
      {sort && sortable.length > 0 && (
        <label className="flex items-center gap-2 text-sm text-muted">
          Sort by
          <select
            className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-white px-2 text-ink"
            value={`${sort.column}:${sort.order}`}
            onChange={(event) => {
              const [column, order] = event.target.value.split(':');
              if (!column) return;
              if (sort.setSort) sort.setSort(column, order === 'asc' ? 'asc' : 'desc');
              else sort.onSort(column);
            }}
          >
            {sortable.flatMap((c) =>
              (['desc', 'asc'] as const).map((order) => (
                <option key={`${c.id}:${order}`} value={`${c.id}:${order}`}>
                  {c.header} ({order === 'asc' ? 'ascending' : 'descending'})
                </option>
              )),
            )}
          </select>
        </label>
      )}
      <ul aria-label={label} className="grid gap-2">
        {rows === undefined
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="rounded-xl border border-line bg-white/60 p-3">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="mt-2 h-4 w-3/4" />
              </li>
            ))
          : rows.map((row) => (
              <li key={rowKey(row)} className="min-w-0 rounded-xl border border-line bg-white/60 p-3 text-sm">
                {first && <div className="min-w-0 font-medium">{first.cell(row)}</div>}
                <dl className="mt-2 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
                  {rest.map((column) => (
                    <div key={column.id} className="contents">
                      <dt className="text-xs text-muted">{column.header}</dt>
                      <dd className="min-w-0 justify-self-start">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
      </ul>
      {rows?.length === 0 && <p className="rounded-xl border border-line px-3 py-10 text-center text-muted">{empty}</p>}
    </div>
  );
}

function WideTable<Row>({ label, columns, rows, rowKey, sort, empty, loading }: DataTableProps<Row>) {
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
