/**
 * The shop's status vocabularies (docs/statuses.md) as status maps. Label keys live in the back-office group
 * `packages/i18n/src/backoffice/stores.ts` under `resources.shop_status`.
 */
import type { StatusMap } from '@shop/ui/widgets/status-map';

const key = (group: string, code: string | number) => `resources.shop_status.${group}.${code}`;

/** `stores.store_verify`: 1 fill in information, 2 verifying, 3 verification denied, 4 passed. */
export type StoreVerify = 1 | 2 | 3 | 4;
export const STORE_VERIFY = {
  1: { color: 'gray', label: key('store_verify', 1) },
  2: { color: 'arcoblue', label: key('store_verify', 2) },
  3: { color: 'red', label: key('store_verify', 3) },
  4: { color: 'green', label: key('store_verify', 4) },
} as const satisfies StatusMap<StoreVerify>;

/** `stores.store_status`: 1 open, 0 closed. */
export type StoreStatus = 0 | 1;
export const STORE_STATUS = {
  1: { color: 'green', label: key('store_status', 1) },
  0: { color: 'red', label: key('store_status', 0) },
} as const satisfies StatusMap<StoreStatus>;

/** `goods.goods_status`: 1 on the shelf, 0 off the shelf. */
export type GoodsStatus = 0 | 1;
export const GOODS_STATUS = {
  1: { color: 'green', label: key('goods_status', 1) },
  0: { color: 'gray', label: key('goods_status', 0) },
} as const satisfies StatusMap<GoodsStatus>;

/** `money_logs.is_type`: which balance moved (0 money, 1 frozen money, 2 points). */
export type MoneyLogType = 0 | 1 | 2;
export const MONEY_LOG_TYPE = {
  0: { color: 'arcoblue', label: key('money_type', 0) },
  1: { color: 'orange', label: key('money_type', 1) },
  2: { color: 'purple', label: key('money_type', 2) },
} as const satisfies StatusMap<MoneyLogType>;

/** `money_logs.is_belong`: 1 a store's log (user_id is a store id), 0 a member's. */
export type MoneyLogBelong = 0 | 1;
export const MONEY_LOG_BELONG = {
  0: { color: 'arcoblue', label: key('money_belong', 0) },
  1: { color: 'orange', label: key('money_belong', 1) },
} as const satisfies StatusMap<MoneyLogBelong>;
