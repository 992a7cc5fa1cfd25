import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STORE_STATUS, STORE_VERIFY } from '@shop/contract/stores';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import type { Lang } from '../../http/messages.ts';
import { phrases } from '../../http/phrases.ts';
import { pageId, STOREFRONT_FIRST_PAGES } from '../../http/platform/first-pages.ts';
import type { HeadSource, PageHead } from '../../http/platform/page-heads.ts';
import { isPicture } from '../../http/platform/page-preloads.ts';
import { idRangeSitemap, type SitemapSource } from '../../http/platform/sitemaps.ts';
import type { Kv } from '../../lib/kv.ts';
import { excerpt } from '../../lib/plain-text.ts';
import { cachedJson, catalogVersion } from '../catalog/cache.ts';

const say = phrases({
  stores: { 'zh-cn': '店铺街', en: 'Stores' },
  storesText: { 'zh-cn': '浏览商城的全部店铺。', en: 'Every store of the shop.' },
  storeText: { 'zh-cn': '{name}的店铺首页：全部商品与热销排行。', en: 'The store {name}: its goods and best sellers.' },
  storeGone: { 'zh-cn': '店铺不存在', en: 'Store not found' },
  storeGoneText: {
    'zh-cn': '您访问的店铺不存在或已关闭。',
    en: 'The store you are looking for does not exist or is closed.',
  },
});

/** Open, approved, live: the stores the public sees (the store page's and the store street's condition). */
const listedStore = () =>
  and(
    eq(stores.store_status, STORE_STATUS.open),
    eq(stores.store_verify, STORE_VERIFY.approved),
    isNull(stores.deleted_at),
  );

interface StoreCard {
  id: number;
  store_name: string;
  store_logo: string;
  store_description: string;
  area_info: string;
  store_address: string;
  store_mobile: string;
}

/**
 * What a store page's head shows of the store, from the catalogue cache (a store's settings and its status bump the
 * catalogue version); null for a store the public may not see.
 */
async function cachedStoreCard(db: Db, kv: Kv, id: number): Promise<StoreCard | null> {
  const body = await cachedJson(kv, `stores:card:${await catalogVersion(kv)}:${id}`, async () => {
    const [row] = await db
      .select({
        id: stores.id,
        store_name: stores.store_name,
        store_logo: stores.store_logo,
        store_description: stores.store_description,
        area_info: stores.area_info,
        store_address: stores.store_address,
        store_mobile: stores.store_mobile,
      })
      .from(stores)
      .where(and(eq(stores.id, id), listedStore()))
      .limit(1);
    return JSON.stringify(row ?? null);
  });
  return JSON.parse(body) as StoreCard | null;
}

function storeHead(store: StoreCard | null, lang: Lang): PageHead {
  if (!store) return { status: 404, title: say(lang, 'storeGone'), description: say(lang, 'storeGoneText') };
  const url = `/store/${store.id}`;
  const description = excerpt(store.store_description) || say(lang, 'storeText', { name: store.store_name });
  const logo = isPicture(store.store_logo) ? store.store_logo : undefined;
  const address = [store.area_info, store.store_address]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  return {
    title: store.store_name,
    description,
    image: logo,
    canonical: url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: store.store_name,
        url,
        description,
        ...(logo ? { image: logo, logo } : {}),
        ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
        ...(store.store_mobile ? { telephone: store.store_mobile } : {}),
      },
    ],
  };
}

/** The store page (an unknown or closed store is a 404, as its page shows) and the store street. */
export function storeHeads(app: FastifyInstance): HeadSource {
  return ({ path, lang }) => {
    if (STOREFRONT_FIRST_PAGES.stores.test(path)) {
      return { title: say(lang, 'stores'), description: say(lang, 'storesText'), canonical: '/stores' };
    }
    const segment = STOREFRONT_FIRST_PAGES.store.exec(path)?.[1];
    if (segment === undefined) return null;
    const id = pageId(segment);
    if (id === undefined) return storeHead(null, lang);
    return cachedStoreCard(app.db, app.kv, id).then((store) => storeHead(store, lang));
  };
}

/** The open stores (the store page's condition), cut by id ranges as the goods are. */
export function storesSitemap(app: FastifyInstance): SitemapSource {
  return idRangeSitemap(app, {
    name: 'stores',
    version: () => catalogVersion(app.kv),
    table: stores,
    id: stores.id,
    updatedAt: stores.updated_at,
    where: listedStore,
    path: (s) => `/store/${s.id}`,
  });
}
