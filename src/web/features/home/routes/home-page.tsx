import { ProductGrid } from '@web/features/catalog';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useShopBrand } from '@web/lib/shop-brand';
import { useBanners } from '../api/get-banners';
import { useSections } from '../api/get-sections';
import { BannerCarousel, BannerCarouselSkeleton } from '../components/banner-carousel';
import { HomeSection } from '../components/sections';

/** The home page: the banner carousel, then the server's sections in their order. */
export function HomePage() {
  useDocumentTitle(undefined, useShopBrand().tagline);
  const banners = useBanners();
  const sections = useSections();

  return (
    <div className="pb-8">
      <h1 className="sr-only">Home</h1>
      {banners.isPending ? <BannerCarouselSkeleton /> : <BannerCarousel banners={banners.data?.banners ?? []} />}
      {sections.isPending ? (
        <SectionsSkeleton />
      ) : sections.isError ? (
        <LoadError
          message="We couldn't load this part of the page."
          onRetry={() => void sections.refetch()}
          className="px-6 py-20"
        />
      ) : (
        sections.data.list.map((section) => (
          // Below the banner: the browser lays out and paints a section only as it nears the screen.
          <div key={section.sectionId} className="[contain-intrinsic-size:auto_720px] [content-visibility:auto]">
            <HomeSection section={section} />
          </div>
        ))
      )}
    </div>
  );
}

function SectionsSkeleton() {
  return (
    <div aria-busy="true" className="px-4 py-10 md:px-8 md:py-16">
      <Skeleton className="mx-auto h-10 w-2/3 max-w-lg" />
      <Skeleton className="mx-auto mt-4 mb-12 h-5 w-1/2 max-w-md" />
      <ProductGrid items={undefined} loading skeletonCount={4} />
    </div>
  );
}
