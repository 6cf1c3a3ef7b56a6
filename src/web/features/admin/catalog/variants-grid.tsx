import { useState } from 'react';
import type { AdminVariant } from '@shared/schemas/variant';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { ApiError } from '@web/lib/api-client';
import { toastDone } from '../kit/toast-done';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';
import { useAdjustStock } from './product-api';
import { useConsoleVariants, useSaveVariants } from './variant-api';

/** What the operator typed for one combination; absent fields are unchanged. */
interface Edit {
  sku?: string;
  stock?: string;
  picture?: string | null;
}

const nameOf = (v: AdminVariant) => [v.colorName, v.sizeName].filter((n) => n !== null).join(' / ');

/**
 * The product's colour and size combinations: one row each (in the server's order, colour by
 * colour), with its SKU,
 * exact stock and picture. SKUs and pictures are saved together; a changed count is sent as a
 * stock adjustment with the reason given, so it leaves a movement like any other.
 */
export function VariantsGrid({ productId, gallery }: { productId: number; gallery: readonly string[] }) {
  const query = useConsoleVariants(productId);
  const save = useSaveVariants();
  const adjust = useAdjustStock();
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [reason, setReason] = useState('');
  // The SKU the server said is taken by another product's combination, until it is changed.
  const [takenSku, setTakenSku] = useState<string | null>(null);
  const variants = query.data?.list ?? [];

  const edit = (id: number, change: Edit) => setEdits((all) => ({ ...all, [id]: { ...all[id], ...change } }));
  const skuOf = (v: AdminVariant) => edits[v.variantId]?.sku ?? v.sku;
  const pictureOf = (v: AdminVariant) =>
    edits[v.variantId]?.picture !== undefined ? (edits[v.variantId]?.picture ?? null) : v.picture;
  const countChanges = variants.flatMap((v) => {
    const typed = edits[v.variantId]?.stock;
    if (typed === undefined || typed.trim() === '') return [];
    const target = Number(typed);
    return Number.isInteger(target) && target !== v.stock ? [{ variantId: v.variantId, delta: target - v.stock }] : [];
  });
  const badCounts = variants.some((v) => {
    const typed = edits[v.variantId]?.stock?.trim();
    return typed !== undefined && typed !== '' && !(Number.isInteger(Number(typed)) && Number(typed) >= 0);
  });
  const detailsChanged = variants.some((v) => skuOf(v).trim() !== v.sku || pictureOf(v) !== v.picture);
  const needsReason = countChanges.length > 0 && reason.trim() === '';
  const pending = save.isPending || adjust.isPending;
  // SKUs are unique in the shop without regard to case: two rows here with one SKU are refused
  // on the spot, at both cells; one held by another product is named by the server's 409.
  const skuKey = (v: AdminVariant) => skuOf(v).trim().toUpperCase();
  const skuProblem = (v: AdminVariant): string | null => {
    if (skuKey(v) === '') return 'SKU must not be empty';
    if (variants.some((other) => other.variantId !== v.variantId && skuKey(other) === skuKey(v)))
      return 'Another combination here has this SKU';
    if (takenSku !== null && skuKey(v) === takenSku.toUpperCase()) return 'Already used by another product';
    return null;
  };
  const skuProblems = variants.some((v) => skuProblem(v) !== null);
  // Leaving with a changed count or SKU (or picture) asks first, as every editor does.
  useUnsavedChangesGuard(detailsChanged || countChanges.length > 0 || badCounts);

  if (query.isPending) return null;
  if (variants.length === 0)
    return (
      <p className="text-sm text-muted md:col-span-2">
        No combinations: they follow the product&apos;s colour and size add-ons once it is saved with some.
      </p>
    );

  const submit = async () => {
    try {
      if (detailsChanged)
        await save.mutateAsync({
          productId,
          body: {
            variants: variants.map((v) => ({ variantId: v.variantId, sku: skuOf(v).trim(), picture: pictureOf(v) })),
          },
        });
      if (countChanges.length > 0) await adjust.mutateAsync({ adjustments: countChanges, reason: reason.trim() });
      setEdits({});
      setReason('');
      toastDone('Combinations saved: the shop shows them now');
    } catch (error) {
      // The API client has shown the server's reason; what was typed stays. A clash names its SKU.
      const clash =
        error instanceof ApiError && error.status === 409 ? /SKU (\S+) is already used/.exec(error.message) : null;
      if (clash?.[1]) setTakenSku(clash[1]);
    }
  };

  return (
    <div className="grid gap-3 md:col-span-2">
      {/* On a phone the table scrolls sideways under a first column that stays put; the count comes
          right after it, so the column operators change most is on the screen without scrolling. */}
      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <thead className="bg-surface text-left text-xs font-medium text-muted">
            <tr>
              <th scope="col" className="sticky left-0 bg-surface px-3 py-2">
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
            {variants.map((v) => {
              const name = nameOf(v);
              const problem = skuProblem(v);
              const problemId = `sku-problem-${v.variantId}`;
              return (
                <tr key={v.variantId} className="border-t border-line">
                  <th
                    scope="row"
                    className="sticky left-0 bg-canvas px-3 py-2 text-left font-medium whitespace-nowrap text-ink"
                  >
                    {name}
                    {v.stock === 0 && <span className="block text-xs font-normal text-red-700">sold out</span>}
                  </th>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`Stock of ${name}`}
                      inputMode="numeric"
                      className="ml-auto h-9 w-20 text-right tabular-nums"
                      value={edits[v.variantId]?.stock ?? String(v.stock)}
                      onChange={(event) => edit(v.variantId, { stock: event.target.value })}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <Input
                      aria-label={`SKU of ${name}`}
                      className="h-9 min-w-44 font-mono"
                      maxLength={64}
                      value={skuOf(v)}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? problemId : undefined}
                      onChange={(event) => edit(v.variantId, { sku: event.target.value })}
                    />
                    {problem && (
                      <p id={problemId} className="mt-1 text-xs font-medium text-red-700">
                        {problem}
                      </p>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <Select
                      aria-label={`Picture of ${name}`}
                      className="h-9"
                      value={pictureOf(v) ?? ''}
                      onChange={(event) => edit(v.variantId, { picture: event.target.value || null })}
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
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid min-w-56 flex-1 gap-1.5 text-sm font-medium text-ink">
          Reason for stock changes
          <Input
            maxLength={200}
            value={reason}
            placeholder="Recount, delivery…"
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <Button
          type="button"
          disabled={
            pending || badCounts || skuProblems || needsReason || (!detailsChanged && countChanges.length === 0)
          }
          onClick={() => void submit()}
        >
          Save combinations
        </Button>
      </div>
      {badCounts && <p className="text-xs text-red-700">Stock must be a whole number, 0 or more.</p>}
      {needsReason && <p className="text-xs text-muted">Give a reason: each stock change is kept as a movement.</p>}
    </div>
  );
}
