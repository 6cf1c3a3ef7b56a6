import { ChevronRightIcon } from '@web/components/icons/chevron-right-icon';
import { SlidersHorizontalIcon } from '@web/components/icons/sliders-horizontal-icon';
import { preloadOnIntent } from '@web/lib/lazy-component';
import type { Addon } from '@shared/schemas/catalog';
import { cn } from '@web/lib/cn';

interface ChooseAddonsButtonProps {
  /** The add-ons confirmed so far, in picker order. */
  selected: Addon[];
  /** Shown until something is chosen: what there is to choose (e.g. 'Colors, Sizes'). */
  hint: string;
  onClick(): void;
  /** A pointer or the focus reached the button: a click may follow. */
  onIntent?(): void;
  className?: string;
}

/** 'Choose Addons': opens the picker and, once add-ons are chosen, lists their names. */
export function ChooseAddonsButton({ selected, hint, onClick, onIntent, className }: ChooseAddonsButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      {...preloadOnIntent(onIntent)}
      className={cn(
        'flex w-full cursor-pointer items-center gap-3 rounded-2xl border border-line bg-white/60 px-4 py-3 text-left transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
    >
      <SlidersHorizontalIcon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-ink">Choose Addons</span>
        <span className="block truncate text-sm text-muted" data-testid="selected-addons">
          {selected.length > 0 ? selected.map((addon) => addon.name).join(', ') : hint}
        </span>
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-muted" />
    </button>
  );
}
