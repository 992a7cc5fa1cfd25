import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminGoodsAttrs,
  goodsSkus as skuDescriptor,
  goodsSpecs as specDescriptor,
  sellerGoodsAttrs,
} from '@shop/contract/resources/catalog';
import { attrCreateRequestSchema, attrUpdateRequestSchema } from '@shop/contract/requests/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { goods, goodsAttrs, goodsSkus, goodsSpecs } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { flag } from '../../http/input.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { nonNegative, safeLinks } from '../system/checks.ts';
import { bumpCatalogOnWrite } from './cache.ts';

const MAX_SPECS = 100;

/** GoodsAttrCollection / GoodsAttrResource: an attribute with the names of its live values. */
async function withSpecNames(db: Db, rows: Row[]) {
  const ids = rows.map((r) => Number(r.id));
  const specs = ids.length
    ? await db
        .select({ attr_id: goodsSpecs.attr_id, name: goodsSpecs.name })
        .from(goodsSpecs)
        .where(and(inArray(goodsSpecs.attr_id, ids), isNull(goodsSpecs.deleted_at)))
        .orderBy(asc(goodsSpecs.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    store_id: r.store_id,
    name: r.name,
    specs: specs.filter((s) => s.attr_id === r.id).map((s) => s.name),
    created_at: r.created_at,
  }));
}

const specsRelation = {
  table: goodsSpecs,
  kind: 'hasMany' as const,
  local: 'id',
  foreign: 'attr_id',
  search: ['name'],
};

/** True when a live SKU of a live goods of the store uses one of these specs. */
async function specsInUse(tx: Tx, storeId: number, specIds: number[]): Promise<boolean> {
  if (!specIds.length) return false;
  const ids = sql`array[${sql.join(
    specIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const rows = await tx
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goods_id))
    .where(
      and(
        eq(goods.store_id, storeId),
        isNull(goods.deleted_at),
        isNull(goodsSkus.deleted_at),
        sql`string_to_array(${goodsSkus.spec_id}, ',')::int[] && ${ids}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** `name` and `specs[]` of the Seller attribute dialog, trimmed, de-duplicated, within the column lengths. */
function attrInput(
  input: z.output<typeof attrUpdateRequestSchema>,
  mode: 'create' | 'update',
): { name: string | undefined; specs: string[] | undefined } {
  let name: string | undefined;
  if (mode === 'create' || 'name' in input) {
    name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) throw invalid('required', { field: 'name' });
    if ([...name].length > 20) throw invalid('tooLong', { field: 'name', max: 20 });
  }
  let specs: string[] | undefined;
  if (mode === 'create' || 'specs' in input) {
    const raw = input.specs;
    const list = Array.isArray(raw)
      ? raw
      : raw && typeof raw === 'object'
        ? Object.values(raw)
        : typeof raw === 'string' && raw
          ? raw.split(',')
          : [];
    specs = [...new Set(list.map((s) => (typeof s === 'string' ? s.trim() : '')).filter(Boolean))];
    if (!specs.length) throw invalid('required', { field: 'specs' });
    if (specs.length > MAX_SPECS) throw invalid('badValue', { field: 'specs' });
    // A comma would split a SKU's comma-joined names.
    for (const s of specs) if ([...s].length > 20 || s.includes(',')) throw invalid('badValue', { field: 'specs' });
  }
  return { name, specs };
}

/**
 * Replaces an attribute's values by `specs`: names still listed keep their row (and id, so SKUs stay valid), the
 * others are deleted (refused while a SKU uses them), new names are added.
 */
async function syncSpecs(tx: Tx, storeId: number, attrId: number, specs: string[]): Promise<void> {
  const now = shanghaiTime();
  const current = await tx
    .select({ id: goodsSpecs.id, name: goodsSpecs.name })
    .from(goodsSpecs)
    .where(and(eq(goodsSpecs.attr_id, attrId), isNull(goodsSpecs.deleted_at)));
  const gone = current.filter((c) => !specs.includes(c.name)).map((c) => c.id);
  if (await specsInUse(tx, storeId, gone)) throw fail('catalog.specInUse');
  if (gone.length) await tx.update(goodsSpecs).set({ deleted_at: now }).where(inArray(goodsSpecs.id, gone));
  const known = new Set(current.map((c) => c.name));
  const fresh = specs.filter((s) => !known.has(s));
  if (fresh.length) {
    await tx
      .insert(goodsSpecs)
      .values(fresh.map((name) => ({ attr_id: attrId, name, created_at: now, updated_at: now })));
  }
}

