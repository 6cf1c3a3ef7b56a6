import { useId, useRef, useState } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import type { Addon, Product } from '@shared/schemas/catalog';
import type { Variant } from '@shared/schemas/variant';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { cn } from '@web/lib/cn';
import { formatMoney } from '@web/lib/money';
import { useVariants } from '../api/get-variants';
import { addonGroups, addonsTotal, initialSelection, type AddonGroup, type AddonSelection } from '../lib/addons';
import { chosenPicture, chosenStock, keepBuyable, optionStock, type OptionStock } from '../lib/variants';

const NONE = 'none';
const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

interface AddonPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  product: Product;
  addons: Addon[];
  /** The choice applied to the page so far. */
  selection: AddonSelection;
  /**
   * `picture`: the chosen colour and size combination's own picture, or null; `stock`: how that
   * combination stands (the page's stock note follows it), or null when nothing chosen names one.
   */
  onConfirm(selection: AddonSelection, picture: string | null, stock: OptionStock | null): void;
}

/**
 * The add-on picker. It edits a draft: 'Confirm selection' applies it to the page, closing
 * any other way leaves the page's choice as it was.
 */
export function AddonPickerDialog({
  open,
  onOpenChange,
  product,
  addons,
  selection,
  onConfirm,
}: AddonPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg gap-0 p-0">
        {/* Mounted only while open, so every opening starts from the page's current choice. */}
        <PickerBody
          product={product}
          addons={addons}
          selection={selection}
          onConfirm={(draft, picture, stock) => {
            onConfirm(draft, picture, stock);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({
  product,
  addons,
  selection,
  onConfirm,
}: Pick<AddonPickerDialogProps, 'product' | 'addons' | 'selection' | 'onConfirm'>) {
  // Asked on every opening: which colours and sizes can be bought changes while shoppers buy.
  const variantsQuery = useVariants(String(product.productId));
  const variants = variantsQuery.data?.list ?? noVariants;
  const groups = addonGroups(addons, product);
  const [chosen, setChosen] = useState(() => initialSelection(addons, product, selection));
  // What the picker shows and confirms: a choice that turns out sold out (once the combinations
  // arrive, or after another group changed) has moved to one that can be bought.
  const draft = keepBuyable(variants, chosen, groups);
  const extra = addonsTotal(draft, addons);

  return (
    <>
      <DialogHeader className="border-b border-line px-6 pt-6 pb-4">
        <DialogTitle>Choose Addons</DialogTitle>
        <DialogDescription>{product.name}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-7 px-6 py-6">
        {groups.map((group) => (
          <AddonGroupField
            key={group.type}
            group={group}
            value={draft[group.type]}
            stockOf={(addonId) => optionStock(variants, group.type, addonId, draft)}
            onChange={(addonId) => setChosen({ ...draft, [group.type]: addonId })}
          />
        ))}
      </div>
      <div className="sticky bottom-0 flex items-center justify-between gap-3 border-t border-line bg-canvas px-6 py-4">
        <p className="text-sm text-muted tabular-nums" aria-live="polite">
          {extra > 0 ? (
            <>
              Add-ons <span className="font-semibold text-ink">+{formatMoney(extra)}</span>
            </>
          ) : (
            'No extra cost'
          )}
        </p>
        <div className="flex gap-2">
          <DialogClose asChild>
            <Button variant="ghost" className="hidden sm:inline-flex">
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="accent"
            onClick={() => onConfirm(draft, chosenPicture(variants, draft), chosenStock(variants, draft))}
          >
            Confirm selection
          </Button>
        </div>
      </div>
    </>
  );
}

const noVariants: Variant[] = [];

interface AddonGroupFieldProps {
  group: AddonGroup;
  value: number | null;
  /** How the option stands with the other groups' choices, or null when nothing is known. */
  stockOf(addonId: number): OptionStock | null;
  onChange(addonId: number | null): void;
}

// Two columns: the name (wrapping when long) and the price, which stays whole on the name's first
// line; a stock note goes under both. The whole is centred in the 44 px a finger needs.
const optionClass =
  'grid min-h-11 cursor-pointer grid-cols-[minmax(0,1fr)_auto] content-center items-baseline gap-x-3 rounded-xl border border-line bg-white/60 px-4 py-2.5 text-left text-sm text-ink transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=checked]:border-ink data-[state=checked]:bg-ink data-[state=checked]:text-canvas data-[disabled]:cursor-not-allowed data-[disabled]:border-dashed data-[disabled]:bg-transparent data-[disabled]:text-muted data-[disabled]:hover:border-line';

/** One radio group per add-on type; optional groups start with and offer 'No, thanks'. */
function AddonGroupField({ group, value, stockOf, onChange }: AddonGroupFieldProps) {
  const labelId = useId();
  // The radio-group pattern: an arrow key selects the option it moves the focus to. Radix moves
  // the focus a task later and checks the option only if the key is still down by then, so a quick
  // press (or a screen reader's) only moved the focus. The group does it itself: the flag is
  // raised before the roving focus handles the key (capture phase), and kept until the next
  // option gains the focus or another key is pressed.
  const arrowed = useRef(false);
  const select = (next: string) => onChange(next === NONE ? null : Number(next));
  const onItemFocus = (next: string) => {
    if (!arrowed.current) return;
    arrowed.current = false;
    select(next);
  };
  // Short names (sizes, colours) sit side by side, two to a row on a phone, so each lines up with
  // the one above; longer ones (shipping, accessories) get rows.
  const compact = group.type === 'size' || group.type === 'color';
  return (
    <section>
      <div className="mb-3 flex items-center gap-2">
        <h3 id={labelId} className="font-semibold text-ink">
          {group.title}
        </h3>
        {group.required && (
          <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted">Required</span>
        )}
      </div>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value === null ? NONE : String(value)}
        onValueChange={select}
        onKeyDownCapture={(event) => {
          arrowed.current = ARROW_KEYS.has(event.key);
        }}
        className={cn(compact ? 'grid grid-cols-2 gap-2 sm:flex sm:flex-wrap' : 'grid gap-2')}
      >
        {!group.required && (
          <RadioGroup.Item value={NONE} className={optionClass} onFocus={() => onItemFocus(NONE)}>
            No, thanks
          </RadioGroup.Item>
        )}
        {group.addons.map((addon) => {
          const stock = stockOf(addon.addonId);
          const soldOut = stock?.state === 'sold_out';
          return (
            // A sold-out option cannot be chosen; the arrow keys pass over it.
            <RadioGroup.Item
              key={addon.addonId}
              value={String(addon.addonId)}
              disabled={soldOut}
              className={optionClass}
              onFocus={() => onItemFocus(String(addon.addonId))}
            >
              {soldOut ? (
                <span className="break-words">{addon.name} — sold out</span>
              ) : stock?.state === 'low' ? (
                <>
                  <span className="break-words">{addon.name}</span>
                  {/* Under the name and the price, as wide as both; read after the name. */}
                  <span className="col-span-2 row-start-2 text-xs font-medium">
                    <span className="sr-only"> — </span>Only {stock.left} left
                  </span>
                </>
              ) : (
                <span className="break-words">{addon.name}</span>
              )}
              {addon.plusPrice > 0 && !soldOut && (
                <span className="col-start-2 row-start-1 text-right whitespace-nowrap tabular-nums opacity-75">
                  +{formatMoney(addon.plusPrice)}
                </span>
              )}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </section>
  );
}
