import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advs, advSpaces } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { keepRequired, mustBeUnique, nonNegative } from '../system/checks.ts';
import { byAdminOwner } from '../../http/scope.ts';

const REQUIRED = ['name'] as const;

/**
 * Ad slots of the admin owner. The storefront fetches ads by slot name across all owners (GET /api/adv), so a
 * name is unique among live slots.
 */
export async function advSpaceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'admin',
      path: 'adv_spaces',
      table: advSpaces,
      owner: byAdminOwner,
      writable: ['name', 'width', 'height'],
      required: REQUIRED,
      search: ['id', 'name', 'width', 'height'],
      relations: {
        advs: { table: advs, kind: 'hasMany', local: 'id', foreign: 'pid', search: ['name', 'status'] },
      },
      hooks: {
        beforeWrite(values) {
          keepRequired(values, REQUIRED);
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
