/**
 * A route-pattern parser for wouter that matches case-sensitively; wouter's default
 * (regexparam) compiles its patterns with the `i` flag. Same syntax: `/goods/:id`, optional `:id?`,
 * wildcard `*` and optional wildcard `*?`. Here rather than in @shop/api so the server compiles the storefront's
 * routes (storefront-routes.ts) exactly as the storefront's router does.
 *
 * @example <Router base="/Admin" parser={caseSensitiveParser}>
 */
export function caseSensitiveParser(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  let pattern = '';
  for (const segment of route.split('/').filter(Boolean)) {
    if (segment[0] === '*') {
      keys.push('*');
      pattern += segment[1] === '?' ? '(?:/(.*))?' : '/(.*)';
    } else if (segment[0] === ':') {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      pattern += optional ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else {
      pattern += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { keys, pattern: new RegExp(`^${pattern}${loose ? '(?=$|/)' : '/?$'}`) };
}
