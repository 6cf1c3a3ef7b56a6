/** Paths on this site go through the router; anything else (another site, mailto:) is a plain <a>. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
