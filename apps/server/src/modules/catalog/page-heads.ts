import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GOODS_VERIFY } from '@shop/contract/goods';
import { classSearchFilters, normalizeGoodsSearch } from '@shop/contract/goods-search';
import { decodeKeywords, decodeParams, encodeKeywords, paramsPath } from '@shop/contract/params-segment';
import type { Db } from '../../db/client.ts';
import { goods } from '../../db/schema/index.ts';
import { ApiError } from '../../http/envelope.ts';
import type { Lang } from '../../http/messages.ts';
import { phrases } from '../../http/phrases.ts';
import { pageId, STOREFRONT_FIRST_PAGES } from '../../http/platform/first-pages.ts';
import type { HeadPage, HeadSource, PageHead } from '../../http/platform/page-heads.ts';
import { isPicture } from '../../http/platform/page-preloads.ts';
import type { Kv } from '../../lib/kv.ts';
import { excerpt, plainExcerpt } from '../../lib/plain-text.ts';
import { cachedJson, catalogVersion } from './cache.ts';
import { cachedClassRows, classPathOf } from './class-pages.ts';
import { CLASS_LEVELS } from './classes.ts';
import { cachedGoodsPage } from './public.ts';

/** What the head reads of `GET /goods/:id`'s answer (the goods page's own, from the catalogue cache). */
interface GoodsAnswer {
  id: number;
  goods_name: string;
  goods_subname?: string;
  goods_no?: string;
  goods_content?: string;
  goods_price: string;
  goods_stock: number;
  goods_master_image?: string;
  goods_images?: string[];
  classList?: { id: number; name: string }[];
  skuList?: { goods_stock: number }[];
  store_info?: { id: number; store_name: string } | unknown[];
  seckills?: { price: string; end_time: string } | false;
  collectives?: { price: string } | false;
  comment_rating?: { count: number; average: number };
}

const say = phrases({
  home: { 'zh-cn': '首页', en: 'Home' },
  goodsGone: { 'zh-cn': '商品不存在', en: 'Goods not found' },
  goodsGoneText: {
    'zh-cn': '您访问的商品不存在或已被删除。',
    en: 'The goods you are looking for does not exist or has been removed.',
  },
  offShelf: { 'zh-cn': '{name}（已下架）', en: '{name} (no longer on sale)' },
  offShelfText: {
    'zh-cn': '“{name}”已下架，暂时无法购买。',
    en: '“{name}” has been taken off the shelf and cannot be bought for now.',
  },
  goodsText: { 'zh-cn': '{name}，￥{price}。', en: '{name}, ¥{price}.' },
  searchTitle: { 'zh-cn': '“{keywords}”的搜索结果', en: 'Search results for “{keywords}”' },
  searchText: {
    'zh-cn': '与“{keywords}”相关的商品，可按价格、销量和评价排序。',
    en: 'Goods matching “{keywords}”, to sort by price, sales and reviews.',
  },
  classText: { 'zh-cn': '{name}分类下的商品。', en: 'Goods in {name}.' },
  allGoods: { 'zh-cn': '全部商品', en: 'All goods' },
  allGoodsText: { 'zh-cn': '所有在售商品。', en: 'Every goods on sale.' },
  pageNo: { 'zh-cn': '{title} - 第{page}页', en: '{title} - page {page}' },
  categories: { 'zh-cn': '商品分类', en: 'Categories' },
  categoriesText: { 'zh-cn': '按分类浏览商品。', en: 'Browse the goods by category.' },
  category: { 'zh-cn': '{name} - 商品分类', en: '{name} - categories' },
});

const pictures = (list: (string | undefined)[]) => [...new Set(list.filter((p): p is string => !!p && isPicture(p)))];

/** The class search address of a class path (root first), as the storefront's class links write it. */
const classAddress = (path: readonly { id: number }[]) => paramsPath('/s', classSearchFilters(path.map((c) => c.id)));

/** The breadcrumb of a class path (root first), each class linking to its goods as the storefront's links do. */
function classCrumbs(path: readonly { id: number; name: string }[], lang: Lang, last?: { name: string }) {
  const items: { name: string; item?: string }[] = [
    { name: say(lang, 'home'), item: '/' },
    ...path.map((c, i) => ({ name: c.name, item: classAddress(path.slice(0, i + 1)) })),
    ...(last ? [last] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      ...(it.item ? { item: it.item } : {}),
    })),
  };
}

