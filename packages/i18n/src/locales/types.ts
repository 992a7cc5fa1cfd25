import type zhCn from './zh-cn.ts';
import type { LazyStorefrontMessages } from './storefront/account.ts';
import type { LazyBrowseMessages } from './storefront/browse-pages.ts';
import type { LazyShoppingMessages } from './storefront/shopping.ts';
import type { LazyPromotionMessages } from './storefront/promotions.ts';
import type { LazyPointsMessages } from './storefront/points.ts';
import type { LazyChatMessages } from './chat.ts';

/** The bundled resource tree every language implements: the zh-cn tree with every leaf a string. */
export type BaseMessages = typeof zhCn;

/** Every key `t()` accepts: the bundled tree plus the sections pages add when their chunk loads. */
export type Messages = BaseMessages &
  LazyStorefrontMessages &
  LazyBrowseMessages &
  LazyShoppingMessages &
  LazyPromotionMessages &
  LazyPointsMessages &
  LazyChatMessages;

/** Dotted paths to every leaf of `Messages`, e.g. `'messages.selectFirst'`. */
export type MessageKey = LeafPaths<Messages>;

type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPaths<T[K], `${P}${K}.`>;
}[keyof T & string];
