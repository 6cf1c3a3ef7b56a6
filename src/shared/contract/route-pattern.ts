/**
 * A route path (`/order/:orderUuid/credit-notes/:refundId.pdf`) as a regular expression that
 * matches the request paths the server's router sends to it. As the router reads a path: a
 * `:name` parameter is a segment's text (its name ends at `/`, `.`, `-` or `(`, so `.pdf` after
 * it is fixed text), `::` is a literal colon, `*` is anything; every other character is itself,
 * escaped, so the `.` of `.pdf` matches a dot and nothing else.
 */
export function routePattern(path: string): RegExp {
  let source = '';
  for (let i = 0; i < path.length;) {
    const char = path.charAt(i);
    if (char === ':' && path.charAt(i + 1) === ':') {
      source += ':';
      i += 2;
    } else if (char === ':') {
      const name = /^[^/.\-(]*/.exec(path.slice(i + 1))?.[0] ?? '';
      source += '[^/]+?';
      i += 1 + name.length;
    } else if (char === '*') {
      source += '.*';
      i += 1;
    } else {
      source += char.replace(/[.+*?^$()[\]{}|\\-]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^${source}$`);
}
