import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '@shop/contract/resources';
import type { ResourceDescriptor } from '@shop/contract/resource';
import * as schema from '../../db/schema/index.ts';
import { defineResource } from '../resource.ts';

const tables = new Map<string, PgTable>(
  (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable)).map((t) => [getTableName(t), t]),
);

const PREFIX = { admin: '/api/Admin', seller: '/api/Seller', home: '/api' } as const;

/** The table a descriptor names (`table`, else its path). */
export function tableOf(d: ResourceDescriptor): PgTable {
  const name = d.table ?? d.path;
  const table = tables.get(name);
  if (!table) throw new Error(`resource ${d.area} ${d.path}: no table ${name}`);
  return table;
}

/**
 * Mounts, in one area, every declared resource that no module mounted itself: a plain CRUD resource needs nothing
 * on the server but its table and its descriptor. Registered after the area's modules, so a module's own
 * `defineResource` (with hooks, relations, formats) always wins.
 */
export function declaredResources(area: keyof typeof PREFIX) {
  return async function register(app: FastifyInstance): Promise<void> {
    for (const d of RESOURCES) {
      if (d.area !== area || app.routeAreas.has(`GET ${PREFIX[area]}/${d.path}`)) continue;
      await app.register(defineResource({ descriptor: d, table: tableOf(d) }));
    }
  };
}
