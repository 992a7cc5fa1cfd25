import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminGoods, sellerGoods } from '@shop/contract/resources/catalog';
import { adminGoodsRequestSchema, sellerGoodsRequestSchema } from '@shop/contract/requests/catalog';
import type { Db } from '../../db/client.ts';
import { goods, goodsBrands, goodsClasses, goodsSkus, stores } from '../../db/schema/index.ts';
import { badInput, fail } from '../../http/envelope.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import type { Relation } from '../../http/search.ts';
import { sellerScope } from '../../http/scope.ts';
import { bumpCatalogOnWrite } from './cache.ts';
import { createGoods, deleteSkusOf, updateGoods, type Editor } from './goods-editor.ts';
import { goodsDetailCore, type GoodsRow } from './goods-detail.ts';
import { fromCents, toCents } from './money.ts';
import { thumb } from './thumbs.ts';

/** Store columns an Admin goods row may embed (`isWith=store`): no documents, no money. */
const STORE_PRIVATE = [
  'id_card_no',
  'id_card_t',
  'id_card_b',
  'legal_person',
  'emergency_contact',
  'emergency_contact_phone',
  'business_license',
  'store_money',
  'store_frozen_money',
] as const;

const relations: Record<string, Relation> = {
  goods_class: { table: goodsClasses, kind: 'belongsTo', local: 'class_id', foreign: 'id', search: ['name'] },
  goods_brand: { table: goodsBrands, kind: 'belongsTo', local: 'brand_id', foreign: 'id', search: ['name'] },
  store: {
    table: stores,
    kind: 'belongsTo',
    local: 'store_id',
    foreign: 'id',
    search: ['store_name'],
    hidden: STORE_PRIVATE,
  },
};

/**
 * The back-office goods list items (GoodsCollection): price as the cheapest SKU, or "min ~ max" when the SKUs
 * differ; stock summed over the SKUs; brand, class and store names; the `_150` thumbnail.
 */
