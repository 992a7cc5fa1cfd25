import type { FastifyInstance } from 'fastify';
import { expresses } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { keepRequired } from './checks.ts';

const REQUIRED = ['name', 'code'] as const;
const SEARCH = ['id', 'name', 'code'] as const;

/** Carriers: Admin CRUD; the code is what orders store in delivery_code and what the tracking API wants. */
export async function expressAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'admin',
      path: 'expresses',
      table: expresses,
      writable: ['name', 'code'],
      required: REQUIRED,
      search: SEARCH,
      hooks: {
        beforeWrite(values) {
          keepRequired(values, REQUIRED);
        },
      },
    }),
  );
}

/** GET /api/expresses: the carrier list for every carrier select (`isAll=true`), read-only. */
export async function expressPublicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'home',
      path: 'expresses',
      table: expresses,
      verbs: ['index'],
      writable: [],
      search: SEARCH,
    }),
  );
}
