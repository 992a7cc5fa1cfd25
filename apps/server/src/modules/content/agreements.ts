import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agreements as descriptor } from '@shop/contract/resources/content';
import { agreements } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { mustBeUnique } from '../system/checks.ts';
import { documented } from '../../http/route-input.ts';

/** Legal texts, fetched publicly by `ename` (so an ename is unique); content is sanitised rich text. */
export async function agreementAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: agreements,
      hooks: {
        async afterWrite(tx, id) {
          const [row] = await tx
            .select({ ename: agreements.ename })
            .from(agreements)
            .where(eq(agreements.id, id))
            .limit(1);
          const cols = { id: agreements.id, deleted: agreements.deleted_at, column: agreements.ename };
          await mustBeUnique(tx, agreements, cols, 'ename', row?.ename, id);
        },
      },
    }),
  );
}

/** GET /api/agreements/{ename}: the raw row; unknown → code 500 "fail" as qwshop. */
export async function agreementPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get('/agreements/:ename', documented({ tags: ['public'], summary: 'Agreement text by ename' }), async (req) => {
    const { ename } = req.params as { ename: string };
    const [row] = await req.server.db
      .select()
      .from(agreements)
      .where(and(eq(agreements.ename, ename.slice(0, 30)), isNull(agreements.deleted_at)))
      .orderBy(asc(agreements.id))
      .limit(1);
    if (!row) throw fail('agreement.notFound');
    return { code: 200, msg: 'ok', data: row };
  });
}
