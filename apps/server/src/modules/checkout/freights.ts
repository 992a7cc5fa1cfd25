import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FREIGHT_TYPE, type FreightTemplate } from '@shop/contract/orders';
import { freightListRequestSchema, freightSaveRequestSchema } from '@shop/contract/requests/checkout';
import type { Tx } from '../../db/client.ts';
import { areas, freights } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { paginator } from '../../http/paginate.ts';
import { parseIds } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { shanghaiTime } from '../../lib/time.ts';

type FreightRow = typeof freights.$inferSelect;

const DEFAULT_NAME = '默认运费';
const NUMBERS = ['f_weight', 'f_price', 'o_weight', 'o_price'] as const;
const MAX_TEMPLATES = 50;

function allItem(r: FreightRow): FreightTemplate {
  return {
    id: r.id,
    store_id: r.store_id,
    name: r.name,
    f_weight: r.f_weight,
    f_price: r.f_price,
    o_weight: r.o_weight,
    o_price: r.o_price,
    area_id: (r.area_id ?? '').split(',').filter(Boolean),
    area_name: r.area_name ?? '',
    is_type: r.is_type,
    created_at: r.created_at ?? '',
  };
}

/** A non-negative amount with at most two decimals that fits numeric(6,2). */
function amount(v: unknown, field: string): string {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (s === '') return '0.00';
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(s)) throw invalid('badValue', { field });
  return Number(s).toFixed(2);
}

interface TemplateInput {
  id: number;
  name: string;
  values: Record<(typeof NUMBERS)[number], string>;
  provinceIds: number[];
}

function readTemplates(raw: unknown): TemplateInput[] {
  const arr = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  if (!arr.length) throw fail('error');
  if (arr.length > MAX_TEMPLATES) throw invalid('badValue', { field: 'info' });
  return arr.map((x, i) => {
    const t = (x ?? {}) as Record<string, unknown>;
    const id = typeof t.id === 'number' || typeof t.id === 'string' ? Number(t.id || 0) : 0;
    if (!Number.isSafeInteger(id) || id < 0) throw invalid('badValue', { field: 'id' });
    const name = typeof t.name === 'string' ? t.name.trim() : '';
    if (i > 0 && (!name || name.length > 80)) throw invalid('required', { field: 'name' });
    const rawAreas = Array.isArray(t.area_id)
      ? t.area_id
      : t.area_id && typeof t.area_id === 'object'
        ? Object.values(t.area_id)
        : typeof t.area_id === 'string' && t.area_id
          ? t.area_id.split(',')
          : [];
    const provinceIds = rawAreas.map((a) => Number(a)).filter((n) => Number.isSafeInteger(n) && n > 0);
    const values = Object.fromEntries(NUMBERS.map((k) => [k, amount(t[k], k)])) as TemplateInput['values'];
    return { id, name, values, provinceIds };
  });
}

/** Province names of the ids, refusing anything that is not a province. */
async function provinceNames(tx: Tx, ids: number[]): Promise<string> {
  if (!ids.length) return '';
  const rows = await tx
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(and(inArray(areas.id, ids), eq(areas.pid, '0'), isNull(areas.deleted_at)));
  if (rows.length !== new Set(ids).size) throw invalid('badValue', { field: 'area_id' });
  return ids.map((id) => rows.find((r) => r.id === id)!.name).join(',');
}

async function saveTemplates(tx: Tx, storeId: number, inputs: TemplateInput[]): Promise<void> {
  const existing = await tx
    .select({ id: freights.id, is_type: freights.is_type })
    .from(freights)
    .where(and(eq(freights.store_id, storeId), isNull(freights.deleted_at)))
    .for('update');
  const now = shanghaiTime();
  for (const [i, t] of inputs.entries()) {
    const isDefault = i === 0;
    const row = {
      ...t.values,
      name: isDefault ? DEFAULT_NAME : t.name,
      is_type: isDefault ? FREIGHT_TYPE.default : FREIGHT_TYPE.area,
      area_id: isDefault ? '' : [...new Set(t.provinceIds)].join(','),
      area_name: isDefault ? '' : await provinceNames(tx, [...new Set(t.provinceIds)]),
      updated_at: now,
    };
    // The default row is the store's one is_type 0 row, whatever id the form sent for it.
    const target = isDefault ? existing.find((e) => e.is_type === FREIGHT_TYPE.default)?.id : t.id;
    if (target) {
      if (!existing.some((e) => e.id === target)) throw fail('catalog.freightNotFound');
      await tx.update(freights).set(row).where(eq(freights.id, target));
    } else {
      await tx.insert(freights).values({ ...row, store_id: storeId, created_at: now });
    }
  }
}

/** The store's freight templates: list, bulk save at `/freights/0`, delete. */
export async function sellerFreightRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/freights',
    {
      config: { name: 'seller.freights.index' },
      ...documented({
        tags: ['seller'],
        summary: 'Freight templates (isAll=true: default first, as an array)',
        query: freightListRequestSchema,
      }),
    },
    async (req) => {
      const where = and(eq(freights.store_id, sellerScope(req).storeId), isNull(freights.deleted_at));
      const db = req.server.db;
      const input = parseInput(freightListRequestSchema, req);
      if (input.isAll) {
        const rows = await db.select().from(freights).where(where).orderBy(asc(freights.is_type), asc(freights.id));
        return { code: 200, msg: 'ok', data: rows.map(allItem) };
      }
      const page = Math.max(1, input.page);
      const perPage = Math.min(100, Math.max(1, input.per_page));
      const [total] = await db.select({ n: count() }).from(freights).where(where);
      const rows = await db
        .select()
        .from(freights)
        .where(where)
        .orderBy(asc(freights.is_type), asc(freights.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { code: 200, msg: 'ok', data: paginator(req, rows, total!.n, page, perPage) };
    },
  );

  app.put(
    '/freights/:id',
    {
      config: { name: 'seller.freights.update' },
      ...documented({
        tags: ['seller'],
        summary: 'Save all templates: info[0] is the default, the rest area templates',
        body: freightSaveRequestSchema,
      }),
    },
    async (req) => {
      const inputs = readTemplates(parseInput(freightSaveRequestSchema, req).info);
      await req.server.db.transaction((tx) => saveTemplates(tx, sellerScope(req).storeId, inputs));
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.delete<{ Params: { ids: string } }>(
    '/freights/:ids',
    {
      config: { name: 'seller.freights.destroy' },
      schema: { tags: ['seller'], summary: 'Delete area templates (never the default one)' },
    },
    async (req) => {
      const ids = parseIds(req.params.ids);
      const removed = ids.length
        ? await req.server.db
            .update(freights)
            .set({ deleted_at: shanghaiTime() })
            .where(
              and(
                inArray(freights.id, ids),
                eq(freights.store_id, sellerScope(req).storeId),
                ne(freights.is_type, FREIGHT_TYPE.default),
                isNull(freights.deleted_at),
              ),
            )
            .returning({ id: freights.id })
        : [];
      return { code: 200, msg: translate(req.lang, 'success'), data: removed.length };
    },
  );
}
