import type { FastifyInstance } from 'fastify';
import { bumpCounters } from '../modules/catalog/cache.ts';
import { expireGroups } from '../modules/orders/groups.ts';
import { cancelLatePromotionOrders, promotionPayMinutes } from '../modules/orders/pay-window.ts';
import { cancelUnpaid, confirmReceived, settleCompleted, taskDays } from './tasks.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/** Asia/Shanghai calendar parts of now. */
function shanghaiNow(at = Date.now()) {
  const d = new Date(at + 8 * 3600_000);
  return { date: d.toISOString().slice(0, 10), day: d.getUTCDate(), hour: d.getUTCHours() };
}

/**
 * Whether this instance runs `task` for the period `periodKey`: the first instance to count the key in the shared
 * store (Redis with REDIS_URL) does, every other one skips. The key lives as long as the period.
 */
async function lead(app: FastifyInstance, task: string, periodKey: string, windowMs: number): Promise<boolean> {
  const { count } = await app.kv.hit(`jobs:${task}:${periodKey}`, windowMs);
  return count === 1;
}

/** One tick of every task; exported for tests, which drive time themselves. */
export async function runDueTasks(
  app: FastifyInstance,
  at = Date.now(),
): Promise<{ cancelled: number; confirmed: number; settled: number; groupsExpired: number }> {
  const db = app.db;
  const log = (e: unknown) => app.log.error(e, 'timed task failed on an order');
  const days = await taskDays(db);
  const minute = String(Math.floor(at / MINUTE_MS));
  const out = { cancelled: 0, confirmed: 0, settled: 0, groupsExpired: 0 };
  if (await lead(app, 'cancel', minute, MINUTE_MS)) {
    out.cancelled = await cancelUnpaid(db, app.kv, days.cancel, log, at);
    // Flash-sale and group orders have minutes, not days, to be paid.
    out.cancelled += await cancelLatePromotionOrders(db, app.kv, await promotionPayMinutes(db), log, at);
    if (out.cancelled) await bumpCounters(app.kv);
  }
  if (await lead(app, 'groups', minute, MINUTE_MS)) {
    out.groupsExpired = await expireGroups(db, app.kv, at, (e) => app.log.error(e, 'timed task failed on a group'));
    if (out.groupsExpired) await bumpCounters(app.kv);
  }
  if (await lead(app, 'confirm', minute, MINUTE_MS)) out.confirmed = await confirmReceived(db, days.confirm, log);
  // qwshop's cron `0 0 */N * *`: in the first hour of every Nth day of the month.
  const now = shanghaiNow(at);
  if (now.hour === 0 && (now.day - 1) % days.settlement === 0 && (await lead(app, 'settlement', now.date, DAY_MS))) {
    out.settled = await settleCompleted(db);
  }
  return out;
}

/** Starts the minute tick when the config asks for it; it stops with the app. */
export function startJobs(app: FastifyInstance): void {
  if (!app.config.jobs) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDueTasks(app, Date.now() + app.config.jobsClockOffsetMs);
    } catch (e) {
      app.log.error(e, 'timed tasks failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), MINUTE_MS);
  timer.unref();
  // A shop that was down catches up at once rather than a minute later.
  app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
