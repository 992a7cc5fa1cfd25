/** `goods.goods_status`: whether the goods is on the shelf. */
export const GOODS_STATUS = { offShelf: 0, onShelf: 1 } as const;

/**
 * `goods.goods_verify`: the platform's review. Goods go to `pending` only while the platform reviews goods;
 * the storefront shows goods that are on the shelf and approved.
 */
export const GOODS_VERIFY = { refused: 0, approved: 1, pending: 2 } as const;