async function goodsCollection(db: Db, rows: Row[]) {
  const list = rows as unknown as GoodsRow[];
  const ids = list.map((r) => r.id);
  if (!ids.length) return [];
  const pick = <T extends { id: number }>(found: T[]) => new Map(found.map((f) => [f.id, f]));
  const [skuAgg, brandRows, classRows, storeRows] = await Promise.all([
    db
      .select({
        goods_id: goodsSkus.goods_id,
        min: sql<string>`min(${goodsSkus.goods_price})::text`,
        max: sql<string>`max(${goodsSkus.goods_price})::text`,
        stock: sql<string>`sum(${goodsSkus.goods_stock})::text`,
      })
      .from(goodsSkus)
      .where(and(inArray(goodsSkus.goods_id, ids), isNull(goodsSkus.deleted_at)))
      .groupBy(goodsSkus.goods_id),
    db
      .select({ id: goodsBrands.id, name: goodsBrands.name })
      .from(goodsBrands)
      .where(inArray(goodsBrands.id, [...new Set(list.map((r) => r.brand_id))])),
    db
      .select({ id: goodsClasses.id, name: goodsClasses.name })
      .from(goodsClasses)
      .where(inArray(goodsClasses.id, [...new Set(list.map((r) => r.class_id))])),
    db
      .select({ id: stores.id, name: stores.store_name })
      .from(stores)
      .where(inArray(stores.id, [...new Set(list.map((r) => r.store_id))])),
  ]);
  const skus = new Map(skuAgg.map((s) => [s.goods_id, s]));
  const brands = pick(brandRows);
  const classes = pick(classRows);
  const storeNames = pick(storeRows);
  return list.map((r) => {
    const sku = skus.get(r.id);
    let price = r.goods_price;
    if (sku)
      price =
        toCents(sku.min) === toCents(sku.max)
          ? fromCents(toCents(sku.min))
          : `${fromCents(toCents(sku.min))} ~ ${fromCents(toCents(sku.max))}`;
    return {
      id: r.id,
      goods_name: r.goods_name,
      goods_price: price,
      goods_stock: sku ? Number(sku.stock) : r.goods_stock,
      goods_sale: r.goods_sale,
      goods_master_image: thumb(r.goods_master_image, 150),
      brand_name: brands.get(r.brand_id)?.name ?? '',
      class_name: classes.get(r.class_id)?.name ?? '',
      store_id: r.store_id,
      store_name: storeNames.get(r.store_id)?.name ?? '',
      goods_no: r.goods_no,
      goods_status: r.goods_status,
      goods_verify: r.goods_verify,
      refuse_info: r.refuse_info,
      is_master: r.is_master,
      is_recommend: r.is_recommend,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

const goodsId = (req: FastifyRequest): number => {
  const raw = (req.params as { id: string }).id;
  if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'id' });
  return Number(raw);
};

/** Shared by both areas: list (GoodsCollection), show (editor detail), delete (with the SKUs). */
function goodsResource(area: 'admin' | 'seller') {
  return defineResource({
    descriptor: area === 'admin' ? adminGoods : sellerGoods,
    table: goods,
    verbs: ['index', 'show', 'destroy'],
    relations:
      area === 'admin' ? relations : { goods_class: relations.goods_class!, goods_brand: relations.goods_brand! },
    format: {
      list: (rows, ctx) => goodsCollection(ctx.req.server.db, rows),
      show: (row, ctx) => goodsDetailCore(ctx.req.server.db, row as unknown as GoodsRow),
    },
    hooks: { afterDestroy: (tx, ids) => deleteSkusOf(tx, ids) },
  });
}

/** Admin goods: the platform list, the goods editor with the review (approve / reject with a reason), delete. */
export async function goodsAdminRoutes(app: FastifyInstance): Promise<void> {
  bumpCatalogOnWrite(app);
  await app.register(goodsResource('admin'));
  const editor: Editor = { kind: 'admin' };
  const opts = {
    config: { name: 'admin.goods.update' },
    ...documented({
      tags: ['admin'],
      summary: 'Edit or review a goods (goods_verify 1 approve / 0 reject + refuse_info)',
      body: adminGoodsRequestSchema,
    }),
  };
  const update = async (req: FastifyRequest) => {
    const id = goodsId(req);
    if (!(await updateGoods(req.server.db, editor, id, parseInput(adminGoodsRequestSchema, req))))
      throw fail('editDataError');
    return { code: 200, msg: 'ok', data: 1 };
  };
  app.put('/goods/:id', opts, update);
  app.patch('/goods/:id', opts, update);
}

/** Seller goods: the store's list, create with the SKU matrix, edit, delete; all limited to the caller's store. */
export async function goodsSellerRoutes(app: FastifyInstance): Promise<void> {
  bumpCatalogOnWrite(app);
  await app.register(goodsResource('seller'));
  app.post(
    '/goods',
    {
      config: { name: 'seller.goods.store' },
      ...documented({ tags: ['seller'], summary: 'Create a goods with its SKUs', body: sellerGoodsRequestSchema }),
    },
    async (req) => {
      const input = parseInput(sellerGoodsRequestSchema, req);
      await createGoods(req.server.db, sellerScope(req).storeId, input);
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );
  const opts = {
    config: { name: 'seller.goods.update' },
    ...documented({ tags: ['seller'], summary: 'Edit one of the store goods', body: sellerGoodsRequestSchema }),
  };
  const update = async (req: FastifyRequest) => {
    const editor: Editor = { kind: 'seller', storeId: sellerScope(req).storeId };
    const id = goodsId(req);
    if (!(await updateGoods(req.server.db, editor, id, parseInput(sellerGoodsRequestSchema, req))))
      throw fail('editDataError');
    return { code: 200, msg: 'ok', data: 1 };
  };
  app.put('/goods/:id', opts, update);
  app.patch('/goods/:id', opts, update);
}
