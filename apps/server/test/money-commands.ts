/**
 * The commands of the money property test: each picks its targets from the model's state (an order in the status
 * it needs, most of the time; any order, sometimes, so refusals are tried too), sends its requests, checks the
 * answers against the model and then every invariant, and prints what it did in a counterexample.
 */
import fc from 'fast-check';
import {
  adminMoney,
  askRefund,
  buyerStatus,
  buyWithPoints,
  cancelCash,
  complete,
  decideRefund,
  payByAlipay,
  payOrders,
  placeOrder,
  requestCash,
  reviewCash,
  runAlone,
  runTogether,
  settle,
  ship,
  type Action,
} from './money-actions.ts';
import { moneyProblems } from './money-invariants.ts';
import type { Model, ModelOrder } from './money-model.ts';
import type { World } from './money-world.ts';

export type MoneyCommand = fc.AsyncCommand<Model, World>;

/** How many operations (actions sent, each checked) the commands ran, over every run. */
export interface Tally {
  operations: number;
}

/** Makes each checkout request unique (the double-click guard refuses the same basket twice within seconds). */
let basket = 900_000;

export function moneyCommands(world: World, tally: Tally): fc.Arbitrary<MoneyCommand>[] {
  /** The model's live orders, oldest first; `of`: only those of one buyer. */
  const liveOrders = (m: Model, of?: number) =>
    [...m.orders.values()].filter((o) => of === undefined || o.buyer === of);
  const pick = <T>(list: T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

  /**
   * An order for an order step: usually one in the status the step needs (`wanted`), sometimes any live order, so
   * refusals are tried as well.
   */
  function orderFor(m: Model, n: number, stray: boolean, wanted: (o: ModelOrder) => boolean): ModelOrder | undefined {
    const all = liveOrders(m);
    const fit = all.filter(wanted);
    return stray || !fit.length ? pick(all, n) : pick(fit, n);
  }

  async function checked(m: Model, sent: number): Promise<void> {
    tally.operations += sent;
    const problems = await moneyProblems(world, m);
    if (problems.length) throw new Error(`invariants broken:\n  ${problems.join('\n  ')}`);
  }

  /** A command of the property: what it does with the model's state, and how it prints in a counterexample. */
  class Step implements MoneyCommand {
    private done = '';
    constructor(
      private readonly name: string,
      private readonly params: object,
      private readonly make: (m: Model) => Action | Action[] | undefined,
    ) {}
    check = () => true;
    async run(m: Model): Promise<void> {
      const made = this.make(m);
      if (!made) {
        this.done = 'nothing to act on';
        return;
      }
      const actions = Array.isArray(made) ? made : [made];
      this.done = actions.map((a) => a.label).join(' ‖ ');
      if (actions.length === 1) await runAlone(m, actions[0]!);
      else await runTogether(m, actions);
      await checked(m, actions.length);
    }
    toString(): string {
      return `${this.name}(${JSON.stringify(this.params)})${this.done ? ` [${this.done}]` : ''}`;
    }
  }

  const shopper = fc.nat(world.shoppers.length - 1);
  const store = fc.nat(world.sellers.length - 1);
  const stray = fc.integer({ min: 0, max: 4 }).map((n) => n === 0);
  /** A share of the current balance in percent: above 100 asks for more than there is. */
  const share = fc.integer({ min: 1, max: 130 });
  const shareOf = (balance: number, pct: number) => Math.max(1, Math.floor((balance * pct) / 100));
  const sid = (i: number) => world.sellers[i]!.storeId;
  const uid = (i: number) => world.shoppers[i]!.id;

  const credit = fc
    .record({
      who: fc.nat(world.shoppers.length + world.sellers.length - 1),
      points: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      amount: fc.integer({ min: 1, max: 100_000 }),
      debit: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    })
    .map(
      (p) =>
        new Step('credit', p, (m) => {
          const isStore = p.who >= world.shoppers.length;
          const target = isStore
            ? { belong: 'store' as const, id: sid(p.who - world.shoppers.length) }
            : { belong: 'user' as const, id: uid(p.who) };
          const type = p.points && !isStore ? 2 : 0;
          if (!p.debit) return adminMoney(world, target, type, p.amount);
          const held = isStore
            ? m.stores.get(target.id)!.money
            : type === 2
              ? m.users.get(target.id)!.points
              : m.users.get(target.id)!.money;
          return adminMoney(world, target, type, -shareOf(held, 100 + (p.amount % 30)));
        }),
    );

  const order = fc
    .record({
      buyer: shopper,
      items: fc.uniqueArray(fc.record({ goods: fc.nat(world.goods.length - 1), n: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 3,
        selector: (i) => i.goods,
      }),
    })
    .map((p) => new Step('order', p, () => placeOrder(world, uid(p.buyer), p.items, ++basket)));

  const pay = fc.record({ buyer: shopper, pick: fc.nat(), two: fc.boolean(), stray }).map(
    (p) =>
      new Step('pay', p, (m) => {
        const mine = liveOrders(m, uid(p.buyer));
        const unpaid = mine.filter((o) => o.status === 1);
        const from = p.stray || !unpaid.length ? mine : unpaid;
        const first = pick(from, p.pick);
        if (!first) return undefined;
        const second = p.two ? pick(from, p.pick + 1) : undefined;
        return payOrders(world, first.buyer, [...new Set([first.id, second?.id ?? first.id])]);
      }),
  );

  const alipay = fc
    .record({ pick: fc.nat(), stray, cancelFirst: fc.integer({ min: 0, max: 3 }).map((n) => n === 0) })
    .map(
      (p) =>
        new Step('alipay', p, (m) => {
          const o = orderFor(m, p.pick, p.stray, (x) => x.status === 1);
          return o && payByAlipay(world, o, p.cancelFirst);
        }),
    );

  const cancel = fc.record({ pick: fc.nat(), stray }).map(
    (p) =>
      new Step('cancel', p, (m) => {
        const o = orderFor(m, p.pick, p.stray, (x) => x.status === 1);
        return o && buyerStatus(world, o, 0);
      }),
  );

  const shipStep = fc
    .record({ pick: fc.nat(), stray, wrongStore: fc.integer({ min: 0, max: 9 }).map((n) => n === 0) })
    .map(
      (p) =>
        new Step('ship', p, (m) => {
          const o = orderFor(m, p.pick, p.stray, (x) => x.status === 2);
          if (!o) return undefined;
          const other = world.sellers.find((s) => s.storeId !== o.storeId)!.storeId;
          return ship(world, o, p.wrongStore ? other : o.storeId);
        }),
    );

  const confirm = fc.record({ pick: fc.nat(), stray }).map(
    (p) =>
      new Step('confirm', p, (m) => {
        const o = orderFor(m, p.pick, p.stray, (x) => x.status === 3);
        return o && buyerStatus(world, o, 4);
      }),
  );

  const completeStep = fc.record({ pick: fc.nat(), stray, admin: fc.boolean() }).map(
    (p) =>
      new Step('complete', p, (m) => {
        const o = orderFor(m, p.pick, p.stray, (x) => x.status === 4);
        return o && complete(world, o, p.admin ? 'admin' : 'buyer');
      }),
  );

  const refund = fc.record({ pick: fc.nat(), stray }).map(
    (p) =>
      new Step('refund', p, (m) => {
        const o = orderFor(m, p.pick, p.stray, (x) => x.status >= 2 && x.status <= 4);
        return o && askRefund(world, o);
      }),
  );

  const decide = fc.record({ pick: fc.nat(), stray, approve: fc.boolean() }).map(
    (p) =>
      new Step('decide', p, (m) => {
        const o = orderFor(m, p.pick, p.stray, (x) => x.refund === 'pending');
        return o && decideRefund(world, o, p.approve);
      }),
  );

  /**
   * The next step of an order's ordinary life (pay, or top up or give up; ship, confirm, complete, settle; decide a
   * pending refund).
   */
  const advance = fc.record({ pick: fc.nat(), approve: fc.boolean() }).map(
    (p) =>
      new Step('advance', p, (m) => {
        const o = pick(liveOrders(m), p.pick);
        if (!o) return undefined;
        if (o.refund === 'pending') return decideRefund(world, o, p.approve);
        const next: Record<number, () => Action> = {
          // A shopper who cannot pay is topped up by the platform or gives the order up (the pay step is the one
          // that tries paying without the money).
          1: () => {
            if (o.totalCents <= m.users.get(o.buyer)!.money) return payOrders(world, o.buyer, [o.id]);
            if (p.approve) return adminMoney(world, { belong: 'user', id: o.buyer }, 0, o.totalCents);
            return buyerStatus(world, o, 0);
          },
          2: () => ship(world, o, o.storeId),
          3: () => buyerStatus(world, o, 4),
          4: () => complete(world, o, 'buyer'),
          6: () => settle(world),
        };
        return next[o.status]?.();
      }),
  );

  const settleStep = fc.constant(null).map(() => new Step('settle', {}, () => settle(world)));

  const withdraw = fc.record({ who: fc.nat(world.shoppers.length + world.sellers.length - 1), pct: share }).map(
    (p) =>
      new Step('withdraw', p, (m) => {
        if (p.who < world.shoppers.length)
          return requestCash(world, { belong: 'user', id: uid(p.who) }, shareOf(m.users.get(uid(p.who))!.money, p.pct));
        const id = sid(p.who - world.shoppers.length);
        return requestCash(world, { belong: 'store', id }, shareOf(m.stores.get(id)!.money, p.pct));
      }),
  );

  const cashIds = (m: Model, pending: boolean) =>
    [...m.cashes.values()].filter((c) => !pending || c.status === 0).map((c) => c.id);

  const cancelCashStep = fc.record({ store, pick: fc.nat(), stray }).map(
    (p) =>
      new Step('cancelCash', p, (m) => {
        const own = [...m.cashes.values()].filter((c) => c.belong === 'store' && c.owner === sid(p.store));
        const id = p.stray
          ? pick(cashIds(m, false), p.pick)
          : pick(
              own.filter((c) => c.status === 0),
              p.pick,
            )?.id;
        return id === undefined ? undefined : cancelCash(world, sid(p.store), id);
      }),
  );

  const review = fc.record({ pick: fc.nat(), stray, pay: fc.boolean() }).map(
    (p) =>
      new Step('review', p, (m) => {
        const id = pick(cashIds(m, !p.stray), p.pick) ?? pick(cashIds(m, false), p.pick);
        return id === undefined ? undefined : reviewCash(world, id, p.pay ? 1 : 2);
      }),
  );

  const points = fc
    .record({ buyer: shopper, goods: fc.nat(world.pointsGoods.length - 1), n: fc.integer({ min: 1, max: 3 }) })
    .map((p) => new Step('points', p, () => buyWithPoints(world, uid(p.buyer), p.goods, p.n)));

  /** Requests at the same time on one balance or one request. */
  const together = fc
    .record({
      kind: fc.constantFrom(
        'twoWithdrawals',
        'payTwice',
        'payAndCancel',
        'completeAndRefund',
        'doubleDecision',
        'twoSettlements',
      ),
      who: shopper,
      a: share,
      b: share,
      pick: fc.nat(),
    })
    .map(
      (p) =>
        new Step('together', p, (m): Action[] | undefined => {
          if (p.kind === 'twoWithdrawals') {
            // Two requests on one balance that together may ask for more than it holds.
            const withCheck = world.shoppers.filter((s) => s.checked);
            const id = withCheck[p.who % withCheck.length]!.id;
            const money = m.users.get(id)!.money;
            return [
              requestCash(world, { belong: 'user', id }, shareOf(money, p.a)),
              requestCash(world, { belong: 'user', id }, shareOf(money, p.b)),
            ];
          }
          if (p.kind === 'doubleDecision') {
            const cash = pick(cashIds(m, true), p.pick) ?? pick(cashIds(m, false), p.pick);
            return cash === undefined ? undefined : [reviewCash(world, cash, 1), reviewCash(world, cash, 2)];
          }
          if (p.kind === 'twoSettlements') return [settle(world), settle(world)];
          if (p.kind === 'completeAndRefund') {
            // The buyer's review completes the order (points, then settlement) while a refund is asked: not both.
            const o = pick(
              liveOrders(m).filter((x) => x.status === 4),
              p.pick,
            );
            return o && [complete(world, o, 'buyer'), askRefund(world, o)];
          }
          const id = uid(p.who);
          const unpaid = liveOrders(m, id).filter((o) => o.status === 1);
          const first = pick(unpaid, p.pick);
          if (!first) return undefined;
          if (p.kind === 'payAndCancel') return [payOrders(world, id, [first.id]), buyerStatus(world, first, 0)];
          const second = pick(unpaid, p.pick + 1)!;
          return second.id === first.id
            ? undefined
            : [payOrders(world, id, [first.id]), payOrders(world, id, [second.id])];
        }),
    );

  // Some steps carry more weight: an order goes through several of them before anything can be settled.
  return [
    credit,
    credit,
    order,
    order,
    advance,
    advance,
    advance,
    advance,
    pay,
    alipay,
    cancel,
    shipStep,
    confirm,
    completeStep,
    refund,
    decide,
    settleStep,
    withdraw,
    withdraw,
    cancelCashStep,
    review,
    review,
    points,
    together,
  ];
}
