import { Navigate, useParams } from 'react-router';
import { SHOP_PAGE_SLUGS, type ShopPageSlug } from '@shared/constants';
import { shopPageDescription } from '@shared/meta-description';
import { Skeleton } from '@web/components/ui/skeleton';
import { SanitizedHtml } from '@web/features/product';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useShopPage } from '../api/get-shop-page';

const isSlug = (slug: string | undefined): slug is ShopPageSlug =>
  (SHOP_PAGE_SLUGS as readonly (string | undefined)[]).includes(slug);

/** Shipping, returns, privacy or contact: a title and the text the operator wrote in the console. */
export function ShopPagePage() {
  const { slug } = useParams();
  if (!isSlug(slug)) return <Navigate to={paths.notFound()} replace />;
  return <ShopPageContent slug={slug} />;
}

function ShopPageContent({ slug }: { slug: ShopPageSlug }) {
  const page = useShopPage(slug);
  // The description the server gives the page a visitor lands on (server/first-paint/page-head.ts).
  useDocumentTitle(page.data?.title, page.data && shopPageDescription(page.data));
  return (
    <article className="mx-auto max-w-3xl px-5 pt-8 pb-16 md:px-8 md:pt-12">
      {page.data ? (
        <>
          <h1 className="font-display text-3xl text-ink md:text-4xl">{page.data.title}</h1>
          <SanitizedHtml html={page.data.bodyHtml} className="mt-6" />
        </>
      ) : (
        <div aria-busy="true" aria-label="Loading">
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="mt-6 h-4 w-full" />
          <Skeleton className="mt-3 h-4 w-5/6" />
        </div>
      )}
    </article>
  );
}
