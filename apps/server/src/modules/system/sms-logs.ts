import type { FastifyInstance } from 'fastify';
import { ilike } from 'drizzle-orm';
import { smsLogs as descriptor } from '@shop/contract/resources/system';
import { smsLogs } from '../../db/schema/index.ts';
import { str } from '../../http/input.ts';
import { defineResource } from '../../http/resource.ts';

/** Every character of a sent code but the last two hidden: enough to match a shopper's complaint, not to use it. */
export function maskCode(value: unknown): string {
  const code = String(value ?? '');
  return code.length > 2 ? '*'.repeat(code.length - 2) + code.slice(-2) : '*'.repeat(code.length);
}

/**
 * Sent codes, read-only apart from deletion: a log row is also a valid verification code, so an admin form
 * must not be able to mint one (qwshop's generic create/update would have allowed it), and no answer carries a
 * whole code (any admin with the page could otherwise sign in as the phone's owner within the code's 10 minutes).
 */
export async function smsLogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    defineResource({
      descriptor,
      table: smsLogs,
      verbs: ['index', 'show', 'destroy'],
      masked: { content: maskCode },
      // The page sends its IP search as `IP=<v>|likeRight` (wrong case): served as an ip prefix match.
      ownParams: ['IP'],
      scope: ({ input }) => {
        const ip = str(input, 'IP').split('|')[0] ?? '';
        return ip ? ilike(smsLogs.ip, `${ip.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
      },
    }),
  );
}
