import { Suspense, useRef } from 'react';
import type { Product } from '@shared/schemas/catalog';
import { lazyComponent } from '@web/lib/lazy-component';
import { useNearViewport } from '@web/lib/use-near-viewport';
import { DescriptionTabs } from './description-tabs';
import { DetailGallery } from './detail-gallery';

// Further down still: the comments (stars, dates, photos) and related products load on their own,
// once the shopper scrolls on or they show, so a tall screen that shows the description tabs at
// first paint does not bring them too (docs/performance.md).
const CommentsAndRelated = lazyComponent(() => import('./comments-and-related').then((m) => m.CommentsAndRelated));

/**
 * The blocks under a product's layouts, the same on every screen. Loaded because the
 * shopper asked for the comments (`commentsAsked`), it loads them at once and scrolls to them.
 */
export function ProductDetails({ product, commentsAsked }: { product: Product; commentsAsked: boolean }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, CommentsAndRelated.isLoaded());
  // Holds the place of the comments and related products (about their height with a few
  // comments), so the footer stays put when they arrive.
  const hold = <div ref={placeholder} aria-hidden="true" className="h-[1630px] md:h-[1240px]" />;
  return (
    <div className="mt-14 space-y-14 px-4 md:mt-20 md:space-y-20 md:px-8">
      <DescriptionTabs html={product.prodDescMd} />
      <DetailGallery name={product.name} images={product.detailGalleryJson} />
      {near || commentsAsked ? (
        <Suspense fallback={hold}>
          <CommentsAndRelated product={product} commentsAsked={commentsAsked} />
        </Suspense>
      ) : (
        hold
      )}
    </div>
  );
}
