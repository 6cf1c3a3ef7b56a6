/** Minor units as the decimal amount structured data and Open Graph expect ("24.50"). */
export function formatPrice(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** "{page} · {shop}", as the storefront titles its tab (src/web/lib/use-document-title.ts). */
export function pageTitle(shopName: string, title?: string): string {
  return title ? `${title} · ${shopName}` : shopName;
}
