import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CASH_LOG, CASH_STATUS } from '@shop/contract/finance';
import type { Db, Tx } from '../../db/client.ts';
import { cashes } from '../../db/schema/index.ts';
import { ApiError, fail, invalid } from '../../http/envelope.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { toCents } from '../catalog/money.ts';
import { readConfigs } from '../system/configs.ts';
import { centsText, changeBalance, type BalanceChange } from '../stores/balances.ts';

type CashRow = typeof cashes.$inferSelect;
export type CashOwner = { belong: 'user'; id: number } | { belong: 'store'; id: number };

/** A requested amount: digits with at most two decimals, no sign; 0 is refused with qwshop's message. */
export function requestedCents(text: string): number {
  if (!text) throw invalid('required', { field: 'money' });
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw invalid('badValue', { field: 'money' });
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents === 0) throw fail('money.zero');
  return cents;
}

/**
 * The withdrawal fee rate in hundredths of a percent (config `store.cash`, a percentage such as "5" or "2.5"; 0
 * when unset or not a percentage from 0 to 100). Kept exact: qwshop rounded the rate itself to two decimals, so a
 * 2.5 % fee became 3 %.
 */
export async function feeBasisPoints(db: Db): Promise<number> {
  const store = (await readConfigs(db, ['store'])).store;
  const raw = store && typeof store === 'object' ? (store as Record<string, unknown>).cash : undefined;
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return 0;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : 0;
}

/**
 * The fee of a gross amount, rounded to the cent, and at least one cent whenever there is a fee at all: rounded
 * alone, 1 % of anything below 0.50 yuan was 0.00, so withdrawals split into small ones went out free. Integers
 * only (cents × basis points stays below 2^53). An amount the minimum fee would swallow (0.01 yuan) is refused
 * by `requestCash` as not covering the fee.
 */
export function feeCents(grossCents: number, basisPoints: number): number {
  if (basisPoints <= 0) return 0;
  return Math.max(1, Math.round((grossCents * basisPoints) / 10_000));
}

/** A cash row's gross amount: what left the balance at request time (net paid out + fee). */
export function grossCents(row: Pick<CashRow, 'money' | 'commission'>): number {
  return toCents(row.money) + toCents(row.commission);
}

function ownerOf(row: CashRow): CashOwner {
  return row.store_id > 0 ? { belong: 'store', id: row.store_id } : { belong: 'user', id: row.user_id };
}

/** One balance move of a withdrawal, logged under `name` with the request's id. */
async function move(
  tx: Tx,
  owner: CashOwner,
  type: BalanceChange['type'],
  cents: number,
  name: string,
  cashId: number,
) {
  await changeBalance(tx, { id: owner.id, belong: owner.belong, type, cents, name, info: `cash#${cashId}` });
}

export interface CashRequest {
  owner: CashOwner;
  grossCents: number;
  basisPoints: number;
  name: string;
  card_no: string;
  bank_name: string;
  remark: string;
}

/**
 * Records a pending request and moves its gross amount from the balance to frozen money (two logs), all in one
 * transaction: the debit is a conditional update, so concurrent requests can never overdraw the balance.
 */
export async function requestCash(tx: Tx, r: CashRequest): Promise<CashRow> {
  const fee = feeCents(r.grossCents, r.basisPoints);
  if (fee >= r.grossCents) throw fail('cash.feeTooLarge');
  const now = shanghaiTime();
  const [row] = await tx
    .insert(cashes)
    .values({
      user_id: r.owner.belong === 'user' ? r.owner.id : 0,
      store_id: r.owner.belong === 'store' ? r.owner.id : 0,
      money: centsText(r.grossCents - fee),
      commission: centsText(fee),
      cash_status: CASH_STATUS.pending,
      refuse_info: '',
      name: r.name,
      card_no: r.card_no,
      bank_name: r.bank_name,
      remark: r.remark,
      created_at: now,
      updated_at: now,
    })
    .returning();
  const name = r.owner.belong === 'store' ? CASH_LOG.storeRequest : CASH_LOG.userRequest;
  try {
    await move(tx, r.owner, 0, -r.grossCents, name, row!.id);
  } catch (e) {
    if (e instanceof ApiError && e.key === 'money.notEnough') throw fail('cash.notEnough');
    throw e;
  }
  await move(tx, r.owner, 1, r.grossCents, name, row!.id);
  return row!;
}

/** Locks live requests by id, limited to `where` (the caller's store); ids that miss are simply not returned. */
async function lockCashes(tx: Tx, ids: number[], store?: number): Promise<CashRow[]> {
  return tx
    .select()
    .from(cashes)
    .where(
      and(
        inArray(cashes.id, ids),
        isNull(cashes.deleted_at),
        store === undefined ? undefined : eq(cashes.store_id, store),
      ),
    )
    .orderBy(cashes.id)
    .for('update');
}

/**
 * The store takes pending requests back: each returns its gross amount (fee included) from frozen money to the
 * balance and is deleted. All or nothing: an id of another store is not found, a processed one is refused.
 */
export async function cancelStoreCashes(tx: Tx, storeId: number, ids: number[]): Promise<number> {
  const rows = await lockCashes(tx, ids, storeId);
  if (rows.length !== new Set(ids).size) throw fail('findDataError');
  if (rows.some((r) => r.cash_status !== CASH_STATUS.pending)) throw fail('cash.notPending');
  const now = shanghaiTime();
  for (const row of rows) {
    const owner = ownerOf(row);
    await move(tx, owner, 1, -grossCents(row), CASH_LOG.cancel, row.id);
    await move(tx, owner, 0, grossCents(row), CASH_LOG.cancel, row.id);
  }
  await tx
    .update(cashes)
    .set({ deleted_at: now, updated_at: now })
    .where(
      inArray(
        cashes.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.length;
}

export interface CashReview {
  /** 1 paid, 2 refused; 0: no decision, only the remark. */
  status: number;
  refuseInfo: string;
  /** undefined: leave the remark as it is. */
  remark: string | undefined;
}

/**
 * The platform's review. A decision is taken only while the request is pending, under the row's lock, so of two
 * simultaneous decisions exactly one applies and the other finds it processed. Paid: the gross amount leaves the
 * frozen money. Refused: it goes back from frozen money to the balance.
 */
export async function reviewCash(tx: Tx, id: number, review: CashReview): Promise<void> {
  const [row] = await lockCashes(tx, [id]);
  if (!row) throw fail('findDataError');
  const now = shanghaiTime();
  const remark = review.remark === undefined ? {} : { remark: review.remark };
  if (review.status === CASH_STATUS.pending) {
    await tx
      .update(cashes)
      .set({ ...remark, updated_at: now })
      .where(eq(cashes.id, id));
    return;
  }
  if (row.cash_status !== CASH_STATUS.pending) throw fail('cash.notPending');
  const owner = ownerOf(row);
  const gross = grossCents(row);
  if (review.status === CASH_STATUS.paid) {
    await move(tx, owner, 1, -gross, CASH_LOG.paid, id);
  } else {
    await move(tx, owner, 1, -gross, CASH_LOG.refused, id);
    await move(tx, owner, 0, gross, CASH_LOG.refused, id);
  }
  await tx
    .update(cashes)
    .set({
      ...remark,
      cash_status: review.status,
      refuse_info: review.status === CASH_STATUS.refused ? review.refuseInfo : '',
      updated_at: now,
    })
    .where(eq(cashes.id, id));
}
