import { Suspense, useState } from 'react';
import type { Inventory } from '@shared/schemas/catalog';
import { WIDE_MEDIA_QUERY } from '@shared/constants';
import { galleryIndexForOption } from '@shared/gallery-match';
import { preloadLoginDialog } from '@web/features/auth';
import { lazyComponent, useOpenedOnce } from '@web/lib/lazy-component';
import { useSessionStore } from '@web/lib/store';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useAddons } from '../api/get-addons';
import { addonGroups, addonsTotal, emptySelection, selectedAddons, type AddonSelection } from '../lib/addons';
import { useAddToCart } from '../lib/use-add-to-cart';
import { DescriptionTabs } from './description-tabs';
import { DetailGallery } from './detail-gallery';
import { galleryImages } from './product-gallery';
import { DesktopProductLayout, MobileProductLayout } from './product-layouts';
import { ProductReviews } from './product-reviews';
import { Recommendations } from './recommendations';

// Loaded on the first open (and fetched ahead on hover or focus of the buttons that open it).
const AddonPickerDialog = lazyComponent(() => import('./addon-picker-dialog').then((m) => m.AddonPickerDialog));

/**
 * One product: separate desktop and phone layouts on top (SPEC §2), the same blocks below.
 * Rendered with key={inventoryId}, so moving to another product starts with a fresh choice.
 */
export function ProductView({ product }: { product: Inventory }) {
  const inventoryId = String(product.inventoryId);
  const addonsQuery = useAddons(inventoryId);
  const addons = addonsQuery.data?.list ?? [];
  const [selection, setSelection] = useState<AddonSelection>(emptySelection);
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerMounted = useOpenedOnce(pickerOpen);
  const signedIn = useSessionStore((session) => session.token !== null);
  const openPicker = () => setPickerOpen(true);
  const { addToCart, adding } = useAddToCart({ product, addons, selection, openPicker });
  const isWide = useMediaQuery(WIDE_MEDIA_QUERY);
  const chosen = selectedAddons(selection, addons);
  const images = galleryImages(product.coverPath, product.galleryJson);
  // A chosen colour whose name a gallery picture carries brings that picture up.
  const colour = chosen.find((addon) => addon.addonType === 'color');
  const colourImage = colour ? galleryIndexForOption(images, colour.name) : -1;

  const state = {
    product,
    images,
    shownImage: colourImage >= 0 ? colourImage : null,
    groups: addonGroups(addons, product),
    chosen,
    extra: addonsTotal(selection, addons),
    openPicker,
    // What a purchase button may open next: the picker, or the login dialog for a visitor.
    prepare: () => {
      if (!signedIn) preloadLoginDialog();
      if (addons.length > 0) AddonPickerDialog.preload();
    },
    addToCart,
    adding,
    addonsLoading: addonsQuery.isPending,
  };

  return (
    // The phone's cart bar reserves its own room under the page (MobileCartBar).
    <div className="pb-16">
      {isWide ? <DesktopProductLayout state={state} /> : <MobileProductLayout state={state} />}
      <div className="mt-14 space-y-14 px-4 md:mt-20 md:space-y-20 md:px-8">
        <DescriptionTabs html={product.prodDescMd} />
        <DetailGallery name={product.name} images={product.detailGalleryJson} />
        <ProductReviews
          inventoryId={inventoryId}
          ratingDisplay={product.ratingDisplay}
          reviewCount={product.reviewCount}
        />
        <Recommendations inventoryId={inventoryId} />
      </div>
      {addons.length > 0 && pickerMounted && (
        <Suspense fallback={null}>
          <AddonPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            product={product}
            addons={addons}
            selection={selection}
            onConfirm={setSelection}
          />
        </Suspense>
      )}
    </div>
  );
}
