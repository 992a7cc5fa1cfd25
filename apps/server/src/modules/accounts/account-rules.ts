import { and, eq, getTableName, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { str, type Input } from '../../http/input.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { Row } from '../../http/resource.ts';
import { columnsOf } from '../../http/search.ts';
import { hashPassword } from '../../lib/password.ts';
import { checkPassword } from '../access/login.ts';

/** What a back office gets when it leaves a new account's password blank (qwshop's behaviour). */
export const DEFAULT_SECRET = '123456';
/** Nickname of a new shop account created without one (qwshop's behaviour). */
export const DEFAULT_NICKNAME = 'Mysterious';

/**
 * Checks the secrets a form sent (blank = default on create, unchanged on update): the login password follows
 * the rule of registration and profile edits, the payment password is six digits as on the storefront.
 */
export function checkSecrets(input: Input): void {
  const password = input.password;
  if (typeof password === 'string' && password !== '') checkPassword(password);
  const pay = input.pay_password;
  if (typeof pay === 'string' && pay !== '' && !/^\d{6}$/.test(pay))
    throw invalid('badValue', { field: 'pay_password' });
}

/** Fills blank secrets of a new account with the default password, hashed. */
export async function defaultSecrets(values: Row, fields: readonly ('password' | 'pay_password')[]): Promise<void> {
  for (const f of fields) if (values[f] === undefined) values[f] = await hashPassword(DEFAULT_SECRET);
}

/**
 * On update the engine checks `required` only for creates: a blank required field would otherwise be written
 * as ''. Refuse it instead; `keepIfBlank` fields (nicknames) simply stay as they are.
 */
export function guardBlanks(values: Row, required: readonly string[], keepIfBlank: readonly string[] = []): void {
  for (const f of required)
    if (f in values && (values[f] === '' || values[f] === null)) throw invalid('required', { field: f });
  for (const f of keepIfBlank) if (f in values && (values[f] === '' || values[f] === null)) delete values[f];
}

/**
 * Refuses a stored `field` value that another live row of `table` already has (usernames, phones), excluding
 * the row itself so saving an unchanged name works. Runs after the write inside its transaction: the
 * advisory lock makes two concurrent writes of the same name see each other, so only one of them commits.
 */
export async function assertUnique(tx: Tx, table: PgTable, id: number, field: string, key: MessageKey): Promise<void> {
  const cols = columnsOf(table);
  const idCol = cols.id;
  const col = cols[field];
  const deleted = cols.deleted_at;
  if (!idCol || !col || !deleted) throw new Error(`assertUnique: ${getTableName(table)}.${field}`);
  const [row] = await tx.select({ v: col }).from(table).where(eq(idCol, id)).limit(1);
  const value = row?.v;
  if (typeof value !== 'string' || value === '') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${getTableName(table)}.${field}:${value}`}))`);
  const [taken] = await tx
    .select({ id: idCol })
    .from(table)
    .where(and(eq(col, value), ne(idCol, id), isNull(deleted)))
    .limit(1);
  if (taken) throw fail(key);
}

/** The phone rule of the storefront, for back-office forms (blank = no phone). */
export function checkPhone(input: Input): void {
  const phone = str(input, 'phone');
  if (phone && !/^1[3-9]\d{9}$/.test(phone)) throw fail('phoneThr');
}
