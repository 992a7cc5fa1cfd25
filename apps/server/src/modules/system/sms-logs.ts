import type { FastifyInstance } from 'fastify';
import { ilike } from 'drizzle-orm';
import { smsLogs as descriptor } from '@shop/contract/resources/system';
import { smsLogs } from '../../db/schema/index.ts';
import { str } from '../../http/input.ts';
import { defineResource } from '../../http/resource.ts';

/**
 * Sent codes, read-only apart from deletion: a log row is also a valid verification code, so an admin form
 * must not be able to mint one (qwshop's generic create/update would have allowed it).
 */
export async function smsLogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: smsLogs,
      verbs: ['index', 'show', 'destroy'],
      // The page sends its IP search as `IP=<v>|likeRight` (wrong case): served as an ip prefix match.
      ownParams: ['IP'],
      scope: ({ input }) => {
        const ip = str(input, 'IP').split('|')[0] ?? '';
        return ip ? ilike(smsLogs.ip, `${ip.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
      },
    }),
  );
}
