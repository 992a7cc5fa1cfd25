import type { FastifyInstance } from 'fastify';
import { currencies } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { keepRequired } from './checks.ts';

const REQUIRED = ['name', 'ename', 'currency', 'currency_ename'] as const;

/** Currencies. Row 1 (RMB) is what every money column's currency_id defaults to, so it cannot be deleted. */
export async function currencyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'admin',
      path: 'currencies',
      table: currencies,
      writable: ['name', 'ename', 'currency', 'currency_ename', 'content'],
      required: REQUIRED,
      search: ['id', 'name', 'ename', 'currency', 'currency_ename'],
      protectedIds: [1],
      hooks: {
        beforeWrite(values) {
          keepRequired(values, REQUIRED);
        },
      },
    }),
  );
}
