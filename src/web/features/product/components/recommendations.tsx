import { ProductGrid } from '@web/features/catalog';
import { useRecommendations } from '../api/get-recommendations';
import { SectionHeading } from './section-heading';

/** 'You May Also Like': 2 columns on phones, 4 from the 768px wide layout up. */
export function Recommendations({ productId }: { productId: string }) {
  const recommendations = useRecommendations(productId);
  const items = recommendations.data?.list ?? [];
  // Nothing to suggest (or the suggestions failed): leave the block out rather than show a hole.
  if (!recommendations.isPending && items.length === 0) return null;
  return (
    <section aria-labelledby="recommend-heading">
      <SectionHeading id="recommend-heading">You May Also Like</SectionHeading>
      <ProductGrid
        items={items}
        loading={recommendations.isPending}
        skeletonCount={4}
        className="mt-6 grid-cols-2 sm:grid-cols-2 md:grid-cols-4 lg:grid-cols-4"
      />
    </section>
  );
}
