import type { FastifyInstance } from 'fastify';
import { notices as descriptor } from '@shop/contract/resources/content';
import { notices } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';

/** Site announcements (Admin CRUD only): everything but the table comes from the descriptor. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(defineResource({ descriptor, table: notices }));
}
