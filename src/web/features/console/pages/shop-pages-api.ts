import { queryOptions } from '@tanstack/react-query';
import type { ShopPageSlug } from '@shared/constants';
import { listAdminShopPages, saveShopPage } from '@shared/contract/shop-pages';
import type { ShopPageWrite } from '@shared/schemas/shop-page';
import { api } from '@web/lib/api-client';
import { useAdminMutation } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';

/** The shop's pages (shipping, returns, privacy, contact), as the console edits them. */
export const shopPagesQuery = queryOptions({
  queryKey: consoleKey('pages'),
  queryFn: () => api.call(listAdminShopPages, {}),
});

/** Saves one page; the list is read again (the saved page is as the server sanitised it). */
export function useSaveShopPage() {
  return useAdminMutation(
    ({ slug, body }: { slug: ShopPageSlug; body: ShopPageWrite }) => api.call(saveShopPage, { params: { slug }, body }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: shopPagesQuery.queryKey }),
  );
}
