/**
 * The storefront pages most visits start on, by path (apps/storefront/src/routes.ts), for everything the server
 * sends ahead with their HTML: the chunks the page needs (app-pages.ts) and the catalogue answers and picture it
 * asks for first (modules/catalog/page-preloads.ts). One table, so that both always agree on which page a path is.
 */
export const STOREFRONT_FIRST_PAGES = {
  home: /^\/$/,
  /** Group 1: the goods id, as written (the router takes any segment; the catalogue only answers numeric ids). */
  goods: /^\/goods\/([^/]+)\/?$/,
  /** Group 1: the search's `params` segment, if any. */
  search: /^\/s(?:\/([^/]*))?\/?$/,
  /** A shopper's way back to the shop (the cart tab, a bookmark): only its chunks, its answers carry the token. */
  cart: /^\/carts\/?$/,
} as const;
