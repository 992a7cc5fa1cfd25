import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';

/** Arbitrary constant key for pg_advisory_xact_lock. */
const SEED_LOCK_KEY = 7_310_001;

/**
 * Holds the seed's advisory lock until `tx` ends, so two instances starting together against one PostgreSQL cannot
 * both seed, nor both add the same menu row.
 */
export async function lockSeed(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}
