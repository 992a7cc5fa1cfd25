import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAYMENT_NAMES, type PaymentName, ORDER_STATUS, paymentMethodsSchema } from '@shop/contract/orders';
import { payCheckRequestSchema, payRequestSchema, paymentMethodsRequestSchema } from '@shop/contract/requests/payments';
import { orderPays, orders, users } from '../../db/schema/index.ts';
import { ApiError, fail } from '../../http/envelope.ts';
import { guardAttempts } from '../../http/attempts.ts';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { verifyPassword } from '../../lib/password.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { bumpCounters } from '../catalog/cache.ts';
import { fromCents, toCents } from '../catalog/money.ts';
import { keepGroupPlaces } from '../orders/group-places.ts';
import { numbers } from '../orders/numbers.ts';
import { offeredMethods, startProviderPayment, type Device } from './providers.ts';
import { settlePayment } from './settle.ts';

/** Numbers drawn for one payment before giving up: a clash is about 1 in 90,000 draws within a second. */
const PAY_NO_DRAWS = 5;

/** A user's payments closer together than this are a double click, refused as qwshop did. */
const REPEAT_MS = 3000;
const DEVICES: readonly Device[] = ['scan', 'web', 'wap', 'app', 'mp', 'mini'];

function deviceOf(sent: string): Device {
  const d = sent || 'web';
  return (DEVICES as readonly string[]).includes(d) ? (d as Device) : 'web';
}

async function pay(req: FastifyRequest) {
  const input = parseInput(payRequestSchema, req);
  const userId = req.userId!;
  const db = req.server.db;
  const name = input.payment_name;
  if (!(PAYMENT_NAMES as readonly string[]).includes(name)) throw fail('order.paymentErr');
  const method = name as PaymentName;
  const device = deviceOf(input.device);
  if (!(await offeredMethods(db, device)).includes(method)) throw fail('order.paymentErr');
  if (method === 'balance') {
    // Checked first: while locked, a right and a wrong payment password get the same answer.
    const attempt = await guardAttempts(req, 'payPassword', String(userId));
    const [user] = await db.select({ pay_password: users.pay_password }).from(users).where(eq(users.id, userId));
    if (!user?.pay_password) throw fail('order.noPayPassword');
    if (!(await verifyPassword(input.pay_password, user.pay_password))) throw await attempt.failed(fail('pwdErr'));
    await attempt.passed();
  }
  const ids = input.order_id
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .slice(0, 100);
  if (!ids.length) throw fail('order.errorPay');
  const mine = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.user_id, userId), isNull(orders.deleted_at)));
  if (!mine.length) throw fail('order.errorPay2');
  // In id order, so the same orders always make the same `order_ids` (the double-click check compares it).
  const unpaid = mine.filter((o) => o.order_status === ORDER_STATUS.waitPay).sort((a, b) => a.id - b.id);
  if (!unpaid.length) throw fail('order.payed');
  const total = unpaid.reduce((s, o) => s + toCents(o.total_price), 0);
  const payRow = await db.transaction(async (tx) => {
    // Serialise one user's payments: the double-click check below then sees the other's row, and the balance is
    // read only after it, so a second click answers "already paying" rather than "not enough" once the first has paid.
    // A double click is the same orders again: paying other orders a moment later is not refused.
    const [me] = await tx.select({ money: users.money }).from(users).where(eq(users.id, userId)).for('update');
    const since = shanghaiTime(Date.now() - REPEAT_MS);
    const [recent] = await tx
      .select({ id: orderPays.id })
      .from(orderPays)
      .where(
        and(
          eq(orderPays.belong_id, userId),
          eq(orderPays.order_ids, unpaid.map((o) => o.id).join(',')),
          gt(orderPays.created_at, since),
        ),
      )
      .orderBy(desc(orderPays.id))
      .limit(1);
    if (recent) throw fail('order.moneyPay');
    if (method === 'balance' && toCents(me!.money) < total) throw fail('order.moneyNotEnough');
    // Settling a balance payment checks the group places itself; a provider's is refused before the shopper pays.
    if (method !== 'balance' && (await keepGroupPlaces(tx, userId, unpaid)).lost.length)
      throw fail('collective.placeTaken');
    const now = shanghaiTime();
    // pay_no is unique but has only 5 random digits per user-id digit and second: under a rush two payments can draw
    // the same one. A clash draws again rather than failing the shopper's payment (the insert skips instead of
    // raising, so the transaction stays usable).
    let row: typeof orderPays.$inferSelect | undefined;
    for (let attempt = 0; !row; attempt++) {
      if (attempt === PAY_NO_DRAWS) throw new Error(`no free pay_no after ${PAY_NO_DRAWS} draws`);
      [row] = await tx
        .insert(orderPays)
        .values({
          belong_id: userId,
          name: unpaid[0]!.order_name.slice(0, 60),
          pay_no: numbers.orderNo(userId),
          order_ids: unpaid.map((o) => o.id).join(','),
          payment_name: method,
          device,
          total: fromCents(total),
          balance: method === 'balance' ? fromCents(total) : '0.00',
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing({ target: orderPays.pay_no })
        .returning();
    }
    if (method === 'balance') await settlePayment(tx, row.id, null);
    return row;
  });
  if (method === 'balance') {
    req.server.metrics.payments.inc({ method });
    await bumpCounters(req.server.kv);
    return [];
  }
  try {
    return await startProviderPayment(db, payRow, { ip: req.ip, openid: input.openid });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    req.log.warn(e, 'payment provider failed');
    throw fail('payment.paymentFailed');
  }
}

/** Paying orders, polling a payment, and the methods on offer. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/order/pay',
    documented({
      tags: ['payments'],
      summary: 'Pay own unpaid orders (balance, wechat, alipay)',
      body: payRequestSchema,
    }),
    async (req) => {
      const data = await pay(req);
      return { code: 200, msg: translate(req.lang, 'success'), data };
    },
  );

  app.post(
    '/user/order/check',
    documented({ tags: ['payments'], summary: 'Whether an own order is paid', body: payCheckRequestSchema }),
    async (req) => {
      const id = parseInput(payCheckRequestSchema, req).order_id;
      const [row] = /^\d{1,9}$/.test(id)
        ? await req.server.db
            .select({ status: orders.order_status })
            .from(orders)
            .where(and(eq(orders.id, Number(id)), eq(orders.user_id, req.userId!)))
        : [];
      return { code: 200, msg: 'ok', data: row && row.status > 1 ? [] : { code: 'fail', msg: '' } };
    },
  );

  app.get(
    '/user/order/payments',
    documented({
      tags: ['payments'],
      summary: 'Payment methods offered for a device (unconfigured ones are absent)',
      query: paymentMethodsRequestSchema,
      answer: paymentMethodsSchema,
    }),
    async (req) => ({
      code: 200,
      msg: 'ok',
      data: await offeredMethods(req.server.db, deviceOf(parseInput(paymentMethodsRequestSchema, req).device)),
    }),
  );
}
