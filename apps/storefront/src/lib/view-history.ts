import { readItem, writeItem } from '@shop/api/storage';
import { HISTORY_KEY, parseHistory, type HistoryGoods } from '../account/history.ts';

/**
 * Records a viewed goods in the browsing history the user dashboard shows:
 * newest first, once per goods, at most `limit` entries.
 */
export function rememberView(goods: HistoryGoods, limit = 4): HistoryGoods[] {
  const earlier = parseHistory(readItem(HISTORY_KEY), limit + 1).filter((item) => item.id !== goods.id);
  const list = [goods, ...earlier].slice(0, limit);
  writeItem(HISTORY_KEY, JSON.stringify(list));
  return list;
}
