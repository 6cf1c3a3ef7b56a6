import { routePattern } from '@shared/contract/route-pattern';

/**
 * Remembers registered routes so an unknown method on a known path answers 405, not 404. It
 * matches exactly as the router does: `/api/user/profile/` (a trailing slash) is another path,
 * which no route has, so it answers 404 whatever the method; and `…/credit-notes/29` is not
 * `…/credit-notes/:refundId.pdf` (the fixed parts of a path are matched as they are written).
 */
export function routeMatcher() {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  return {
    add(method: string | string[], url: string) {
      routes.push({ pattern: routePattern(url), methods: [method].flat() });
    },
    methodsFor(url: string): string[] {
      const methods = routes.filter((r) => r.pattern.test(url)).flatMap((r) => r.methods);
      return [...new Set(methods.filter((m) => m !== 'HEAD'))];
    },
  };
}
