import { useEffect } from 'react';
import type { Product } from '@shared/schemas/catalog';
import { showComments } from '../lib/show-comments';
import { ProductReviews } from './product-reviews';
import { Recommendations } from './recommendations';

/**
 * The last blocks under a product: its comments and related products. Loaded because
 * the shopper asked for the comments (`commentsAsked`), it scrolls to them once they are there.
 */
export function CommentsAndRelated({ product, commentsAsked }: { product: Product; commentsAsked: boolean }) {
  useEffect(() => {
    if (commentsAsked) showComments();
  }, [commentsAsked]);
  const productId = String(product.productId);
  return (
    <>
      <ProductReviews productId={productId} ratingDisplay={product.ratingDisplay} reviewCount={product.reviewCount} />
      <Recommendations productId={productId} />
    </>
  );
}
