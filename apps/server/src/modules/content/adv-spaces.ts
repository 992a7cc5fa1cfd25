import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advSpaces as descriptor } from '@shop/contract/resources/content';
import { advs, advSpaces } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { mustBeUnique, nonNegative } from '../system/checks.ts';

/**
 * Ad slots of the admin owner. The storefront fetches ads by slot name across all owners (GET /api/adv), so a
 * name is unique among live slots.
 */
export async function advSpaceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: advSpaces,
      relations: {
        advs: { table: advs, kind: 'hasMany', local: 'id', foreign: 'pid', search: ['name', 'status'] },
      },
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['width', 'height']);
        },
        async afterWrite(tx, id) {
          const [row] = await tx.select({ name: advSpaces.name }).from(advSpaces).where(eq(advSpaces.id, id)).limit(1);
          const cols = { id: advSpaces.id, deleted: advSpaces.deleted_at, column: advSpaces.name };
          await mustBeUnique(tx, advSpaces, cols, 'name', row?.name, id);
        },
      },
    }),
  );
}
