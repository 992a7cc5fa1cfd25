/**
 * The demo's money beyond orders and promotions: the points rule and the withdrawal fee set to demo
 * values, the points the demo shopper's completed orders earned, the referral chain below the demo shopper with its
 * commissions (demo-referral.ts), the demo shopper's points-mall orders (demo-points.ts) and withdrawals in every
 * state (demo-cashes.ts). Runs last: it settles orders and draws on the balances the steps before it credited.
 */
import { eq, sql } from 'drizzle-orm';
import { INTEGRAL_CONFIG, INTEGRAL_ORDER_RATE_KEY } from '@shop/contract/integral';
import type { Tx } from '../client.ts';
import { configs } from '../schema/index.ts';
import { continueIds } from './demo-clock.ts';
import { seedDemoCashes } from './demo-cashes.ts';
import { creditEarlierOrders, seedDemoPointsOrders } from './demo-points.ts';
import { seedDemoReferral } from './demo-referral.ts';

/** Points per yuan of a completed order in the demo (the platform's default is 0, no points). */
export const DEMO_ORDER_RATE = '1';
/** Withdrawal fee in percent in the demo (default 0). */
export const DEMO_CASH_FEE = '1';

/** Tables the server's routines run here insert into with their identity sequence. */
const SEQUENCED = [
  'addresses',
  'cashes',
  'distributions',
  'distribution_logs',
  'integral_order_goods',
  'integral_orders',
  'money_logs',
  'order_comments',
  'order_goods',
  'order_pays',
  'order_settlements',
  'orders',
  'refunds',
  'user_checks',
];

/** One key of a JSON setting, the rest of it kept. */
async function setRule(tx: Tx, name: string, key: string, value: string): Promise<void> {
  await tx
    .update(configs)
    .set({ content: sql`jsonb_set(${configs.content}::jsonb, ${`{${key}}`}::text[], to_jsonb(${value}::text))::text` })
    .where(eq(configs.name, name));
}

/** Returns the tables that got explicit ids. */
export async function seedDemoFinance(
  tx: Tx,
  passwordHash: string,
  now: number,
  papers: { idFront: string; idBack: string },
): Promise<string[]> {
  await continueIds(tx, SEQUENCED);
  await setRule(tx, INTEGRAL_CONFIG, INTEGRAL_ORDER_RATE_KEY, DEMO_ORDER_RATE);
  await setRule(tx, 'store', 'cash', DEMO_CASH_FEE);
  // Before the referral orders: the refunded one completes too, and a refund earns no points.
  await creditEarlierOrders(tx);
  await seedDemoReferral(tx, passwordHash, now);
  await seedDemoPointsOrders(tx, now);
  await seedDemoCashes(tx, now, papers);
  return ['users'];
}
