/** Paths on this site go through the router; anything else (another site, mailto:) is a plain <a>. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** SPEC §2: search is submitted to /inventory/search?keyword={text}. */
export function searchHref(keyword: string): string {
  return `/inventory/search?${new URLSearchParams({ keyword: keyword.trim() })}`;
}
