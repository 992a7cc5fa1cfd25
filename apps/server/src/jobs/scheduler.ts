import type { FastifyInstance } from 'fastify';
import { bumpCounters } from '../modules/catalog/cache.ts';
import { isStopping, whenGraceRunsOut } from '../http/platform/shutdown.ts';
import { shanghaiTime } from '../lib/time.ts';
import { expireGroups } from '../modules/orders/groups.ts';
import { cancelLatePromotionOrders, promotionPayMinutes } from '../modules/orders/pay-window.ts';
import { cancelUnpaid, confirmReceived, settleCompleted, taskDays } from './tasks.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 3600_000;

/** Asia/Shanghai calendar parts of now. */
function shanghaiNow(at = Date.now()) {
  const time = shanghaiTime(at);
  return { date: time.slice(0, 10), day: Number(time.slice(8, 10)), hour: Number(time.slice(11, 13)) };
}

/** Period keys this instance won and whose task has not finished yet, per app. */
const unfinished = new WeakMap<FastifyInstance, Set<string>>();

/**
 * Whether this instance runs `task` for the period `periodKey`: the first instance to count the key in the shared
 * store (Redis with REDIS_URL) does, every other one skips. The key lives as long as the period. A stopping
 * instance takes no period: another one (or this one after its restart) will.
 */
async function lead(app: FastifyInstance, task: string, periodKey: string, windowMs: number): Promise<string | null> {
  if (isStopping(app)) return null;
  const key = `jobs:${task}:${periodKey}`;
  const { count } = await app.kv.hit(key, windowMs);
  return count === 1 ? key : null;
}

/**
 * Runs `work` when this instance leads the period. While it runs the key is unfinished: should the instance stop
 * before the task ends, the key is released so that another instance runs the period instead of nobody.
 */
async function led<T>(
  app: FastifyInstance,
  task: string,
  periodKey: string,
  windowMs: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const key = await lead(app, task, periodKey, windowMs);
  if (!key) return undefined;
  let mine = unfinished.get(app);
  if (!mine) unfinished.set(app, (mine = new Set()));
  mine.add(key);
  try {
    return await work();
  } finally {
    mine.delete(key);
  }
}

/** Gives back the periods of tasks still running (the instance stops without finishing them). */
export async function releaseUnfinishedPeriods(app: FastifyInstance): Promise<string[]> {
  const keys = [...(unfinished.get(app) ?? [])];
  for (const key of keys) await app.kv.del(key);
  unfinished.get(app)?.clear();
  return keys;
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
  await led(app, 'cancel', minute, MINUTE_MS, async () => {
    out.cancelled = await cancelUnpaid(db, app.kv, days.cancel, log, at);
    // Flash-sale and group orders have minutes, not days, to be paid.
    out.cancelled += await cancelLatePromotionOrders(db, app.kv, await promotionPayMinutes(db), log, at);
    if (out.cancelled) await bumpCounters(app.kv);
  });
  await led(app, 'groups', minute, MINUTE_MS, async () => {
    out.groupsExpired = await expireGroups(db, app.kv, at, (e) => app.log.error(e, 'timed task failed on a group'));
    if (out.groupsExpired) await bumpCounters(app.kv);
  });
  await led(app, 'confirm', minute, MINUTE_MS, async () => {
    out.confirmed = await confirmReceived(db, days.confirm, log);
  });
  // qwshop's cron `0 0 */N * *`: in the first hour of every Nth day of the month.
  const now = shanghaiNow(at);
  if (now.hour === 0 && (now.day - 1) % days.settlement === 0) {
    await led(app, 'settlement', now.date, DAY_MS, async () => {
      out.settled = await settleCompleted(db);
    });
  }
  return out;
}

/** Starts the minute tick when the config asks for it; it stops with the app. */
export function startJobs(app: FastifyInstance): void {
  if (!app.config.jobs) return;
  let running: Promise<void> | undefined;
  const tick = async () => {
    if (running || isStopping(app)) return;
    running = runDueTasks(app, Date.now() + app.config.jobsClockOffsetMs)
      .then(() => undefined)
      .catch((e: unknown) => app.log.error(e, 'timed tasks failed'))
      .finally(() => {
        running = undefined;
      });
    await running;
  };
  const timer = setInterval(() => void tick(), MINUTE_MS);
  timer.unref();
  // A shop that was down catches up at once rather than a minute later.
  app.addHook('onReady', async () => void tick());
  // A stop waits for the tick under way (bounded by the grace period); past it, the periods go back to the pool.
  whenGraceRunsOut(app, async () => {
    const keys = await releaseUnfinishedPeriods(app);
    if (keys.length) app.log.warn({ keys }, 'stopping before timed tasks finished: their periods are released');
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
