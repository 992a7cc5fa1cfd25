import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userCheckRequestSchema } from '@shop/contract/requests/stores';
import { userChecks, users } from '../../db/schema/index.ts';
import { invalid } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { writableValues } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';

const FIELDS = ['name', 'card_no', 'card_t', 'card_b', 'bank_no', 'bank_name'] as const;
const ID_CARD = /^(\d{15}|\d{17}[\dXx])$/;
/** Bank card numbers: 12 to 30 digits. */
const BANK_CARD = /^\d{12,30}$/;

/**
 * The shopper's real-name and bank details (user centre → real-name page): one row per user, replaced by
 * each submission; withdrawals copy the bank data from it.
 */
export async function userCheckRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/check',
    documented({ tags: ['users'], summary: 'Own real-name check, or [] when none' }),
    async (req) => {
      const [row] = await req.server.db
        .select()
        .from(userChecks)
        .where(and(eq(userChecks.user_id, req.userId!), isNull(userChecks.deleted_at)))
        .orderBy(userChecks.id)
        .limit(1);
      return { code: 200, msg: 'ok', data: row ?? [] };
    },
  );

  app.post(
    '/user/check',
    {
      ...documented({
        tags: ['users'],
        summary: 'Submit or replace the real-name check: name, card_no, card_t, card_b (ID photos), bank_no, bank_name',
        body: userCheckRequestSchema,
      }),
    },
    async (req) => {
      const input = parseInput(userCheckRequestSchema, req);
      const values = await writableValues(userChecks, FIELDS, input, 'create', { required: FIELDS });
      if (!ID_CARD.test(String(values.card_no))) throw invalid('badValue', { field: 'card_no' });
      if (!BANK_CARD.test(String(values.bank_no))) throw invalid('badValue', { field: 'bank_no' });
      const userId = req.userId!;
      const now = shanghaiTime();
      const data = await req.server.db.transaction(async (tx) => {
        // One row per user even when two submissions race.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const updated = await tx
          .update(userChecks)
          .set({ ...values, updated_at: now })
          .where(and(eq(userChecks.user_id, userId), isNull(userChecks.deleted_at)))
          .returning({ id: userChecks.id });
        if (updated.length) return updated.length;
        const [row] = await tx
          .insert(userChecks)
          .values({ ...values, user_id: userId, created_at: now, updated_at: now })
          .returning();
        return row!;
      });
      return { code: 200, msg: translate(req.lang, 'success'), data };
    },
  );
}
