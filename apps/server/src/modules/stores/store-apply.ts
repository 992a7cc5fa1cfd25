import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STORE_STATUS, STORE_VERIFY } from '@shop/contract/stores';
import { storeApplyRequestSchema } from '@shop/contract/requests/stores';
import type { Tx } from '../../db/client.ts';
import { stores, users } from '../../db/schema/index.ts';
import { fail, unauthorized } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { editStore } from './store-editor.ts';
import { loadStoreResource, type StoreRow } from './store-resource.ts';

/** The caller's own store (the storefront resolves it by the caller's own id: sub-accounts have none). */
async function ownStore(tx: Tx, userId: number): Promise<StoreRow | undefined> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.user_id, userId), isNull(stores.deleted_at)))
    .limit(1);
  return row;
}

/**
 * Step 1 of the application (`POST /api/store/join`): a draft store, closed and "filling in data". The user row is
 * locked first, so a double click cannot create two stores (the unique index would answer a 500).
 */
export async function joinStore(tx: Tx, userId: number): Promise<StoreRow> {
  const [user] = await tx
    .select({ id: users.id, belong_id: users.belong_id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .for('update')
    .limit(1);
  if (!user) throw unauthorized();
  if (user.belong_id > 0) throw fail('store.subLimit');
  const existing = await ownStore(tx, userId);
  if (existing) throw fail('store.defined', undefined, existing);
  const now = shanghaiTime();
  const [row] = await tx
    .insert(stores)
    .values({
      user_id: userId,
      store_status: STORE_STATUS.closed,
      store_verify: STORE_VERIFY.filling,
      store_refuse_info: '',
      after_sale_service: '',
      created_at: now,
      updated_at: now,
    })
    .returning();
  return row!;
}

const userOf = (req: FastifyRequest) => req.userId!;

/** The storefront's store application: join, fill in and submit, read its state. */
export async function storeApplyRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/store/join',
    documented({ tags: ['stores'], summary: 'Start a store application (a draft store, closed, filling in data)' }),
    async (req) => {
      const row = await req.server.db.transaction((tx) => joinStore(tx, userOf(req)));
      return { code: 200, msg: 'ok', data: row };
    },
  );

  app.put(
    '/store',
    {
      ...documented({
        tags: ['stores'],
        summary: 'Fill in / resubmit the store application: store fields, area[] and class_id[][] (→ under review)',
        body: storeApplyRequestSchema,
      }),
    },
    async (req) => {
      const input = parseInput(storeApplyRequestSchema, req);
      await req.server.db.transaction(async (tx) => {
        const store = await ownStore(tx, userOf(req));
        if (!store) throw fail('store.notJoin');
        await editStore(tx, store.id, input, 'apply');
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.get(
    '/store',
    {
      ...documented({
        tags: ['stores'],
        summary: 'Own store application (StoreResource), or [] with msg "store not join."',
      }),
    },
    async (req) => {
      const db = req.server.db;
      const [own] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.user_id, userOf(req)), isNull(stores.deleted_at)))
        .limit(1);
      const resource = own ? await loadStoreResource(db, own.id) : undefined;
      if (!resource) return { code: 200, msg: translate(req.lang, 'store.notJoin'), data: [] };
      return { code: 200, msg: 'ok', data: resource };
    },
  );
}
