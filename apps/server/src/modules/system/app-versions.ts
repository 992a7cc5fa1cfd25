import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appVersions } from '../../db/schema/index.ts';
import { invalid } from '../../http/envelope.ts';
import { str } from '../../http/input.ts';
import { defineResource } from '../../http/resource.ts';
import { keepRequired, safeLinks } from './checks.ts';

const REQUIRED = ['name', 'version_code', 'device'] as const;
const DEVICE = /^[a-z0-9_]{1,10}$/;

/** App releases (android | ios | mini; full package or wgt hot update). */
export async function appVersionAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'admin',
      path: 'app_versions',
      table: appVersions,
      writable: ['name', 'version', 'version_code', 'url', 'device', 'apple_id', 'is_wgt', 'content'],
      required: REQUIRED,
      richText: ['content'],
      search: ['id', 'name', 'version', 'version_code', 'device', 'is_wgt'],
      sort: ['id', 'version_code'],
      hooks: {
        beforeWrite(values) {
          keepRequired(values, REQUIRED);
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
    { schema: { tags: ['public'], summary: 'Latest app release of a device (default android)' } },
    async (req) => {
      const device = str(req.input, 'device') || 'android';
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
