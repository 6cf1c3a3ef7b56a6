import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Plus } from 'lucide-react';
import { Input } from '@web/components/ui/input';
import { formatMoney } from '@web/lib/money';
import { productListQuery, productQuery } from '../catalog/product-api';
import { ListControls } from './list-controls';

const SEARCH_DELAY_MS = 250;
const RESULTS = 8;

interface ProductPickerProps {
  /** The section's name ("Section 2"), which every control's name starts with. */
  label: string;
  value: number[];
  onChange(ids: number[]): void;
  error?: string;
}

/**
 * The products of a home section, chosen by searching their names (the Products page's search:
 * part of a name, or an id) and shown with their pictures, in the order the section shows them.
 */
export function ProductPicker({ label, value, onChange, error }: ProductPickerProps) {
  const errorId = useId();
  const move = (from: number, to: number) => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    if (id !== undefined) next.splice(to, 0, id);
    onChange(next);
  };
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{label} products</legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted">No products yet: find them by name below.</p>
      ) : (
        <ol className="grid grid-cols-1 gap-2" aria-label={`Products of ${label.toLowerCase()}, in order`}>
          {value.map((id, index) => (
            <li key={`${id}-${index}`} className="flex items-center gap-3 rounded-lg border border-line bg-white p-2">
              <ChosenProduct productId={id} />
              <ListControls
                label={`${label.toLowerCase()} product ${index + 1}`}
                index={index}
                count={value.length}
                move={move}
                remove={(at) => onChange(value.filter((_, i) => i !== at))}
              />
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <ProductSearch label={label} chosen={value} onAdd={(id) => onChange([...value, id])} />
    </fieldset>
  );
}

/** A chosen product's picture and name (the console's own product query, shared with its edit page). */
function ChosenProduct({ productId }: { productId: number }) {
  const product = useQuery(productQuery(productId));
  const cover = product.data?.gallery[0];
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      {cover ? (
        <img src={cover} alt="" className="size-10 shrink-0 rounded-md bg-surface object-cover" />
      ) : (
        <span className="size-10 shrink-0 rounded-md bg-surface" aria-hidden="true" />
      )}
      <span className="min-w-0 truncate text-sm">
        {product.data?.name ?? (product.isError ? 'Unknown product' : 'Loading…')}
        <span className="ml-2 text-xs text-muted">#{productId}</span>
      </span>
    </div>
  );
}

function ProductSearch({ label, chosen, onAdd }: { label: string; chosen: number[]; onAdd(id: number): void }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const resultsId = useId();
  // Asks once the operator pauses typing, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery({
    ...productListQuery({ page: 1, num: RESULTS, search, status: 'active', sort: 'name', order: 'asc' }),
    enabled: search !== '',
  });
  const list = search === '' ? [] : (results.data?.list ?? []);
  return (
    <div className="grid grid-cols-1 gap-2">
      <label className="grid gap-1.5 text-sm font-medium text-ink">
        Find a product for {label.toLowerCase()}
        <Input
          type="search"
          value={text}
          placeholder="Part of a name, or an id"
          aria-controls={resultsId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter picks nothing by accident and never submits the whole form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </label>
      <div id={resultsId} aria-live="polite">
        {search !== '' && results.data && list.length === 0 && (
          <p className="text-sm text-muted">No product on sale matches “{search}”.</p>
        )}
        {list.length > 0 && (
          <ul className="grid gap-1 sm:grid-cols-2" aria-label={`Products matching ${search}`}>
            {list.map((row) => {
              const added = chosen.includes(row.productId);
              return (
                <li key={row.productId}>
                  <button
                    type="button"
                    disabled={added}
                    onClick={() => onAdd(row.productId)}
                    className="flex w-full items-center gap-3 rounded-lg border border-line bg-white p-2 text-left text-sm hover:bg-surface disabled:opacity-70"
                  >
                    <img src={row.coverPath} alt="" className="size-10 shrink-0 rounded-md bg-surface object-cover" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-ink">{row.name}</span>
                      <span className="text-xs text-muted">
                        {formatMoney(row.price)} · #{row.productId}
                      </span>
                    </span>
                    {added ? (
                      <Check aria-label="Added" className="size-4 shrink-0 text-muted" />
                    ) : (
                      <Plus aria-label="Add" className="size-4 shrink-0 text-muted" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
