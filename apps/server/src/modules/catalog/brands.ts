import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminGoodsBrands, sellerGoodsBrands } from '@shop/contract/resources/catalog';
import type { Db } from '../../db/client.ts';
import { goods, goodsBrands } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { nonNegative, safeLinks } from '../system/checks.ts';
import { bumpCatalogOnWrite } from './cache.ts';

/** Every live brand in display order (is_sort, then id), as `/api/common` lists them. */
export async function brandRows(db: Db) {
  return db
    .select()
    .from(goodsBrands)
    .where(isNull(goodsBrands.deleted_at))
    .orderBy(asc(goodsBrands.is_sort), asc(goodsBrands.id));
}

/** Admin: the platform's brands. A brand that live goods still use cannot be deleted. */
export async function brandAdminRoutes(app: FastifyInstance): Promise<void> {
  bumpCatalogOnWrite(app);
  await app.register(
    defineResource({
      descriptor: adminGoodsBrands,
      table: goodsBrands,
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['is_sort']);
          safeLinks(values, ['thumb']);
        },
        async afterDestroy(tx, ids) {
          const [used] = await tx
            .select({ id: goods.id })
            .from(goods)
            .where(and(inArray(goods.brand_id, ids), isNull(goods.deleted_at)))
            .limit(1);
          if (used) throw fail('catalog.brandHasGoods');
        },
      },
    }),
  );
}

/** Seller: the global brand list for the goods editor (`isAll=true`); read only. */
export async function brandSellerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor: sellerGoodsBrands,
      table: goodsBrands,
      verbs: ['index'],
    }),
  );
}
