import { eq, sql } from 'drizzle-orm';
import { admins, users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/http/auth.ts';
import type { Area, RouteArea } from '../../src/http/context.ts';
import type { TestApp } from '../helper.ts';

/** One API route as the OpenAPI document lists it, with the area whose guard stands in front of it. */
export interface ApiRoute {
  method: string;
  /** OpenAPI form: `/api/Seller/goods/{id}`. */
  path: string;
  params: string[];
  area: RouteArea;
}

/**
 * Routes the platform adds beside the API's areas (health probes for load balancers): public by design. `GET
 * /metrics` is not one: outside /api, hidden from the document, and a 404 without its token (metrics.test.ts).
 */
const PLATFORM = new Set(['GET /api/health']);

/**
 * Every API route of the OpenAPI document (the page operators and client authors read), each with its area from
 * the server's own route catalogue. A route missing from either side fails the suite, so a new route cannot hide.
 */
export async function apiRoutes(t: TestApp): Promise<ApiRoute[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = JSON.parse(res.body) as { paths: Record<string, Record<string, unknown>> };
  const out: ApiRoute[] = [];
  const missing: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of Object.keys(ops)) {
      const m = method.toUpperCase();
      if (m === 'HEAD' || m === 'OPTIONS') continue;
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const area = t.app.routeAreas.get(`${m} ${url}`) ?? (PLATFORM.has(`${m} ${path}`) ? 'public' : undefined);
      if (!area) missing.push(`${m} ${path}`);
      else out.push({ method: m, path, params: [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!), area });
    }
  }
  if (missing.length) throw new Error(`routes in the OpenAPI document but not in the catalogue: ${missing.join(', ')}`);
  const documented = new Set(out.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`));
  const undocumented = [...t.app.routeAreas.keys()].filter(
    (k) => !k.startsWith('HEAD ') && !k.startsWith('OPTIONS ') && !documented.has(k),
  );
  if (undocumented.length) throw new Error(`routes missing from the OpenAPI document: ${undocumented.join(', ')}`);
  return out;
}

/** Puts concrete values in a route's path parameters. */
export function fill(route: ApiRoute, values: Record<string, string> | ((param: string) => string)): string {
  return route.path.replace(/\{(\w+)\}/g, (_, p: string) =>
    encodeURIComponent(typeof values === 'function' ? values(p) : (values[p] ?? '1')),
  );
}

/** Tokens minted straight into the database: no captcha or sign-in limits stand between the suite and its calls. */
export async function tokenFor(t: TestApp, area: Area, login: string): Promise<string> {
  const db = t.app.db;
  const ttlSeconds = 3600;
  if (area === 'admin') {
    const [a] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, login)).limit(1);
    if (!a) throw new Error(`no admin ${login}`);
    return (await issueToken(db, { provider: 'admins', area, accountId: a.id, ttlSeconds })).access_token;
  }
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.phone, login)).limit(1);
  if (!u) throw new Error(`no user ${login}`);
  return (await issueToken(db, { provider: 'users', area, accountId: u.id, ttlSeconds })).access_token;
}

/** Tables whose rows change by merely being called (sessions, logs of calls and codes): not evidence of a write. */
const VOLATILE = new Set(['access_tokens', 'audit_logs', 'sms_logs', 'captchas', '__drizzle_migrations']);

/** Every row of every table, as text per table: compared before and after a batch of calls to prove nothing changed. */
export async function snapshot(t: TestApp): Promise<Map<string, Set<string>>> {
  const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const tables = rowsOf(
    await t.app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).map((r) => String(r.table_name));
  const out = new Map<string, Set<string>>();
  for (const name of tables.filter((n) => !VOLATILE.has(n)).sort()) {
    const rows = rowsOf(await t.app.db.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`));
    out.set(name, new Set(rows.map((r) => String(r.row))));
  }
  return out;
}

export interface ChangedRow {
  table: string;
  /** The row as it was (or, for a new row, as it is). */
  row: Record<string, unknown>;
  added: boolean;
}

/** Rows removed, changed or added between two snapshots, per table. */
export function changedRows(before: Map<string, Set<string>>, after: Map<string, Set<string>>): ChangedRow[] {
  const out: ChangedRow[] = [];
  const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;
  for (const [table, rows] of before) {
    const now = after.get(table) ?? new Set<string>();
    for (const row of rows) if (!now.has(row)) out.push({ table, row: parse(row), added: false });
    for (const row of now) if (!rows.has(row)) out.push({ table, row: parse(row), added: true });
  }
  return out;
}
