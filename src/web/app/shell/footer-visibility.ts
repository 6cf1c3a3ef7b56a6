import { matchPath, useLocation } from 'react-router';
import { routePatterns } from '@web/lib/paths';

/** Category and search pages have no footer. */
const PAGES_WITHOUT_FOOTER = [routePatterns.category, routePatterns.search];

/** Whether the current page is one without the footer. */
export function useHidesFooter(): boolean {
  const { pathname } = useLocation();
  return PAGES_WITHOUT_FOOTER.some((pattern) => matchPath(pattern, pathname) !== null);
}
