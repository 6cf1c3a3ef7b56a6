import { Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/catalog';
import { WIDE_MEDIA_QUERY } from '@shared/constants';
import { galleryIndexForChoice } from '@shared/gallery-match';
import { preloadLoginDialog } from '@web/features/auth';
import { lazyComponent, useOpenedOnce } from '@web/lib/lazy-component';
import { useSessionStore } from '@web/lib/store';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useNearViewport } from '@web/lib/use-near-viewport';
import { useAddons } from '../api/get-addons';
import { getRecommendationsQueryOptions } from '../api/get-recommendations';
import { getReviewsQueryOptions } from '../api/reviews-query';
import { onCommentsAsked } from '../lib/show-comments';
import { addonGroups, addonsTotal, emptySelection, selectedAddons, type AddonSelection } from '../lib/addons';
import { useAddToCart } from '../lib/use-add-to-cart';
import type { OptionStock } from '../lib/variants';
import { galleryImages } from './product-gallery';
import { DesktopProductLayout, MobileProductLayout } from './product-layouts';
import type { AddedItem } from './added-to-cart-notification';

// Loaded on the first open (and fetched ahead on hover or focus of the buttons that open it).
const AddonPickerDialog = lazyComponent(() => import('./purchase-dialogs').then((m) => m.AddonPickerDialog));

// Fetched with the picker when 'Add to Cart' is pointed at, focused or pressed.
const AddedToCartNotification = lazyComponent(() =>
  import('./purchase-dialogs').then((m) => m.AddedToCartNotification),
);

// Below the fold: the description tabs, detail pictures, comments (stars, dates) and
// related products load once the shopper starts scrolling down (docs/performance.md).
const ProductDetails = lazyComponent(() => import('./product-details').then((m) => m.ProductDetails));
/** How much of the lower half (px) must show before its code loads without a scroll. */
const LOWER_HALF_SHOWS_AT = 160;

/**
 * One product: separate desktop and phone layouts on top, the same blocks below.
 * Rendered with key={productId}, so moving to another product starts with a fresh choice.
 */
export function ProductView({ product }: { product: Product }) {
  const productId = String(product.productId);
  const addonsQuery = useAddons(productId);
  const addons = addonsQuery.data?.list ?? [];
  const [selection, setSelection] = useState<AddonSelection>(emptySelection);
  // The chosen colour and size combination's own picture, as the picker reported it.
  const [picture, setPicture] = useState<string | null>(null);
  // How the confirmed colour and size combination stands, as the picker reported it: the stock
  // note and 'Add to Cart' follow it (null: nothing chosen names one, the product's stock speaks).
  const [combination, setCombination] = useState<OptionStock | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerMounted = useOpenedOnce(pickerOpen);
  const signedIn = useSessionStore((session) => session.token !== null);
  const openPicker = () => setPickerOpen(true);
  const [added, setAdded] = useState<AddedItem | null>(null);
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const chosen = selectedAddons(selection, addons);
  const images = galleryImages(product.coverPath, product.galleryJson);
  // The chosen combination's picture, or a gallery picture carrying the chosen colour's name, comes up.
  const colour = chosen.find((addon) => addon.addonType === 'color');
  const colourImage = galleryIndexForChoice(images, picture, colour?.name ?? null);
  const onAdded = () =>
    setAdded({
      name: product.name,
      picture: picture ?? product.coverPath,
      options: chosen.map((addon) => addon.name).join(', '),
    });
  const { addToCart, adding } = useAddToCart({ product, addons, selection, openPicker, onAdded });

  const state = {
    product,
    stock: combination
      ? { stockState: combination.state, stock: combination.state === 'low' ? combination.left : product.stock }
      : product,
    images,
    shownImage: colourImage >= 0 ? colourImage : null,
    groups: addonGroups(addons, product),
    chosen,
    extra: addonsTotal(selection, addons),
    openPicker,
    // What a purchase button may open next: the picker, or the login dialog for a visitor.
    prepare: () => {
      if (!signedIn) preloadLoginDialog();
      else AddedToCartNotification.preload();
      if (addons.length > 0) AddonPickerDialog.preload();
    },
    addToCart,
    adding,
    addonsLoading: addonsQuery.isPending,
  };

  return (
    // The phone's cart bar reserves its own room under the page (MobileCartBar).
    <div className="pb-16">
      {isWide === undefined ? (
        // Rendered on the server for the first paint, before any screen width is known.
        <>
          <div className="hidden md:block">
            <DesktopProductLayout state={state} />
          </div>
          <div className="md:hidden">
            <MobileProductLayout state={state} />
          </div>
        </>
      ) : isWide ? (
        <DesktopProductLayout state={state} />
      ) : (
        <MobileProductLayout state={state} />
      )}
      <BelowTheFold product={product} />
      {added && (
        <Suspense fallback={null}>
          <AddedToCartNotification item={added} onClose={() => setAdded(null)} />
        </Suspense>
      )}
      {addons.length > 0 && pickerMounted && (
        <Suspense fallback={null}>
          <AddonPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            product={product}
            addons={addons}
            selection={selection}
            onConfirm={(next, nextPicture, nextStock) => {
              setSelection(next);
              setPicture(nextPicture);
              setCombination(nextStock);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The product's details, loaded when the shopper starts scrolling; at once if their code is here
 * already (a product seen before), so Back returns to the same place. Their comments and related
 * products are asked for with the page, as before, so they are there when the shopper arrives.
 */
function BelowTheFold({ product }: { product: Product }) {
  const productId = String(product.productId);
  const queryClient = useQueryClient();
  useEffect(() => {
    // In a task of its own: asking costs the page's first fetch() (about 25 ms on a laptop, four
    // times that on a phone), which would otherwise lengthen the task of the first commit.
    const asking = setTimeout(() => {
      void queryClient.prefetchInfiniteQuery(getReviewsQueryOptions(productId));
      void queryClient.prefetchQuery(getRecommendationsQueryOptions(productId));
    });
    return () => clearTimeout(asking);
  }, [queryClient, productId]);
  const placeholder = useRef<HTMLDivElement>(null);
  // A screen that shows only the top of the blocks (the tabs' row, under 160 px: a 1280×900 laptop)
  // loads them at the first scroll, not with the page.
  const near = useNearViewport(placeholder, ProductDetails.isLoaded(), LOWER_HALF_SHOWS_AT);
  // The rating under the product's name asks for the comments before the shopper has scrolled.
  const [commentsAsked, setCommentsAsked] = useState(false);
  useEffect(() => onCommentsAsked(() => setCommentsAsked(true)), []);
  // Holds the place of the blocks (about their height with a short description and a few comments),
  // so the footer does not jump up and back when they arrive.
  const hold = <div ref={placeholder} aria-hidden="true" className="mt-14 h-[2100px] md:mt-20 md:h-[1600px]" />;
  if (!near && !commentsAsked) return hold;
  return (
    <Suspense fallback={hold}>
      <ProductDetails product={product} commentsAsked={commentsAsked} />
    </Suspense>
  );
}
