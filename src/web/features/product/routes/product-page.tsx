import { Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { LazyCatalogNotFound, isNotFound, isValidId } from '@web/features/catalog';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useProduct } from '../api/get-product';
import { plainDescription } from '../lib/plain-description';
import { ProductView } from '../components/product-view';

/** The product page, /inventory/{productId}. */
export function ProductPage() {
  const { productId: rawId } = useParams();
  const valid = isValidId(rawId);
  const productId = valid ? rawId : '';
  const product = useProduct(productId, valid);
  const notFound = !valid || isNotFound(product.error);
  useDocumentTitle(
    product.data?.name ?? (notFound ? 'Product not found' : undefined),
    product.data && plainDescription(product.data.prodDescMd, product.data.name),
  );

  if (notFound) {
    // Its code loads only when a product is missing (it is quick: the answer took longer).
    return (
      <Suspense fallback={<div className="min-h-[50vh]" />}>
        <LazyCatalogNotFound
          title="Product not found"
          message="This product doesn't exist or is no longer for sale. There is plenty more to discover in the shop."
        />
      </Suspense>
    );
  }
  if (product.isError) {
    return (
      <LoadError
        role="alert"
        message="We couldn't load this product."
        onRetry={() => void product.refetch()}
        className="min-h-[50vh] justify-center px-6"
      />
    );
  }
  if (product.isPending) return <ProductSkeleton />;
  return <ProductView key={productId} product={product.data} />;
}

function ProductSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading product" className="px-4 pt-4 md:px-8 md:pt-6">
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:gap-10 lg:gap-16">
        <Skeleton className="aspect-square w-full rounded-3xl" />
        <div>
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="mt-4 h-4 w-40" />
          <Skeleton className="mt-8 h-9 w-32" />
          <Skeleton className="mt-6 h-16 w-full rounded-2xl" />
          <Skeleton className="mt-5 h-12 w-full rounded-full" />
        </div>
      </div>
    </div>
  );
}
