import type { FastifyInstance } from 'fastify';
import { currencies as descriptor } from '@shop/contract/resources/system';
import { currencies } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';

/** Currencies. Row 1 (RMB) is what every money column's currency_id defaults to, so it cannot be deleted. */
export async function currencyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(defineResource({ descriptor, table: currencies, protectedIds: [1] }));
}
