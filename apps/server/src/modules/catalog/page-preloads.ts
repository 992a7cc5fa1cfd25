import type { FastifyInstance } from 'fastify';
import { normalizeGoodsSearch } from '@shop/contract/goods-search';
import { decodeParams, encodeParams } from '@shop/contract/params-segment';
import { apiAddress, remembered, type PreloadSource } from '../../http/platform/page-preloads.ts';
import { STOREFRONT_FIRST_PAGES } from '../../http/platform/first-pages.ts';
import { cachedGoodsList, parseGoodsQuery } from './goods-list.ts';
import { cachedGoodsPage } from './public.ts';

/** What `GET /goods/:id` answers, as far as the goods page's first picture goes. */
interface GoodsPictures {
  goods_master_image?: string;
  goods_images?: string[];
  goods_images_thumb_400?: string[];
  seckills?: { sku_id?: number | string } | null;
  skuList?: { id: number; goods_image?: string | null }[];
}

/**
 * The picture the goods page shows in its box first, as the storefront picks it (GoodsPage `galleryOf` and
 * `initialSelection`): a flash sale's SKU picture, else the first picture's 400 px thumbnail, else the original,
 * else the master picture.
 */
export function goodsBoxPicture(goods: GoodsPictures): string | undefined {
  const saleSkuId = goods.seckills ? Number(goods.seckills.sku_id) : 0;
  const saleSku = saleSkuId ? goods.skuList?.find((s) => s.id === saleSkuId) : undefined;
  if (saleSku?.goods_image) return saleSku.goods_image;
  const originals = (Array.isArray(goods.goods_images) ? goods.goods_images : []).filter(Boolean);
  if (originals.length) return goods.goods_images_thumb_400?.[0] || originals[0];
  return goods.goods_master_image || undefined;
}

/** The search page's `params` query from its `/s/:params` segment, exactly as the storefront builds it. */
const searchParams = (segment: string | undefined) => encodeParams(normalizeGoodsSearch(decodeParams(segment)));

/** A goods id the catalogue can hold (a serial, under 10 digits). */
const GOODS_ID = /^\d{1,9}$/;
/** The search page's page size (SearchPage's PER_PAGE). */
const SEARCH_PER_PAGE = 30;

/**
 * The catalogue answers the storefront's first pages ask for at once (the home's blocks, a goods page's goods, the
 * search page's list) and the picture each paints largest (the goods box, the first card), from the catalogue
 * cache: the API's own cached answers, so the hint also warms them for the request that follows.
 */
export function catalogPreloads(app: FastifyInstance): PreloadSource {
  return remembered(async ({ path, search }) => {
    const { db, kv } = app;
    if (STOREFRONT_FIRST_PAGES.home.test(path)) return [{ fetch: apiAddress('/home') }];
    const goodsId = STOREFRONT_FIRST_PAGES.goods.exec(path)?.[1];
    if (goodsId && GOODS_ID.test(goodsId)) {
      const id = Number(goodsId);
      const body = JSON.parse(await cachedGoodsPage(db, kv, id, true)) as { data: GoodsPictures };
      const picture = goodsBoxPicture(body.data);
      return [...(picture ? [{ image: picture }] : []), { fetch: apiAddress(`/goods/${id}`, { saveCheck: true }) }];
    }
    const searched = STOREFRONT_FIRST_PAGES.search.exec(path);
    if (searched) {
      const page = Number(search.get('page'));
      // The list request of the search page, in the order its endpoint sends the parameters.
      const params = {
        page: Number.isInteger(page) && page > 1 ? page : 1,
        per_page: SEARCH_PER_PAGE,
        params: searchParams(searched[1]),
      };
      const query = parseGoodsQuery({ ...params, page: String(params.page), per_page: String(params.per_page) });
      const body = JSON.parse(await cachedGoodsList(db, kv, query)) as { data: { data: GoodsPictures[] } };
      const first = body.data.data[0]?.goods_master_image;
      return [...(first ? [{ image: first }] : []), { fetch: apiAddress('/goods', params) }];
    }
    return [];
  });
}
