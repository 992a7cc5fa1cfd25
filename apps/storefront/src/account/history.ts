import { readItem } from '@shop/api/storage';

/** localStorage item of recently viewed goods, newest first. */
export const HISTORY_KEY = 'shop_goods_historys';

export interface HistoryGoods {
  id: number;
  goods_name: string;
  goods_master_image: string;
  goods_price: string;
}

/** The viewed goods stored under `shop_goods_historys`, at most `limit`, skipping malformed entries. */
export function parseHistory(raw: string | null, limit = 4): HistoryGoods[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const out: HistoryGoods[] = [];
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const row = item as Record<string, unknown>;
    const id = Number(row.id);
    if (!Number.isInteger(id) || id <= 0 || out.some((goods) => goods.id === id)) continue;
    out.push({
      id,
      goods_name: typeof row.goods_name === 'string' ? row.goods_name : '',
      goods_master_image: typeof row.goods_master_image === 'string' ? row.goods_master_image : '',
      goods_price:
        typeof row.goods_price === 'number' || typeof row.goods_price === 'string' ? String(row.goods_price) : '',
    });
    if (out.length >= limit) break;
  }
  return out;
}

/** The shopper's recently viewed goods on this browser. */
export function readHistory(limit = 4): HistoryGoods[] {
  return parseHistory(readItem(HISTORY_KEY), limit);
}
