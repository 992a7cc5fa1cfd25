import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addressListRequestSchema,
  addressShowRequestSchema,
  addressWriteRequestSchema,
} from '@shop/contract/requests/cart';
import type { Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { int, type Input } from '../../http/input.ts';
import { translate } from '../../http/messages.ts';
import { collection, paginator } from '../../http/paginate.ts';
import { parseIds } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { resolveArea } from '../stores/store-editor.ts';

type AddressRow = typeof addresses.$inferSelect;

const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;

type AddressInput = z.output<typeof addressWriteRequestSchema>;

/** Checked address fields, as the form and qwshop send them; the area as `resolveArea` reads it from the input. */
async function addressValues(tx: Tx, input: AddressInput, areaInput: Input) {
  const { receive_name, receive_tel, address } = input;
  if (!receive_name) throw invalid('required', { field: 'receive_name' });
  if (receive_name.length > 30) throw invalid('badValue', { field: 'receive_name' });
  if (!PHONE.test(receive_tel)) throw invalid('badValue', { field: 'receive_tel' });
  if (!address) throw invalid('required', { field: 'address' });
  if (address.length > 150) throw invalid('badValue', { field: 'address' });
  const area = await resolveArea(tx, areaInput);
  // A delivery address needs the full province / city / district path.
  if (!area || !Number(area.region_id)) throw invalid('required', { field: 'area' });
  return {
    receive_name,
    receive_tel,
    address,
    province_id: Number(area.province_id),
    city_id: Number(area.city_id),
    region_id: Number(area.region_id),
    area_info: String(area.area_info),
  };
}

const own = (req: FastifyRequest) => and(eq(addresses.user_id, req.userId!), isNull(addresses.deleted_at));

/** AddressHomeCollection item (`isResource=Home`). */
function homeItem(r: AddressRow, withArea = false) {
  const item = {
    id: r.id,
    receive_name: r.receive_name,
    receive_tel: r.receive_tel,
    area_info: r.area_info,
    address: r.address,
    province_id: r.province_id,
    city_id: r.city_id,
    region_id: r.region_id,
    is_default: r.is_default === 1,
    created_at: r.created_at,
  };
  return withArea ? { ...item, area: [r.province_id, r.city_id, r.region_id].filter((n) => n > 0) } : item;
}

/** Makes `id` the only default address of the user (in the caller's transaction). */
async function makeDefault(tx: Tx, userId: number, id: number): Promise<void> {
  const now = shanghaiTime();
  await tx
    .update(addresses)
    .set({ is_default: 0, updated_at: now })
    .where(and(eq(addresses.user_id, userId), ne(addresses.id, id), eq(addresses.is_default, 1)));
  await tx.update(addresses).set({ is_default: 1, updated_at: now }).where(eq(addresses.id, id));
}

/** Locks one of the caller's addresses for a change; another user's, or a deleted one, is not found. */
async function lockOwn(tx: Tx, req: FastifyRequest, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(own(req), eq(addresses.id, id)))
    .for('update');
  if (!row) throw fail('address.notFound');
}

/** The shopper's delivery addresses: `/api/user/addresses`. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/addresses',
    documented({ tags: ['cart'], summary: 'Own addresses, newest first', query: addressListRequestSchema }),
    async (req) => {
      const input = parseInput(addressListRequestSchema, req);
      const page = Math.max(1, input.page);
      const perPage = Math.min(100, Math.max(1, input.per_page));
      const db = req.server.db;
      const [total] = await db.select({ n: count() }).from(addresses).where(own(req));
      const rows = await db
        .select()
        .from(addresses)
        .where(own(req))
        .orderBy(desc(addresses.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const data =
        input.isResource === 'Home'
          ? collection(
              rows.map((r) => homeItem(r)),
              total!.n,
              page,
              perPage,
            )
          : paginator(req, rows, total!.n, page, perPage);
      return { code: 200, msg: 'ok', data };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user/addresses/:id',
    documented({ tags: ['cart'], summary: 'One own address', query: addressShowRequestSchema }),
    async (req) => {
      const input = parseInput(addressShowRequestSchema, req);
      const [row] = await req.server.db
        .select()
        .from(addresses)
        .where(and(own(req), eq(addresses.id, int({ id: req.params.id }, 'id', 0))));
      if (!row) throw fail('address.notFound');
      return { code: 200, msg: 'ok', data: input.isResource === 'Home' ? homeItem(row, true) : row };
    },
  );

  app.post(
    '/user/addresses',
    documented({
      tags: ['cart'],
      summary: 'Add an address (area = [province, city, district] ids)',
      body: addressWriteRequestSchema,
    }),
    async (req) => {
      const userId = req.userId!;
      const input = parseInput(addressWriteRequestSchema, req);
      const row = await req.server.db.transaction(async (tx) => {
        const values = await addressValues(tx, input, req.input);
        const [{ n }] = (await tx.select({ n: count() }).from(addresses).where(own(req))) as [{ n: number }];
        const now = shanghaiTime();
        const [created] = await tx
          .insert(addresses)
          .values({ ...values, user_id: userId, is_default: 0, created_at: now, updated_at: now })
          .returning();
        // The first address is the default one; later ones only when asked.
        if (n === 0 || input.is_default) await makeDefault(tx, userId, created!.id);
        return { ...created!, is_default: n === 0 || input.is_default ? 1 : 0 };
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: row };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user/addresses/:id',
    documented({ tags: ['cart'], summary: 'Edit an own address', body: addressWriteRequestSchema }),
    async (req) => {
      const id = int({ id: req.params.id }, 'id', 0);
      const input = parseInput(addressWriteRequestSchema, req);
      await req.server.db.transaction(async (tx) => {
        await lockOwn(tx, req, id);
        const values = await addressValues(tx, input, req.input);
        await tx
          .update(addresses)
          .set({ ...values, updated_at: shanghaiTime() })
          .where(eq(addresses.id, id));
        if (input.is_default) await makeDefault(tx, req.userId!, id);
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: 1 };
    },
  );

  app.delete<{ Params: { ids: string } }>(
    '/user/addresses/:ids',
    { schema: { tags: ['cart'], summary: 'Delete own addresses' } },
    async (req) => {
      const ids = parseIds(req.params.ids);
      const removed = ids.length
        ? await req.server.db
            .update(addresses)
            .set({ deleted_at: shanghaiTime(), is_default: 0 })
            .where(and(own(req), inArray(addresses.id, ids)))
            .returning({ id: addresses.id })
        : [];
      return { code: 200, msg: translate(req.lang, 'success'), data: removed.length };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/user/addresses/default/:id',
    { schema: { tags: ['cart'], summary: 'Make an own address the default one' } },
    async (req) => {
      const id = int({ id: req.params.id }, 'id', 0);
      await req.server.db.transaction(async (tx) => {
        await lockOwn(tx, req, id);
        await makeDefault(tx, req.userId!, id);
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: 1 };
    },
  );
}
