/** Bodies and times for the Seller/Admin promotion resource tests (promotions-seller*, promotions-admin). */
import { translate } from '../src/http/messages.ts';
import { shanghaiTime } from '../src/lib/time.ts';

const HOUR = 3600 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai) `hours` from now. */
export const inHours = (hours: number) => shanghaiTime(Date.now() + hours * HOUR);

/** A window running now, one not started yet, one over. */
export const RUNNING = { start_time: inHours(-24), end_time: inHours(24) };
export const LATER = { start_time: inHours(24), end_time: inHours(48) };
export const OVER = { start_time: inHours(-48), end_time: inHours(-24) };

/** The zh-cn text of a message key, as the API answers it by default. */
export const msg = (key: string, params?: Record<string, string | number>) => translate('zh-cn', key, params);

export const couponBody = (over: Record<string, unknown> = {}) => ({
  name: '满100减10',
  money: '10.00',
  use_money: '100.00',
  stock: 50,
  per_user: 2,
  content: '全店通用',
  ...RUNNING,
  ...over,
});

export const reductionBody = (over: Record<string, unknown> = {}) => ({
  name: '满200减30',
  money: '30.00',
  use_money: '200.00',
  ...RUNNING,
  ...over,
});

export const seckillBody = (goodsId: number, over: Record<string, unknown> = {}) => ({
  goods_id: goodsId,
  sku_id: 0,
  price: '8.00',
  discount: '0',
  quota: 20,
  per_user: 2,
  ...RUNNING,
  ...over,
});

export const collectiveBody = (goodsId: number, over: Record<string, unknown> = {}) => ({
  goods_id: goodsId,
  discount: '15',
  need: 3,
  hours: 24,
  ...over,
});

export interface Page<T = Record<string, unknown>> {
  data: T[];
  total: number;
}
