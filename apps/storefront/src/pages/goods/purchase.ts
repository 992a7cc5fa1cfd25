/** A purchase asked for on a phone: to the cart, or to checkout (`collective` as the goods page's `buy` takes it). */
export type Purchase = { kind: 'cart' } | { kind: 'buy'; collective: number };

/** What the SKU sheet offers: both purchases (opened from the "已选" row), or the one a button asked for. */
export type SheetOffer = 'both' | Purchase;

/** The purchase buttons' state, the same in the phone's bar and in the SKU sheet. */
export interface PurchaseState {
  /** Add to cart is offered (not while a flash sale prices the goods, as on the desktop). */
  cart: boolean;
  /** An add to cart is on its way. */
  adding: boolean;
  /** The flash sale's quota is gone. */
  soldOut: boolean;
  /** 立即购买, 立即抢购 or 已抢光. */
  buyLabel: string;
}

/** Whether a purchase starts or joins a group (the group's own price, not sold out with a flash sale). */
export const isGroup = (offer: SheetOffer): boolean =>
  offer !== 'both' && offer.kind === 'buy' && offer.collective !== 0;