/** Admin: attributes, their values and SKUs as plain resources (the platform's data-repair screens). */
export async function attrAdminRoutes(app: FastifyInstance): Promise<void> {
  bumpCatalogOnWrite(app);
  await app.register(
    defineResource({
      descriptor: adminGoodsAttrs,
      table: goodsAttrs,
      relations: { specs: specsRelation },
      format: {
        list: (rows, ctx) => withSpecNames(ctx.req.server.db, rows),
        show: async (row, ctx) => (await withSpecNames(ctx.req.server.db, [row]))[0],
      },
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['store_id']);
        },
      },
    }),
  );
  await app.register(
    defineResource({
      descriptor: specDescriptor,
      table: goodsSpecs,
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['attr_id']);
          if (typeof values.name === 'string' && values.name.includes(','))
            throw invalid('badValue', { field: 'name' });
        },
      },
    }),
  );
  await app.register(
    defineResource({
      descriptor: skuDescriptor,
      table: goodsSkus,
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['goods_id', 'goods_stock']);
          for (const f of ['goods_price', 'goods_market_price', 'goods_weight']) {
            if (typeof values[f] === 'string' && values[f].startsWith('-')) throw invalid('badValue', { field: f });
          }
          if (typeof values.spec_id === 'string' && values.spec_id !== '' && !/^\d+(,\d+)*$/.test(values.spec_id)) {
            throw invalid('badValue', { field: 'spec_id' });
          }
          safeLinks(values, ['goods_image']);
        },
      },
    }),
  );
}

const attrId = (req: FastifyRequest): number => {
  const raw = (req.params as { id: string }).id;
  if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'id' });
  return Number(raw);
};

/** Seller: the store's attributes with their values (list, show, create, edit, delete), store-scoped. */
export async function attrSellerRoutes(app: FastifyInstance): Promise<void> {
  bumpCatalogOnWrite(app);
  await app.register(
    defineResource({
      descriptor: sellerGoodsAttrs,
      table: goodsAttrs,
      verbs: ['index', 'show', 'destroy'],
      relations: { specs: specsRelation },
      format: {
        // The goods editor asks `isAll=true&isWith=specs` and reads the raw attribute rows with their spec rows.
        list: (rows, ctx) => (flag(ctx.input, 'isAll') ? rows : withSpecNames(ctx.req.server.db, rows)),
        show: async (row, ctx) => (await withSpecNames(ctx.req.server.db, [row]))[0],
      },
      hooks: {
        async afterDestroy(tx, ids, ctx) {
          const specs = await tx
            .select({ id: goodsSpecs.id })
            .from(goodsSpecs)
            .where(and(inArray(goodsSpecs.attr_id, ids), isNull(goodsSpecs.deleted_at)));
          const specIds = specs.map((s) => s.id);
          if (await specsInUse(tx, ctx.ownerId ?? -1, specIds)) throw fail('catalog.specInUse');
          if (specIds.length)
            await tx.update(goodsSpecs).set({ deleted_at: shanghaiTime() }).where(inArray(goodsSpecs.id, specIds));
        },
      },
    }),
  );

  app.post(
    '/goods_attrs',
    {
      config: { name: 'seller.goods_attrs.store' },
      ...documented({
        tags: ['seller'],
        summary: 'Create an attribute with its values (name, specs[])',
        body: attrCreateRequestSchema,
        answer: z.number().int().describe('the new attribute id'),
      }),
    },
    async (req) => {
      const { name, specs } = attrInput(parseInput(attrCreateRequestSchema, req), 'create');
      const storeId = sellerScope(req).storeId;
      const id = await req.server.db.transaction(async (tx) => {
        const now = shanghaiTime();
        const [row] = await tx
          .insert(goodsAttrs)
          .values({ store_id: storeId, name: name ?? '', created_at: now, updated_at: now })
          .returning({ id: goodsAttrs.id });
        await syncSpecs(tx, storeId, row!.id, specs ?? []);
        return row!.id;
      });
      return { code: 200, msg: 'ok', data: id };
    },
  );

  const opts = {
    config: { name: 'seller.goods_attrs.update' },
    ...documented({
      tags: ['seller'],
      summary: 'Rename an attribute and replace its values (name, specs[])',
      body: attrUpdateRequestSchema,
      answer: z.number().int().describe('the attribute id'),
    }),
  };
  const update = async (req: FastifyRequest) => {
    const id = attrId(req);
    const { name, specs } = attrInput(parseInput(attrUpdateRequestSchema, req), 'update');
    const storeId = sellerScope(req).storeId;
    const found = await req.server.db.transaction(async (tx) => {
      const [row] = await tx
        .update(goodsAttrs)
        .set({ ...(name !== undefined ? { name } : {}), updated_at: shanghaiTime() })
        .where(and(eq(goodsAttrs.id, id), eq(goodsAttrs.store_id, storeId), isNull(goodsAttrs.deleted_at)))
        .returning({ id: goodsAttrs.id });
      if (!row) return false;
      if (specs) await syncSpecs(tx, storeId, id, specs);
      return true;
    });
    if (!found) throw fail('editDataError');
    return { code: 200, msg: 'ok', data: id };
  };
  app.put('/goods_attrs/:id', opts, update);
  app.patch('/goods_attrs/:id', opts, update);
}
