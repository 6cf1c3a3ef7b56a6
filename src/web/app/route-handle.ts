/** What a route may declare in its `handle` for the shell to read through useMatches(). */
export interface RouteHandle {
  /** Category and search pages have no footer (SPEC §2). */
  hideFooter?: boolean;
}
