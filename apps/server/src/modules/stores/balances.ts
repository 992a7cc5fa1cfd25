import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { moneyHandleRequestSchema } from '@shop/contract/requests/stores';
import { BALANCE_OWNER, BALANCE_TYPE } from '@shop/contract/stores';
import type { Tx } from '../../db/client.ts';
import { moneyLogs, stores, users } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { adminScope } from '../../http/scope.ts';
import { shanghaiTime } from '../../lib/time.ts';

/** Which balance a change applies to: 0 money, 1 frozen money, 2 points (users only); the wire codes of `is_type`. */
export type BalanceType = (typeof BALANCE_TYPE)[keyof typeof BALANCE_TYPE];

export interface BalanceChange {
  /** users.id, or stores.id for a store. */
  id: number;
  belong: 'user' | 'store';
  type: BalanceType;
  /** Signed amount in cents (hundredths of a point for points). */
  cents: number;
  /** Log label, e.g. 系统处理. */
  name: string;
  info?: string;
}

/** Every balance column is numeric(9,2): 9,999,999.99 at most. */
export const MAX_BALANCE_CENTS = 999_999_999;

/** The log name of a manual change by the platform (qwshop's message `systemHandleMoney`). */
export const SYSTEM_HANDLE = '系统处理';

/** Signed cents → '-12.50' (the column format). */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '-12.5' → -1250; undefined when the text is not a signed amount with at most two decimals. */
export function parseSignedCents(text: string): number | undefined {
  const m = /^(-|\+)?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

function balanceColumn(belong: BalanceChange['belong'], type: BalanceType): PgColumn | undefined {
  if (belong === 'user') return [users.money, users.frozen_money, users.integral][type];
  return type === 2 ? undefined : [stores.store_money, stores.store_frozen_money][type];
}

/**
 * Applies a signed change to one balance and writes its money log, in the caller's transaction. The update is
 * conditional (`balance + change` between 0 and the column's maximum), so concurrent changes can never take a
 * balance below zero: PostgreSQL re-checks the condition on the row a concurrent writer left. Throws
 * `money.notEnough` (nothing written) when the balance would go negative. Answers the new balance.
 */
export async function changeBalance(tx: Tx, change: BalanceChange): Promise<string> {
  const column = balanceColumn(change.belong, change.type);
  if (!column) throw invalid('badValue', { field: 'is_type' });
  const table = change.belong === 'user' ? users : stores;
  const amount = centsText(change.cents);
  const next: SQL = sql`${column} + ${amount}::numeric`;
  const updated = await tx
    .update(table)
    .set({ [column.name]: next, updated_at: shanghaiTime() })
    .where(
      and(
        eq(table.id, change.id),
        isNull(table.deleted_at),
        sql`${next} >= 0`,
        sql`${next} <= ${centsText(MAX_BALANCE_CENTS)}::numeric`,
      ),
    )
    .returning({ balance: sql<string>`${column}::text` });
  if (!updated.length) {
    const [exists] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, change.id), isNull(table.deleted_at)))
      .limit(1);
    if (!exists) throw fail('findDataError');
    throw fail(change.cents < 0 ? 'money.notEnough' : 'money.tooLarge');
  }
  await tx.insert(moneyLogs).values({
    user_id: change.id,
    name: change.name,
    ename: 'money',
    money: amount,
    is_type: change.type,
    is_belong: change.belong === 'store' ? BALANCE_OWNER.store : BALANCE_OWNER.user,
    info: change.info ?? '',
  });
  return updated[0]!.balance;
}

/** `POST /api/Admin/users/money/handle`: the platform adjusts a user's or a store's balance (Admin lists). */
export async function moneyHandleRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/users/money/handle',
    {
      config: { name: 'admin.users.money.handle' },
      ...documented({
        tags: ['admin'],
        summary:
          'Adjust a balance: id (user, or store when is_belong=1), money (signed, default 1), is_type 0 money / 1 frozen / 2 points',
        body: moneyHandleRequestSchema,
      }),
    },
    async (req) => {
      const input = parseInput(moneyHandleRequestSchema, req);
      const idText = input.id;
      if (!idText) throw invalid('required', { field: 'id' });
      if (!/^\d{1,9}$/.test(idText) || Number(idText) === 0) throw invalid('badValue', { field: 'id' });
      const moneyText = input.money || '1';
      const cents = parseSignedCents(moneyText);
      if (cents === undefined || Math.abs(cents) > MAX_BALANCE_CENTS) throw invalid('badValue', { field: 'money' });
      if (cents === 0) throw invalid('money.zero');
      const type = input.is_type || '0';
      const belong = input.is_belong || '0';
      if (!['0', '1', '2'].includes(type)) throw invalid('badValue', { field: 'is_type' });
      if (!['0', '1'].includes(belong)) throw invalid('badValue', { field: 'is_belong' });
      const change: BalanceChange = {
        id: Number(idText),
        belong: belong === '1' ? 'store' : 'user',
        type: Number(type) as BalanceType,
        cents,
        name: SYSTEM_HANDLE,
        info: `admin#${adminScope(req).id}`,
      };
      await req.server.db.transaction((tx) => changeBalance(tx, change));
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );
}
