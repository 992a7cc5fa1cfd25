import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advs as descriptor } from '@shop/contract/resources/content';
import { advSlotRequestSchema } from '@shop/contract/requests/content';
import { advs, advSpaces } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { nonNegative, safeLinks } from '../system/checks.ts';
import { documented, parseInput } from '../../http/route-input.ts';

/**
 * Ads of the admin owner, each in one of the owner's slots (`pid`), shown between adv_start and adv_end.
 * Links and images are site paths or http(s) URLs only, since the storefront renders them as is.
 */
export async function advAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: advs,
      relations: {
        adv_space: {
          table: advSpaces,
          kind: 'belongsTo',
          local: 'pid',
          foreign: 'id',
          search: ['name', 'width', 'height'],
        },
      },
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['is_sort', 'is_type', 'status']);
          safeLinks(values, ['url', 'image']);
        },
        // On the write's transaction, against the row as written (a partial update keeps its stored bounds).
        async afterWrite(tx, id, ctx) {
          const [row] = await tx
            .select({ adv_start: advs.adv_start, adv_end: advs.adv_end, space: advSpaces.id })
            .from(advs)
            .leftJoin(
              advSpaces,
              and(eq(advSpaces.id, advs.pid), eq(advSpaces.belong_id, ctx.ownerId ?? -1), isNull(advSpaces.deleted_at)),
            )
            .where(eq(advs.id, id))
            .limit(1);
          if (!row) return;
          if (row.space === null) throw invalid('badValue', { field: 'pid' });
          if (row.adv_end <= row.adv_start) throw invalid('badValue', { field: 'adv_end' });
        },
      },
    }),
  );
}

/** GET /api/adv?name=: live ads (status 1, inside their window) of the slot(s) with that name, is_sort desc. */
export async function advPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/adv',
    documented({ tags: ['public'], summary: 'Ads of a slot by slot name', query: advSlotRequestSchema }),
    async (req) => {
      const { name } = parseInput(advSlotRequestSchema, req);
      if (!name) throw fail('adv.spaceName');
      const db = req.server.db;
      const spaces = await db
        .select({ id: advSpaces.id })
        .from(advSpaces)
        .where(and(eq(advSpaces.name, name.slice(0, 25)), isNull(advSpaces.deleted_at)));
      if (!spaces.length) return { code: 200, msg: 'ok', data: [] };
      const now = shanghaiTime();
      const rows = await db
        .select()
        .from(advs)
        .where(
          and(
            inArray(
              advs.pid,
              spaces.map((s) => s.id),
            ),
            eq(advs.status, 1),
            lt(advs.adv_start, now),
            gt(advs.adv_end, now),
            isNull(advs.deleted_at),
          ),
        )
        .orderBy(desc(advs.is_sort), asc(advs.id));
      return { code: 200, msg: 'ok', data: rows };
    },
  );
}
