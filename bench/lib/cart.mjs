// The demo shopper's cart as a shopper's usually is when the bench measures it: the demo seeds no cart lines, and
// an empty cart page (an empty state) is not the page shoppers open. Goods of several stores, one piece each.
import { api } from '../../e2e/lib/api.mjs';

/**
 * Puts one piece of each of up to `lines` listed goods, each of another store, into the shopper's cart (a goods
 * with specifications takes its first SKU). Answers the cart's line count.
 */
export async function fillCart(baseUrl, token, lines = 4) {
  const current = await api(baseUrl, 'GET', '/user/carts', { token, query: { per_page: '100' } });
  const have = (current?.data?.data ?? []).reduce((n, g) => n + g.cart_list.length, 0);
  if (have >= lines) return have;
  const stores = new Set();
  let count = have;
  // The newest goods come a store at a time: a few list pages reach several stores.
  for (let page = 1; page <= 8 && count < lines; page += 1) {
    const listed = await api(baseUrl, 'GET', '/goods', { query: { page: String(page), per_page: '40' } });
    count = await addFromDistinctStores(baseUrl, token, listed?.data?.data ?? [], stores, count, lines);
  }
  return count;
}

async function addFromDistinctStores(baseUrl, token, list, stores, count, lines) {
  for (const goods of list) {
    if (count >= lines) break;
    const detail = (await api(baseUrl, 'GET', `/goods/${goods.id}`))?.data;
    if (!detail || stores.has(detail.store_id)) continue;
    const sku = detail.skuList?.[0]?.id;
    const added = await api(baseUrl, 'POST', '/user/carts', {
      token,
      body: { goods_id: String(goods.id), buy_num: '1', ...(sku ? { sku_id: String(sku) } : {}) },
    });
    if (added?.code === 200) {
      stores.add(detail.store_id);
      count += 1;
    }
  }
  return count;
}
