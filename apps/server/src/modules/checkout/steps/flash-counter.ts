import type { Kv } from '../../../lib/kv.ts';
import { fail } from '../../../http/envelope.ts';

/**
 * The hot counter of a flash sale: units still to take, shared by every instance through the kv store (Redis when
 * configured). It only sheds load: a checkout the counter refuses is refused at once, before it writes anything or
 * queues on the sale's row; one it lets through still takes the units with a conditional update of
 * `seckills.sold`, which is the truth. It may read low (a crash between taking and giving back, a cancellation
 * another path made): it is seeded again from the database when its short lifetime ends.
 */
const TTL_MS = 60_000;

export const flashCounterKey = (seckillId: number) => `seckill:${seckillId}:left`;

/** A buyer's own counter in a sale: units they may still take (per-buyer limit − units their orders hold). */
export const buyerCounterKey = (seckillId: number, userId: number) => `seckill:${seckillId}:buyer:${userId}`;

export interface FlashReservation {
  key: string;
  n: number;
}

/** Takes `n` from the counter `key`, seeding it with `seed()` when absent; false when not enough is left. */
async function take(kv: Kv, key: string, n: number, seed: () => Promise<number> | number): Promise<boolean> {
  let after = await kv.decrIfEnough(key, n);
  if (after === null && (await kv.get(key)) === null) {
    await kv.setIfAbsent(key, String(Math.max(0, await seed())), TTL_MS);
    after = await kv.decrIfEnough(key, n);
  }
  return after !== null;
}

/** Takes `n` units from the counter of sale `id`, seeding it with `left` (quota − sold) when absent. */
export async function reserveFlashUnits(kv: Kv, id: number, left: number, n: number): Promise<FlashReservation> {
  const key = flashCounterKey(id);
  if (!(await take(kv, key, n, () => left))) throw fail('seckill.soldOut');
  return { key, n };
}

/**
 * Takes `n` units from a buyer's own counter in sale `id` (seeded with `allowed()`: the limit less what their
 * orders hold), so a buyer's extra attempts are refused before they hold any of the sale's units: otherwise
 * attempts bound to fail on the limit could keep the sale's counter at 0 while units are still to sell.
 */
export async function reserveBuyerUnits(
  kv: Kv,
  id: number,
  userId: number,
  n: number,
  allowed: () => Promise<number>,
): Promise<FlashReservation> {
  const key = buyerCounterKey(id, userId);
  if (!(await take(kv, key, n, allowed))) throw fail('seckill.overLimit');
  return { key, n };
}

/** Gives units back to the counters (a checkout that failed, an unpaid order cancelled). */
export async function giveBackFlashUnits(kv: Kv, taken: readonly FlashReservation[]): Promise<void> {
  for (const r of taken) if (r.n > 0) await kv.incrIfPresent(r.key, r.n);
}

/** After a seller changed a sale (quota...): the next checkout seeds the counter from the database. */
export async function forgetFlashCounter(kv: Kv, seckillId: number): Promise<void> {
  await kv.del(flashCounterKey(seckillId));
}
