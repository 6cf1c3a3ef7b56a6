import { useEffect } from 'react';
import type { Inventory } from '@shared/schemas/catalog';
import { showComments } from '../lib/show-comments';
import { DescriptionTabs } from './description-tabs';
import { DetailGallery } from './detail-gallery';
import { ProductReviews } from './product-reviews';
import { Recommendations } from './recommendations';

/**
 * The blocks under a product's layouts, the same on every screen (SPEC §2). Loaded because the
 * shopper asked for the comments (`commentsAsked`), it scrolls to them once they are there.
 */
export function ProductDetails({ product, commentsAsked }: { product: Inventory; commentsAsked: boolean }) {
  useEffect(() => {
    if (commentsAsked) showComments();
  }, [commentsAsked]);
  return (
    <div className="mt-14 space-y-14 px-4 md:mt-20 md:space-y-20 md:px-8">
      <DescriptionTabs html={product.prodDescMd} />
      <DetailGallery name={product.name} images={product.detailGalleryJson} />
      <ProductReviews
        inventoryId={String(product.inventoryId)}
        ratingDisplay={product.ratingDisplay}
        reviewCount={product.reviewCount}
      />
      <Recommendations inventoryId={String(product.inventoryId)} />
    </div>
  );
}
