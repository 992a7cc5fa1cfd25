import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { resourceContext } from './resource/context.ts';
import { createHandler, destroyHandler, importHandler, showHandler, updateHandler } from './resource/handlers.ts';
import { listHandler } from './resource/list.ts';
import type { ResourceDef, Verb } from './resource/types.ts';
import { fromDescriptor, type DescribedResource } from './resource/descriptor.ts';

export type { ResourceCtx, ResourceDef, Row, Verb } from './resource/types.ts';
export { parseIds, strip, writableValues } from './resource/values.ts';

const ALL_VERBS: readonly Verb[] = ['index', 'show', 'store', 'update', 'destroy', 'import'];

/**
 * The generic resource: the five routes of the reference (list, show, create, update, delete by comma-separated
 * ids) plus `import/excel`, over one table, with whitelisted writes, filters and sorts, soft deletes, tree mode,
 * relations and ownership scoping. Domain actions live beside it as explicit routes.
 */
export function defineResource<T extends PgTable>(config: ResourceDef<T> | DescribedResource<T>) {
  const def = 'descriptor' in config ? fromDescriptor(config) : config;
  const rc = resourceContext(def);
  const verbs = new Set<Verb>(def.verbs ?? ALL_VERBS);
  const route = (verb: Verb, summary: string) => ({
    config: { name: `${rc.routeBase}.${verb}` },
    schema: { tags: [def.area], summary },
  });

  return async function register(app: FastifyInstance): Promise<void> {
    const base = `/${def.path}`;
    if (verbs.has('index')) app.get(base, route('index', `List ${def.path}`), listHandler(rc));
    if (verbs.has('show')) app.get(`${base}/:id`, route('show', `Show one of ${def.path}`), showHandler(rc));
    if (verbs.has('store')) app.post(base, route('store', `Create one of ${def.path}`), createHandler(rc));
    if (verbs.has('update')) {
      const opts = route('update', `Update one of ${def.path}`);
      const handler = updateHandler(rc);
      app.put(`${base}/:id`, opts, handler);
      app.patch(`${base}/:id`, opts, handler);
    }
    if (verbs.has('destroy')) {
      app.delete(`${base}/:ids`, route('destroy', `Delete ${def.path} (comma-separated ids)`), destroyHandler(rc));
    }
    if (verbs.has('import') && verbs.has('store')) {
      app.post(`${base}/import/excel`, route('import', `Import ${def.path} rows`), importHandler(rc));
    }
  };
}
