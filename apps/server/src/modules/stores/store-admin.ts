import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminStores } from '@shop/contract/resources/stores';
import { STORE_STATUS, STORE_VERIFY, type StoreAdminItem, type StoreVerifyCount } from '@shop/contract/stores';
import { adminStoreCreateRequestSchema, adminStoreEditRequestSchema } from '@shop/contract/requests/stores';
import { stores, users } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { str } from '../../http/input.ts';
import { translate } from '../../http/messages.ts';
import { defineResource, type ResourceCtx, type Row } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { bumpCatalogOnWrite } from '../catalog/cache.ts';
import { editStore } from './store-editor.ts';
import { classPathsOf, loadStoreResource, storeResource, type StoreRow } from './store-resource.ts';

const adminShape = (ctx: ResourceCtx) => str(ctx.input, 'isResource') === 'Admin';

/** Stores per review state over the whole table: the badges of the Admin store list's review tabs. */
async function verifyCounts(ctx: ResourceCtx): Promise<StoreVerifyCount> {
  const rows = await ctx.req.server.db
    .select({ verify: stores.store_verify, n: count() })
    .from(stores)
    .where(isNull(stores.deleted_at))
    .groupBy(stores.store_verify);
  const n = (verify: number) => Number(rows.find((r) => r.verify === verify)?.n ?? 0);
  return { pass: n(4), wait: n(2), error: n(3), create: n(1) };
}

/**
 * Admin stores list, view and delete. With `isResource=Admin` the list is qwshop's
 * StoreAdminCollection plus `count` for the tabs; otherwise the rows (lookups by id from other pages).
 */
export const adminStoresResource = defineResource({
  descriptor: adminStores,
  table: stores,
  verbs: ['index', 'show', 'destroy'],
  format: {
    list: (rows, ctx) =>
      adminShape(ctx)
        ? (rows as StoreRow[]).map((r): StoreAdminItem => ({
            id: r.id,
            store_name: r.store_name,
            store_logo: r.store_logo,
            area_info: r.area_info,
            store_status: r.store_status,
            store_verify: r.store_verify,
            created_at: r.created_at,
            updated_at: r.updated_at,
          }))
        : rows,
    listExtra: async (ctx) => (adminShape(ctx) ? { count: await verifyCounts(ctx) } : {}),
    show: async (row: Row, ctx) => {
      const store = row as StoreRow;
      return storeResource(store, (await classPathsOf(ctx.req.server.db, [store.id])).get(store.id) ?? []);
    },
  },
});

/** A store for an existing main account without one, then filled in like an edit. */
async function createStore(req: FastifyRequest) {
  const input = parseInput(adminStoreCreateRequestSchema, req);
  const ownerText = input.user_id;
  if (!ownerText) throw invalid('required', { field: 'user_id' });
  if (!/^\d{1,9}$/.test(ownerText)) throw invalid('badValue', { field: 'user_id' });
  const db = req.server.db;
  const id = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, belong_id: users.belong_id })
      .from(users)
      .where(and(eq(users.id, Number(ownerText)), isNull(users.deleted_at)))
      .for('update')
      .limit(1);
    if (!owner || owner.belong_id > 0) throw invalid('store.badOwner');
    const [existing] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.user_id, owner.id), isNull(stores.deleted_at)))
      .limit(1);
    if (existing) throw fail('store.defined');
    const now = shanghaiTime();
    const [row] = await tx
      .insert(stores)
      .values({
        user_id: owner.id,
        store_status: STORE_STATUS.closed,
        store_verify: STORE_VERIFY.filling,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: stores.id });
    await editStore(tx, row!.id, input, 'admin');
    return row!.id;
  });
  return { code: 200, msg: translate(req.lang, 'success'), data: (await loadStoreResource(db, id)) ?? [] };
}

/** Admin store editor (`admin` in store-editor.ts): everything, including opening/closing and the review decision. */
async function updateStore(req: FastifyRequest) {
  const raw = (req.params as { id: string }).id;
  if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'id' });
  const input = parseInput(adminStoreEditRequestSchema, req);
  await req.server.db.transaction((tx) => editStore(tx, Number(raw), input, 'admin'));
  return { code: 200, msg: translate(req.lang, 'success'), data: [] };
}

/** Create and edit of the Admin stores page, beside the generic list/view/delete. */
export async function adminStoreRoutes(app: FastifyInstance): Promise<void> {
  // Opening, closing, approving or deleting a store changes what the storefront lists.
  bumpCatalogOnWrite(app);
  await app.register(adminStoresResource);
  app.post(
    '/stores',
    {
      config: { name: 'admin.stores.store' },
      ...documented({
        tags: ['admin'],
        summary: 'Create a store for a main account without one (user_id) with editor fields',
        body: adminStoreCreateRequestSchema,
      }),
    },
    createStore,
  );
  const opts = {
    config: { name: 'admin.stores.update' },
    ...documented({
      tags: ['admin'],
      summary:
        'Admin store editor: store fields, area[], class_id[][], store_status, store_verify (3 needs store_refuse_info)',
      body: adminStoreEditRequestSchema,
    }),
  };
  app.put('/stores/:id', opts, updateStore);
  app.patch('/stores/:id', opts, updateStore);
}
