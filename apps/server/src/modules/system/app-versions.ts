import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appVersions as descriptor } from '@shop/contract/resources/system';
import { appVersionRequestSchema } from '@shop/contract/requests/system';
import { appVersions } from '../../db/schema/index.ts';
import { invalid } from '../../http/envelope.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { defineResource } from '../../http/resource.ts';
import { safeLinks } from './checks.ts';

const DEVICE = /^[a-z0-9_]{1,10}$/;

/** App releases (android | ios | mini; full package or wgt hot update). */
export async function appVersionAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: appVersions,
      hooks: {
        beforeWrite(values) {
          if (typeof values.device === 'string' && !DEVICE.test(values.device))
            throw invalid('badValue', { field: 'device' });
          if (typeof values.version_code === 'number' && values.version_code < 0)
            throw invalid('badValue', { field: 'version_code' });
          safeLinks(values, ['url']);
        },
      },
    }),
  );
}

/** GET /api/app_versions?device=: the release with the highest version_code for a device, or [] (never null). */
export async function appVersionPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/app_versions',
    documented({
      tags: ['public'],
      summary: 'Latest app release of a device (default android)',
      query: appVersionRequestSchema,
    }),
    async (req) => {
      const device = parseInput(appVersionRequestSchema, req).device || 'android';
      const [row] = await req.server.db
        .select()
        .from(appVersions)
        .where(and(eq(appVersions.device, device.slice(0, 10)), isNull(appVersions.deleted_at)))
        .orderBy(desc(appVersions.version_code), desc(appVersions.id))
        .limit(1);
      return { code: 200, msg: 'ok', data: row ?? [] };
    },
  );
}
