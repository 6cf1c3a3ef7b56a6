import type { Product } from '@shared/schemas/catalog';
import { Breadcrumb } from '@web/features/catalog';
import { MobileCartBar } from './mobile-cart-bar';
import { ProductGallery } from './product-gallery';
import { ProductFacts, ProductHeading } from './product-summary';
import { PurchasePanel, type PurchaseState } from './purchase-panel';
import { paths } from '@web/lib/paths';

/** The breadcrumb: Home, root category, sub category, product name. */
export function ProductBreadcrumb({ product, className }: { product: Product; className?: string }) {
  return (
    <Breadcrumb
      className={className}
      items={[
        { label: 'Home', to: paths.home() },
        { label: product.rootCategory.displayName, to: paths.category(product.rootCategory.categoryId) },
        { label: product.subCategory.displayName, to: paths.category(product.subCategory.categoryId) },
        { label: product.name },
      ]}
    />
  );
}

/** Wide screens: gallery on the left, the info column on the right, kept in view while scrolling. */
export function DesktopProductLayout({ state }: { state: PurchaseState }) {
  const { product } = state;
  return (
    <div className="px-8 pt-6">
      <ProductBreadcrumb product={product} />
      <div className="mt-6 grid grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] gap-10 lg:gap-16">
        <ProductGallery name={product.name} images={state.images} show={state.shownImage} variant="desktop" />
        <div className="self-start lg:sticky lg:top-[8.5rem]">
          <ProductHeading product={product} />
          <PurchasePanel state={state} showAddToCart className="mt-6 border-t border-line pt-6" />
          <ProductFacts product={product} className="mt-8" />
        </div>
      </div>
    </div>
  );
}

/** Phones: a full-width swipeable gallery, the info stacked below and a sticky 'Add to Cart' bar. */
export function MobileProductLayout({ state }: { state: PurchaseState }) {
  const { product } = state;
  return (
    <div>
      <ProductBreadcrumb product={product} className="px-4 pt-4 pb-3 text-xs" />
      <ProductGallery name={product.name} images={state.images} show={state.shownImage} variant="mobile" />
      <div className="px-4 pt-5">
        <ProductHeading product={product} />
        <PurchasePanel state={state} showAddToCart={false} className="mt-5" />
        <ProductFacts product={product} className="mt-7" />
      </div>
      <MobileCartBar state={state} />
    </div>
  );
}
