import type { Addon, Product } from '@shared/schemas/catalog';
import { cn } from '@web/lib/cn';
import type { AddonGroup } from '../lib/addons';
import { AddToCartButton } from './add-to-cart-button';
import { ChooseAddonsButton } from './choose-addons-button';
import { ProductPrice } from './product-price';
import { StockNote } from './stock-note';

export interface PurchaseState {
  product: Product;
  /** The stock of the chosen colour and size combination, or the product's when none is chosen. */
  stock: Pick<Product, 'stock' | 'stockState'>;
  /** The gallery (cover first) and the picture the chosen colour asks for, if one matches. */
  images: string[];
  shownImage: number | null;
  groups: AddonGroup[];
  chosen: Addon[];
  extra: number;
  openPicker(): void;
  /** Fetches the code of what the purchase buttons may open, on hover or focus. */
  prepare(): void;
  addToCart(): void;
  adding: boolean;
  /** Until the add-ons are known, 'Add to Cart' cannot tell whether a choice is required. */
  addonsLoading: boolean;
}

/** Price, 'Choose Addons' (only when there are add-ons) and, unless a sticky bar has it, 'Add to Cart'. */
export function PurchasePanel({
  state,
  showAddToCart,
  className,
}: {
  state: PurchaseState;
  showAddToCart: boolean;
  className?: string;
}) {
  const { product, groups, chosen, extra } = state;
  return (
    <div className={cn('space-y-5', className)}>
      <div className="space-y-2">
        <ProductPrice price={product.price} originalPrice={product.originalPrice} addonsTotal={extra} />
        {/* On phones the sticky bar says it, next to the button it disables. */}
        {showAddToCart && <StockNote product={state.stock} />}
      </div>
      {groups.length > 0 && (
        <ChooseAddonsButton
          selected={chosen}
          hint={groups.map((group) => group.title).join(', ')}
          onClick={state.openPicker}
          onIntent={state.prepare}
        />
      )}
      {showAddToCart && (
        <AddToCartButton
          onClick={state.addToCart}
          onIntent={state.prepare}
          adding={state.adding}
          disabled={state.addonsLoading || state.stock.stockState === 'sold_out'}
          className="w-full"
        />
      )}
    </div>
  );
}
