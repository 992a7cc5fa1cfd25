/**
 * The storefront pages the server knows by path (apps/storefront/src/routes.ts), for everything it sends with their
 * HTML: the chunks the page needs (app-pages.ts), the catalogue answers and picture it asks for first
 * (modules/catalog/page-preloads.ts) and its head (the modules' page-heads.ts). One table, so that all of them
 * always agree on which page a path is.
 */
export const STOREFRONT_FIRST_PAGES = {
  home: /^\/$/,
  /** Group 1: the goods id, as written (the router takes any segment; the catalogue only answers numeric ids). */
  goods: /^\/goods\/([^/]+)\/?$/,
  /** Group 1: the search's `params` segment, if any. */
  search: /^\/s(?:\/([^/]*))?\/?$/,
  /** A shopper's way back to the shop (the cart tab, a bookmark): only its chunks, its answers carry the token. */
  cart: /^\/carts\/?$/,
  /** The store street. */
  stores: /^\/stores\/?$/,
  /** Group 1: the store id, as written; the application's steps have routes of their own before it. */
  store: /^\/store\/(?!(?:join|step_[123])\/?$)([^/]+)\/?$/,
  /** Group 1: the top class chosen, if any (the phone's category tab). */
  category: /^\/category(?:\/([^/]+))?\/?$/,
  /** Group 1: the article's title, percent-encoded. */
  article: /^\/user\/article\/([^/]+)\/?$/,
  /** The points mall's home. */
  integral: /^\/integral\/?$/,
  /** Group 1: the points search's `params` segment, if any. */
  integralSearch: /^\/integral\/search(?:\/([^/]*))?\/?$/,
  /** Group 1: the points goods id, as written. */
  integralGoods: /^\/integral\/goods\/([^/]+)\/?$/,
  /** Today's flash-sale sessions. */
  seckills: /^\/seckills\/?$/,
  /** Group 1: the group-buy list's `params` segment, if any. */
  collectives: /^\/collectives(?:\/([^/]*))?\/?$/,
} as const;

/**
 * The id a goods or store page reads from its segment, as the storefront does (`Number(id)`, a positive integer),
 * within the catalogue's ids (under 10 digits); undefined when the page shows its 404.
 */
export function pageId(segment: string): number | undefined {
  const id = Number(segment);
  return Number.isInteger(id) && id > 0 && id < 1e9 ? id : undefined;
}
