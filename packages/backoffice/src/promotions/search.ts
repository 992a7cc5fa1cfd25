import type { SearchDef } from '@shop/ui/fields/types';

/**
 * Flash sales and group buys are searched by their goods' title, not its id: the server filters `goods_name`
 * (a joined field, so not in the descriptor's search) with the `like` operators on list requests.
 */
export function withGoodsTitleSearch(search: SearchDef[]): SearchDef[] {
  const out = search.filter((s) => s.value !== 'goods_id' && s.value !== 'goods_name');
  const at = out.findIndex((s) => s.value === 'store_id' || s.value === 'name');
  out.splice(at < 0 ? 0 : at + 1, 0, { value: 'goods_name', where: 'like' });
  return out;
}
