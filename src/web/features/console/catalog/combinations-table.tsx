import type { AdminVariant } from '@shared/schemas/variant';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { useScrollEdges } from '@web/lib/use-scroll-edges';
import { pictureShown, skuShown, stockShown, type ComboEdit, type ComboProblem, type ComboRow } from './combinations';

interface CombinationsTableProps {
  rows: readonly ComboRow[];
  edits: Record<string, ComboEdit>;
  onEdit: (key: string, change: ComboEdit) => void;
  /** What a new row's count starts at ('' when the save shares out the product's own units). */
  newStock: string;
  problems: readonly ComboProblem[];
  gallery: readonly string[];
  /** Saved combinations whose colour or size is gone: the save retires them. */
  retiring: readonly AdminVariant[];
}

/**
 * The product's colour and size combinations, one row each, inside the product's form: SKU,
 * count and picture are saved with the product. A new row (a colour or size just typed) shows at
 * once; its SKU may stay empty for the shop to make one. On a phone the table scrolls sideways
 * under its first column, which stays put, and the count comes right after it. That column wraps
 * its names at 7rem on a phone, so a long colour's name never covers what scrolls under it; a field reached
 * with Tab scrolls out from under it (scroll padding as wide as the column), and a shadow marks
 * each edge with more past it.
 */
/** The first column's shadow on what scrolls under it, once the grid is scrolled. */
const stickyShadow = 'group-data-[more-before]:shadow-[6px_0_6px_-4px_rgb(31_26_21/0.25)]';

export function CombinationsTable({
  rows,
  edits,
  onEdit,
  newStock,
  problems,
  gallery,
  retiring,
}: CombinationsTableProps) {
  const { setScroller, before: moreBefore, after: moreAfter } = useScrollEdges();
  if (rows.length === 0 && retiring.length === 0)
    return (
      <p className="text-sm text-muted md:col-span-2">
        No combinations: type sizes or colours above and they appear here, one row each.
      </p>
    );
  const problemOf = (key: string, field: ComboProblem['field']) =>
    problems.find((p) => p.key === key && p.field === field)?.message;
  return (
    <div className="grid gap-3 md:col-span-2">
      {rows.length > 0 && (
        // min-w-0: a grid item otherwise grows to the table's width instead of letting it scroll.
        <div className="relative min-w-0">
          <div
            ref={setScroller}
            data-more-before={moreBefore || undefined}
            className="group scroll-pl-[8.5rem] overflow-x-auto rounded-lg border border-line"
          >
            <table className="w-full min-w-[34rem] border-collapse text-sm">
              <thead className="bg-surface text-left text-xs font-medium text-muted">
                <tr>
                  <th scope="col" className={cn('sticky left-0 bg-surface px-3 py-2', stickyShadow)}>
                    Combination
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Stock
                  </th>
                  <th scope="col" className="px-3 py-2">
                    SKU
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Picture
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const edit = edits[row.key];
                  const skuProblem = problemOf(row.key, 'sku');
                  const stockProblem = problemOf(row.key, 'stock');
                  const id = `combo-${row.key.replace(/[^a-z0-9]+/gi, '-')}`;
                  return (
                    <tr key={row.key} className="border-t border-line">
                      <th
                        scope="row"
                        className={cn(
                          'sticky left-0 bg-canvas px-3 py-2 text-left align-top font-medium text-ink',
                          stickyShadow,
                        )}
                      >
                        <span className="block max-w-28 break-words md:max-w-none">
                          {row.name}
                          {row.saved ? (
                            row.saved.stock === 0 && (
                              <span className="block text-xs font-normal text-red-700">sold out</span>
                            )
                          ) : (
                            <span className="block text-xs font-normal text-muted">new</span>
                          )}
                        </span>
                      </th>
                      <td className="px-3 py-2 align-top">
                        <Input
                          aria-label={`Stock of ${row.name}`}
                          inputMode="numeric"
                          className="ml-auto h-9 w-20 text-right tabular-nums"
                          value={stockShown(row, edit, newStock)}
                          placeholder={row.saved ? undefined : 'shared'}
                          aria-invalid={stockProblem ? true : undefined}
                          aria-describedby={stockProblem ? `${id}-stock` : undefined}
                          onChange={(event) => onEdit(row.key, { stock: event.target.value })}
                        />
                        {stockProblem && (
                          <p id={`${id}-stock`} className="mt-1 max-w-32 text-xs font-medium text-red-700">
                            {stockProblem}
                          </p>
                        )}
                      </td>
                      <td className="px-3 py-2 align-top">
                        <Input
                          aria-label={`SKU of ${row.name}`}
                          className="h-9 min-w-40 font-mono"
                          maxLength={64}
                          value={skuShown(row, edit)}
                          placeholder={row.saved ? undefined : 'Made on save'}
                          aria-invalid={skuProblem ? true : undefined}
                          aria-describedby={skuProblem ? `${id}-sku` : undefined}
                          onChange={(event) => onEdit(row.key, { sku: event.target.value })}
                        />
                        {skuProblem && (
                          <p id={`${id}-sku`} className="mt-1 text-xs font-medium text-red-700">
                            {skuProblem}
                          </p>
                        )}
                      </td>
                      <td className="px-3 py-2 align-top">
                        <Select
                          aria-label={`Picture of ${row.name}`}
                          className="h-9 min-w-40"
                          value={pictureShown(row, edit) ?? ''}
                          onChange={(event) => onEdit(row.key, { picture: event.target.value || null })}
                        >
                          <option value="">The product&apos;s own</option>
                          {gallery.map((path, index) => (
                            <option key={path} value={path}>
                              Image {index + 1} ({path.split('/').pop()})
                            </option>
                          ))}
                        </Select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {moreAfter && (
            <div
              aria-hidden="true"
              data-edge="more"
              className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-lg bg-gradient-to-l from-ink/20 to-transparent"
            />
          )}
        </div>
      )}
      {retiring.length > 0 && (
        <p className="rounded-lg border border-amber-700/40 bg-amber-50 p-3 text-sm text-amber-900">
          Saving removes {retiring.map((v) => [v.colorName, v.sizeName].filter(Boolean).join(' / ')).join(', ')}
          {retiring.some((v) => v.stock > 0) &&
            (rows.length === 0
              ? `: their ${retiring.reduce((sum, v) => sum + v.stock, 0)} units are counted as the product's own`
              : `: the ${retiring.reduce((sum, v) => sum + v.stock, 0)} units they hold are set aside, not for sale`)}
          .
        </p>
      )}
    </div>
  );
}