/** The price the goods page shows first: a running flash sale's, else the group buy's, else the goods'. */
function shownPrice(g: GoodsAnswer): string {
  if (g.seckills) return g.seckills.price;
  if (g.collectives) return g.collectives.price;
  return g.goods_price;
}

/** A listed goods' head: name, price, pictures, store and reviews as its page shows them, and `Product`. */
function listedGoodsHead(g: GoodsAnswer, lang: Lang): PageHead {
  const price = shownPrice(g);
  const url = `/goods/${g.id}`;
  const images = pictures([...(g.goods_images ?? []), g.goods_master_image]);
  const skus = g.skuList ?? [];
  const stock = skus.length ? skus.reduce((n, s) => n + (Number(s.goods_stock) || 0), 0) : Number(g.goods_stock) || 0;
  const store = g.store_info && !Array.isArray(g.store_info) ? g.store_info : undefined;
  const description =
    excerpt(g.goods_subname ?? '') ||
    plainExcerpt(g.goods_content) ||
    say(lang, 'goodsText', { name: g.goods_name, price });
  const rating = g.comment_rating;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: g.goods_name,
    description,
    url,
    sku: g.goods_no || String(g.id),
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'CNY',
      availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(g.seckills ? { priceValidUntil: g.seckills.end_time.slice(0, 10) } : {}),
      ...(store ? { seller: { '@type': 'Organization', name: store.store_name, url: `/store/${store.id}` } } : {}),
    },
    ...(rating && rating.count > 0 && rating.average >= 1
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  // classList is the class first, its parents after: the breadcrumb reads from the root, as the page's does (whose
  // class links name the same addresses: a class whose parent is gone is a root of the storefront's tree too).
  const path = [...(g.classList ?? [])].reverse().slice(0, CLASS_LEVELS);
  return {
    title: g.goods_name,
    description,
    image: images[0],
    kind: 'product',
    price,
    canonical: url,
    jsonLd: [product, classCrumbs(path, lang, { name: g.goods_name })],
  };
}

/**
 * Why a goods id has no page, from the catalogue cache: 'off' for a goods the public saw once (approved, not
 * removed) that is off the shelf or whose store is closed, with its name; 'gone' for anything else.
 */
async function goneGoods(db: Db, kv: Kv, id: number): Promise<{ state: 'off' | 'gone'; name?: string }> {
  const body = await cachedJson(kv, `catalog:goods-gone:${await catalogVersion(kv)}:${id}`, async () => {
    const [row] = await db
      .select({ name: goods.goods_name, verify: goods.goods_verify, deleted: goods.deleted_at })
      .from(goods)
      .where(eq(goods.id, id))
      .limit(1);
    const seen = row && row.deleted === null && row.verify === GOODS_VERIFY.approved;
    return JSON.stringify(seen ? { state: 'off', name: row.name } : { state: 'gone' });
  });
  return JSON.parse(body) as { state: 'off' | 'gone'; name?: string };
}

function goneGoodsHead(gone: { state: 'off' | 'gone'; name?: string }, lang: Lang): PageHead {
  if (gone.state === 'off' && gone.name) {
    return {
      status: 404,
      title: say(lang, 'offShelf', { name: gone.name }),
      description: say(lang, 'offShelfText', { name: gone.name }),
    };
  }
  return { status: 404, title: say(lang, 'goodsGone'), description: say(lang, 'goodsGoneText') };
}

/** The parsed heads of recent goods answers, by the answer's text (the cache hands back the same string). */
class GoodsHeads {
  private readonly heads = new Map<string, Partial<Record<Lang, PageHead>>>();

  get(body: string, lang: Lang): PageHead {
    let entry = this.heads.get(body);
    if (!entry) {
      if (this.heads.size >= 1000) this.heads.delete(this.heads.keys().next().value as string);
      this.heads.set(body, (entry = {}));
    }
    return (entry[lang] ??= listedGoodsHead((JSON.parse(body) as { data: GoodsAnswer }).data, lang));
  }
}

