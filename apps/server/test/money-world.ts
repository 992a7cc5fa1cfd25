/**
 * The shop the money property test plays in, built once: shoppers in a referral chain, two stores with planned
 * goods, points goods with little stock, the withdrawal fee and the points rule. Every balance starts at 0: money
 * only ever enters through logged paths (the admin's money handle), so "balance = Σ logs" holds from the start.
 */
import { eq } from 'drizzle-orm';
import { freights, userChecks, users } from '../src/db/schema/index.ts';
import { unpaidOrderLimit } from '../src/modules/checkout/unpaid-limit.ts';
import { enableAlipay, type Alipay } from './money-alipay.ts';
import { setCashFee } from './cash-fixtures.ts';
import { createPlan } from './distribution-fixtures.ts';
import type { TestApp } from './helper.ts';
import { createPointsGoods, createPointsShopper } from './integral-fixtures.ts';
import { createGoods, createSeller } from './order-fixtures.ts';

export interface Shopper {
  id: number;
  name: string;
  token: string;
  /** users.inviter_id (0: nobody). */
  inviter: number;
  address: number;
  /** Whether a real-name record (with bank data) exists, which a withdrawal needs. */
  checked: boolean;
}

export interface Seller {
  storeId: number;
  name: string;
  token: string;
  /** The freight every order of this store pays (its default template: a flat price). */
  freightCents: number;
}

export interface WorldGoods {
  id: number;
  storeId: number;
  priceCents: number;
  /** Referral rates per level in hundredths of a percent (10 % → 1000); undefined: no plan. */
  rates?: [number, number, number];
}

export interface WorldPointsGoods {
  id: number;
  /** Price in hundredths of a point. */
  priceCents: number;
}

export interface World {
  t: TestApp;
  admin: string;
  /** Payment notifications from Alipay (the one way money comes in from outside here). */
  alipay: Alipay;
  shoppers: Shopper[];
  sellers: Seller[];
  goods: WorldGoods[];
  pointsGoods: WorldPointsGoods[];
  /** Withdrawal fee (config store.cash) in hundredths of a percent. */
  feeBasisPoints: number;
  /** Points per yuan paid (config integral.order_rate), in hundredths. */
  pointsRateHundredths: number;
  /** How many unpaid orders one shopper may hold (config task.unpaid_order_limit, or its default). */
  unpaidLimit: number;
}

const FEE = '2.5';
const POINTS_RATE = '1.5';

/** '12.34' → 1234. */
const cents = (text: string) => Math.round(Number(text) * 100);

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.database.db;
  const admin = await t.login('admin', 'admin');
  await setCashFee(t, admin, FEE);
  const rate = await t.call('PUT', '/api/Admin/configs/update', {
    token: admin,
    body: { integral: { order_rate: POINTS_RATE } },
  });
  if (rate.code !== 200) throw new Error(`points rule not set: ${rate.msg}`);

  // mp-1 ← mp-2 ← mp-3 ← mp-4 (each invited by the one before: mp-4's order pays three levels), and mp-5 invited by
  // nobody, who also has no real-name record (so every withdrawal of theirs is refused).
  const shoppers: Shopper[] = [];
  for (let i = 1; i <= 5; i++) {
    const name = `mp-${i}`;
    // Five people: their own street, ID number and bank card (shared ones would read as self-referral).
    const { user, address } = await createPointsShopper(db, name, '0.00', {
      street: `长安街 ${i} 号`,
      tel: `1390000000${i}`,
    });
    const inviter = i >= 2 && i <= 4 ? shoppers[i - 2]!.id : 0;
    if (inviter) await db.update(users).set({ inviter_id: inviter }).where(eq(users.id, user.id));
    const checked = i !== 5;
    if (checked)
      await db.insert(userChecks).values({
        user_id: user.id,
        name: `实名${i}`,
        card_no: `11010119900101123${i}`,
        bank_no: `622202020011223344${i}`,
        bank_name: '招商银行',
      });
    shoppers.push({ id: user.id, name, token: await t.login('home', name), inviter, address: address.id, checked });
  }

  const sellers: Seller[] = [];
  const goods: WorldGoods[] = [];
  const catalogue: { price: string; rates?: [string, string, string] }[][] = [
    // Store A: free delivery; one planned goods, one without a plan.
    [{ price: '12.34', rates: ['10.00', '5.00', '2.50'] }, { price: '7.99' }],
    // Store B: 6.00 freight per order (no commission on it); a high plan, and a tiny price whose commissions round.
    [
      { price: '33.33', rates: ['20.00', '10.00', '5.00'] },
      { price: '0.99', rates: ['3.00', '2.00', '1.00'] },
    ],
  ];
  for (const [i, items] of catalogue.entries()) {
    const name = `mp-seller-${i + 1}`;
    const { store } = await createSeller(db, name);
    const freightCents = i === 1 ? 600 : 0;
    if (freightCents)
      await db.insert(freights).values({
        store_id: store.id,
        f_weight: '0',
        f_price: '6.00',
        o_weight: '0',
        o_price: '0',
        area_id: '',
        is_type: 0,
      });
    sellers.push({ storeId: store.id, name, token: await t.login('seller', name), freightCents });
    for (const item of items) {
      // Stock is plenty: this test is about money; points goods below are the scarce ones.
      const g = (await createGoods(db, store.id, { goods_price: item.price, goods_stock: 1_000_000 })).goods;
      if (item.rates) await createPlan(db, store.id, g.id, item.rates);
      goods.push({
        id: g.id,
        storeId: store.id,
        priceCents: cents(item.price),
        rates: item.rates && [cents(item.rates[0]), cents(item.rates[1]), cents(item.rates[2])],
      });
    }
  }

  const pointsGoods: WorldPointsGoods[] = [];
  for (const [price, stock] of [
    ['10.00', 4],
    ['25.50', 30],
  ] as const) {
    const g = await createPointsGoods(db, { goods_price: price, goods_stock: stock });
    pointsGoods.push({ id: g.id, priceCents: cents(price) });
  }

  return {
    t,
    admin,
    alipay: await enableAlipay(t),
    shoppers,
    sellers,
    goods,
    pointsGoods,
    feeBasisPoints: cents(FEE),
    pointsRateHundredths: cents(POINTS_RATE),
    unpaidLimit: await unpaidOrderLimit(db),
  };
}
