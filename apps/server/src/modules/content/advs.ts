import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advs as descriptor } from '@shop/contract/resources/content';
import { HOME_AD_SPACES } from '@shop/contract/ad-spaces';
import { advSlotRequestSchema } from '@shop/contract/requests/content';
import type { Db } from '../../db/client.ts';
import { advs, advSpaces } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { apiAddress, remembered, type PreloadSource } from '../../http/platform/page-preloads.ts';
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

/** Live ads (status 1, inside their window) of the slot(s) with this name, is_sort desc then oldest first. */
export async function liveAds(db: Db, name: string) {
  const spaces = await db
    .select({ id: advSpaces.id })
    .from(advSpaces)
    .where(and(eq(advSpaces.name, name.slice(0, 25)), isNull(advSpaces.deleted_at)));
  if (!spaces.length) return [];
  const now = shanghaiTime();
  return db
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
}

/**
 * The storefront home asks for its three ad spaces at once, and its largest paint is the first slide: all named in
 * the home page's HTML (page-preloads.ts).
 */
export function homeAdsPreload(app: FastifyInstance): PreloadSource {
  return remembered(async ({ path }) => {
    if (path !== '/') return [];
    const [first] = await liveAds(app.db, HOME_AD_SPACES.slides);
    return [
      ...(first?.image ? [{ image: first.image }] : []),
      ...Object.values(HOME_AD_SPACES).map((name) => ({ fetch: apiAddress('/adv', { name }) })),
    ];
  });
}

/** GET /api/adv?name=: the slot's live ads (`liveAds`). */
export async function advPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/adv',
    documented({ tags: ['public'], summary: 'Ads of a slot by slot name', query: advSlotRequestSchema }),
    async (req) => {
      const { name } = parseInput(advSlotRequestSchema, req);
      if (!name) throw fail('adv.spaceName');
      return { code: 200, msg: 'ok', data: await liveAds(req.server.db, name) };
    },
  );
}
