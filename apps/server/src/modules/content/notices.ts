import type { FastifyInstance } from 'fastify';
import { notices } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { keepRequired } from '../system/checks.ts';
import { byAdminOwner } from '../../http/scope.ts';

const REQUIRED = ['name'] as const;

/** Site announcements (Admin CRUD only), scoped to the admin owner. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      area: 'admin',
      path: 'notices',
      table: notices,
      owner: byAdminOwner,
      writable: ['tag', 'name', 'content', 'is_type', 'is_send'],
      required: REQUIRED,
      richText: ['content'],
      search: ['id', 'name', 'tag', 'content', 'is_type', 'is_send', 'created_at'],
      hooks: {
        beforeWrite(values) {
          keepRequired(values, REQUIRED);
        },
      },
    }),
  );
}
