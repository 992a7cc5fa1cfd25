import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderPays, stores, users } from '../../db/schema/index.ts';
import { collection, paginator } from '../../http/paginate.ts';
import { userCollection } from '../accounts/user-collection.ts';
import type { PeriodRange } from './periods.ts';
import { inRange, plotOf } from './queries.ts';

/** The same ceiling as the generic lists. */
const MAX_PER_PAGE = 500;

/** Page and page size as the generic lists clamp them. */
export function pageOf(input: { page: number; per_page: number }): { page: number; perPage: number } {
  return { page: Math.max(1, input.page), perPage: Math.min(MAX_PER_PAGE, Math.max(1, input.per_page)) };
}

/** The value of a search field: the clients send `value|operator`, and these lists apply their own operator. */
export const searchValue = (v: string): string => v.split('|')[0]!.trim();

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` starts with `value` (case-insensitive), or no condition for an empty value. */
function prefix(column: PgColumn, value: string): SQL | undefined {
  return value ? ilike(column, `${escapeLike(value)}%`) : undefined;
}

/** `column` equals `value`, or no condition for an empty value. */
function equal(column: PgColumn, value: string): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

const countAll = sql`count(*)`;

/** `GET /api/Admin/dashboard/user`: new users per period; the users who registered in the range, newest first. */
export async function usersAnswer(
  db: Db,
  range: PeriodRange,
  paging: { page: number; perPage: number },
  nickname: string,
) {
  const live = isNull(users.deleted_at);
  const where = and(live, inRange(users.created_at, range), prefix(users.nickname, nickname));
  const [plot, [total], rows] = await Promise.all([
    plotOf(db, range, users, users.created_at, countAll, live),
    db.select({ n: count() }).from(users).where(where),
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.created_at), desc(users.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
  ]);
  const list = collection(await userCollection(db, rows), total?.n ?? 0, paging.page, paging.perPage);
  return { plot, list };
}

/** `GET /api/Admin/dashboard/store`: new stores per period; the stores created in the range, newest first. */
export async function storesAnswer(
  req: FastifyRequest,
  range: PeriodRange,
  paging: { page: number; perPage: number },
  storeName: string,
) {
  const db = req.server.db;
  const live = isNull(stores.deleted_at);
  const where = and(live, inRange(stores.created_at, range), prefix(stores.store_name, storeName));
  const [plot, [total], rows] = await Promise.all([
    plotOf(db, range, stores, stores.created_at, countAll, live),
    db.select({ n: count() }).from(stores).where(where),
    db
      .select()
      .from(stores)
      .where(where)
      .orderBy(desc(stores.created_at), desc(stores.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
  ]);
  return { plot, list: paginator(req, rows, total?.n ?? 0, paging.page, paging.perPage) };
}

/** Filters of the payment list, each the value before `|`. */
export interface PayFilters {
  pay_no: string;
  trade_no: string;
  payment_name: string;
  pay_status: string;
}

/**
 * `GET /api/Admin/dashboard/pay`: Σ order_pays.total per period (every payment row, as qwshop); the payment rows of
 * the range, newest first.
 */
export async function paysAnswer(
  req: FastifyRequest,
  range: PeriodRange,
  paging: { page: number; perPage: number },
  filters: PayFilters,
) {
  const db = req.server.db;
  const live = isNull(orderPays.deleted_at);
  const where = and(
    live,
    inRange(orderPays.created_at, range),
    prefix(orderPays.pay_no, filters.pay_no),
    prefix(orderPays.trade_no, filters.trade_no),
    equal(orderPays.payment_name, filters.payment_name),
    filters.pay_status ? eq(orderPays.pay_status, Number(filters.pay_status)) : undefined,
  );
  const [plot, [total], rows] = await Promise.all([
    plotOf(db, range, orderPays, orderPays.created_at, sql`sum(${orderPays.total})`, live),
    db.select({ n: count() }).from(orderPays).where(where),
    db
      .select()
      .from(orderPays)
      .where(where)
      .orderBy(desc(orderPays.created_at), desc(orderPays.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
  ]);
  return { plot, list: paginator(req, rows, total?.n ?? 0, paging.page, paging.perPage) };
}