/**
 * A goods page's head from the goods page's own cached answer (the same one its preload names, so a visit costs no
 * query more than the page's); an unknown, removed or unlisted goods is a 404, and one taken off the shelf says so.
 */
function goodsHead(app: FastifyInstance, segment: string, lang: Lang, heads: GoodsHeads): Promise<PageHead> | PageHead {
  const id = pageId(segment);
  if (id === undefined) return goneGoodsHead({ state: 'gone' }, lang);
  return (async () => {
    const { db, kv } = app;
    let body: string;
    try {
      body = await cachedGoodsPage(db, kv, id, true);
    } catch (err) {
      if (!(err instanceof ApiError) || err.key !== 'catalog.goodsNotFound') throw err;
      return goneGoodsHead(await goneGoods(db, kv, id), lang);
    }
    return heads.get(body, lang);
  })();
}

/** The search page's head: its keywords or class, the page number, and the class's breadcrumb. */
async function searchHead(app: FastifyInstance, segment: string | undefined, page: HeadPage): Promise<PageHead> {
  const { lang, search } = page;
  const filters = normalizeGoodsSearch(decodeParams(segment));
  const keywords = decodeKeywords(filters.keywords).trim();
  const pageNo = Number(search.get('page'));
  const paged = Number.isInteger(pageNo) && pageNo > 1 ? pageNo : 1;
  const canonical = `${paramsPath('/s', filters)}${paged > 1 ? `?page=${paged}` : ''}`;
  const rows = filters.class_id?.length ? await cachedClassRows(app.db, app.kv) : [];
  const path = filters.class_id?.length === 1 ? classPathOf(rows, filters.class_id[0]!) : [];
  const leaf = path[path.length - 1];
  let title: string;
  let description: string;
  if (keywords) {
    title = say(lang, 'searchTitle', { keywords: excerpt(keywords, 40) });
    description = say(lang, 'searchText', { keywords: excerpt(keywords, 40) });
  } else if (leaf) {
    title = leaf.name;
    description = say(lang, 'classText', { name: leaf.name });
  } else {
    title = say(lang, 'allGoods');
    description = say(lang, 'allGoodsText');
  }
  return {
    title: paged > 1 ? say(lang, 'pageNo', { title, page: paged }) : title,
    description,
    canonical,
    ...(leaf && !keywords ? { jsonLd: [classCrumbs(path, lang)] } : {}),
  };
}

/** The phone's category tab: the chosen top class, if the address names one. */
async function categoryHead(app: FastifyInstance, id: string | undefined, lang: Lang): Promise<PageHead> {
  const rows = await cachedClassRows(app.db, app.kv);
  const top = id ? rows.find((c) => String(c.id) === id && classPathOf(rows, c.id).length === 1) : undefined;
  if (!top) return { title: say(lang, 'categories'), description: say(lang, 'categoriesText'), canonical: '/category' };
  return {
    title: say(lang, 'category', { name: top.name }),
    description: say(lang, 'classText', { name: top.name }),
    canonical: `/category/${top.id}`,
  };
}

/**
 * The catalogue's pages' heads (docs/seo.md): goods pages (they decide their status), the search and class lists,
 * the category tab. `/s?keywords=<text>` (the home's search action) redirects to the search address the storefront
 * writes for that text.
 */
export function catalogHeads(app: FastifyInstance): { goods: HeadSource; lists: HeadSource } {
  const heads = new GoodsHeads();
  return {
    goods: ({ path, lang }) => {
      const id = STOREFRONT_FIRST_PAGES.goods.exec(path)?.[1];
      return id === undefined ? null : goodsHead(app, id, lang, heads);
    },
    lists: (page) => {
      const searched = STOREFRONT_FIRST_PAGES.search.exec(page.path);
      if (searched) {
        const typed = page.search.get('keywords')?.trim();
        if (!searched[1] && typed) {
          return { redirect: paramsPath('/s', normalizeGoodsSearch({ keywords: encodeKeywords(typed) })) };
        }
        return searchHead(app, searched[1], page);
      }
      const category = STOREFRONT_FIRST_PAGES.category.exec(page.path);
      return category ? categoryHead(app, category[1], page.lang) : null;
    },
  };
}
