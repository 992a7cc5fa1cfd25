import type { FastifyInstance } from 'fastify';
import { searchableFields } from '@shop/contract/resource';
import { expresses as descriptor } from '@shop/contract/resources/system';
import { expresses } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';

/** Carriers: Admin CRUD; the code is what orders store in delivery_code and what the tracking API wants. */
export async function expressAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(defineResource({ descriptor, table: expresses }));
}

/**
 * GET /api/expresses: the carrier list for every carrier select (`isAll=true`), read-only, filtered as the Admin
 * list is. Not a descriptor of its own: it is public, while a storefront-area descriptor is always a shopper's rows.
 */
export async function expressPublicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'home',
      path: 'expresses',
      table: expresses,
      verbs: ['index'],
      writable: [],
      search: searchableFields(descriptor),
    }),
  );
}
