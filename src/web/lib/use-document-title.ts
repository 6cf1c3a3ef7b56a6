import { useEffect } from 'react';
import { DEFAULT_SHOP_NAME } from '@shared/constants';

/** Sets the tab title as "Page · Shop"; without a page title, just the shop's name. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${DEFAULT_SHOP_NAME}` : DEFAULT_SHOP_NAME;
  }, [title]);
}
