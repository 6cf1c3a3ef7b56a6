import { useRef } from 'react';
import { formatMoney } from '@web/lib/money';
import { usePageBottomInset } from '@web/lib/use-page-bottom-inset';
import { AddToCartButton } from './add-to-cart-button';
import { StockNote } from './stock-note';
import type { PurchaseState } from './purchase-panel';

/** Phones: 'Add to Cart' stays in reach at the bottom of the screen, with the price it will add. */
export function MobileCartBar({ state }: { state: PurchaseState }) {
  const { product, extra } = state;
  const barRef = useRef<HTMLDivElement>(null);
  usePageBottomInset(barRef);
  return (
    <div
      ref={barRef}
      data-testid="mobile-cart-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 pt-3 pb-[calc(env(safe-area-inset-bottom)+0.75rem)] backdrop-blur-md"
    >
      <div className="flex items-center gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted">{extra > 0 ? 'Total with add-ons' : 'Price'}</p>
          <p className="text-lg font-semibold text-ink tabular-nums">{formatMoney(product.price + extra)}</p>
          <StockNote product={state.stock} className="text-xs" />
        </div>
        <AddToCartButton
          onClick={state.addToCart}
          onIntent={state.prepare}
          adding={state.adding}
          disabled={state.addonsLoading || state.stock.stockState === 'sold_out'}
          className="h-12 flex-1"
        />
      </div>
    </div>
  );
}
