import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { integralGoods } from '../../db/schema/index.ts';
import type { Lang } from '../../http/messages.ts';
import { phrases } from '../../http/phrases.ts';
import { STOREFRONT_FIRST_PAGES } from '../../http/platform/first-pages.ts';
import type { HeadSource, PageHead } from '../../http/platform/page-heads.ts';
import { isPicture } from '../../http/platform/page-preloads.ts';
import { idRangeSitemap, type SitemapSource } from '../../http/platform/sitemaps.ts';
import type { Kv } from '../../lib/kv.ts';
import { excerpt, plainExcerpt } from '../../lib/plain-text.ts';
import { cachedJson } from '../catalog/cache.ts';
import { onShelf } from './storefront.ts';

const say = phrases({
  mall: { 'zh-cn': '积分商城', en: 'Points mall' },
  mallText: { 'zh-cn': '用积分兑换好物。', en: 'Goods to exchange for your points.' },
  list: { 'zh-cn': '积分商品', en: 'Points goods' },
  goodsText: { 'zh-cn': '{name}，{price} 积分兑换。', en: '{name}, for {price} points.' },
  gone: { 'zh-cn': '积分商品不存在', en: 'Points goods not found' },
  goneText: {
    'zh-cn': '您访问的积分商品不存在或已下架。',
    en: 'The points goods you are looking for does not exist or is not on the shelf.',
  },
});

/** Points goods carry no catalogue version: a head shows an edit within this time (then one refresh). */
const POINTS_FRESH_MS = 10_000;

interface PointsGoods {
  id: number;
  goods_name: string;
  goods_subname: string;
  goods_price: string;
  goods_master_image: string;
  goods_content: string;
}

/** The points goods `GET /integral/goods/{id}` shows (on the shelf), or null. */
async function cachedPointsGoods(db: Db, kv: Kv, id: number): Promise<PointsGoods | null> {
  const body = await cachedJson(
    kv,
    `integral:goods-head:${id}`,
    async () => {
      const [row] = await db
        .select({
          id: integralGoods.id,
          goods_name: integralGoods.goods_name,
          goods_subname: integralGoods.goods_subname,
          goods_price: integralGoods.goods_price,
          goods_master_image: integralGoods.goods_master_image,
          goods_content: integralGoods.goods_content,
        })
        .from(integralGoods)
        .where(and(eq(integralGoods.id, id), onShelf()))
        .limit(1);
      return JSON.stringify(row ?? null);
    },
    POINTS_FRESH_MS,
  );
  return JSON.parse(body) as PointsGoods | null;
}

function pointsGoodsHead(g: PointsGoods | null, lang: Lang): PageHead {
  if (!g) return { status: 404, title: say(lang, 'gone'), description: say(lang, 'goneText') };
  // Points are not money: no price for link previews, no Offer.
  const price = String(Number(g.goods_price));
  return {
    title: `${g.goods_name} - ${say(lang, 'mall')}`,
    description:
      excerpt(g.goods_subname) ||
      plainExcerpt(g.goods_content) ||
      say(lang, 'goodsText', { name: g.goods_name, price }),
    image: isPicture(g.goods_master_image) ? g.goods_master_image : undefined,
    kind: 'product',
    canonical: `/integral/goods/${g.id}`,
  };
}

/** The points mall's home and list, and a points goods' page (one not on the shelf is a 404, as its page shows). */
export function integralHeads(app: FastifyInstance): HeadSource {
  return ({ path, lang }) => {
    if (STOREFRONT_FIRST_PAGES.integral.test(path)) {
      return { title: say(lang, 'mall'), description: say(lang, 'mallText'), canonical: '/integral' };
    }
    if (STOREFRONT_FIRST_PAGES.integralSearch.test(path)) {
      return { title: `${say(lang, 'list')} - ${say(lang, 'mall')}`, description: say(lang, 'mallText') };
    }
    const id = STOREFRONT_FIRST_PAGES.integralGoods.exec(path)?.[1];
    if (id === undefined) return null;
    if (!/^\d{1,9}$/.test(id)) return pointsGoodsHead(null, lang);
    return cachedPointsGoods(app.db, app.kv, Number(id)).then((g) => pointsGoodsHead(g, lang));
  };
}

/**
 * The points goods on the shelf, at their storefront pages. Their writes bump no version: a change shows when the
 * cached parts go stale (10 minutes), as an article's does.
 */
export function pointsGoodsSitemap(app: FastifyInstance): SitemapSource {
  return idRangeSitemap(app, {
    name: 'integral',
    version: async () => 'integral',
    table: integralGoods,
    id: integralGoods.id,
    updatedAt: integralGoods.updated_at,
    where: onShelf,
    path: (g) => `/integral/goods/${g.id}`,
  });
}
