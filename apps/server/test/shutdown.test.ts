import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from '@shop/contract/orders';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { orders } from '../src/db/schema/index.ts';
import { isStopping, SERVICE_RESTART, shutDown } from '../src/http/platform/shutdown.ts';
import { runDueTasks } from '../src/jobs/scheduler.ts';
import { MemoryKv, type Kv } from '../src/lib/kv.ts';
import { TestSocket } from './chat-socket-client.ts';
import { openDatabaseCopy } from './db-image.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';
import { shopData, startServer, type ServerProcess } from './server-process.ts';

const DAY_MS = 24 * 3600_000;
const LOGIN_BODY = 'username=13800000000&password=123456&provider=users';

/**
 * A POST to /api/login whose body arrives in two halves: in flight from the moment its headers are read until
 * `finish()` sends the rest. `headersRead` resolves once the server has the request (`onRequest`, when given the
 * in-process server: Node's 'request' event), so it counts as in flight rather than as an idle connection.
 */
function slowLogin(port: number) {
  const half = Math.floor(LOGIN_BODY.length / 2);
  let req!: http.ClientRequest;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/login',
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(LOGIN_BODY),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.write(LOGIN_BODY.slice(0, half));
  });
  return { answer, finish: () => req.end(LOGIN_BODY.slice(half)) };
}

/** Whether a new TCP connection to `port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

/** One in-process store shared by several apps, as Redis is: an app closing must not close it for the others. */
function shared(kv: Kv, seen?: { hits: string[]; gate?: Promise<void>; entered?: () => void }): Kv {
  return new Proxy(kv, {
    get(target, prop, receiver) {
      if (prop === 'close') return async () => undefined;
      if (seen && prop === 'hit') {
        return (key: string, windowMs: number) => {
          seen.hits.push(key);
          return target.hit(key, windowMs);
        };
      }
      // The catalogue's counters are bumped inside the cancel task, once it has cancelled: holding that write
      // keeps the task running, with its period won.
      if (seen && prop === 'set') {
        return async (key: string, value: string, ttlMs?: number) => {
          if (key === 'catalog:counters' && seen.gate) {
            seen.entered?.();
            await seen.gate;
          }
          return target.set(key, value, ttlMs);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// Made here, not in the tests: testApp closes its shop after the file.
const stopping = await testApp({ demo: false });
const handingOver = await testApp({ demo: false });

describe('probes', () => {
  it('liveness answers without the database, readiness answers 503 without it', async () => {
    // A copy of the run's prepared database when there is one: creating a cluster takes seconds.
    const image = inject('databaseImages')?.plain;
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-probes-'));
    const { database, drop } = image
      ? await openDatabaseCopy(image, path.join(scratch, 'uploads'))
      : { database: await openDatabase({ dataDir: 'memory' }), drop: undefined };
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), rateLimitPerMinute: 0, jobs: false };
    const app = await buildApp(config, { database, logger: false });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      await database.close();
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      expect(live.headers['cache-control']).toBe('no-store');
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'error', db: 'error' });
    } finally {
      await app.close();
      await drop?.();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown in process', () => {
  it('stops accepting, turns readiness 503, tells sockets 1012, and lets the request in flight finish', async () => {
    const t = stopping;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);

    const socket = await TestSocket.open(base);
    const headersRead = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    const login = slowLogin(port);
    await headersRead;

    const stopped = shutDown(t.app, 10_000);
    expect(isStopping(t.app)).toBe(true);
    // At once: before Fastify itself starts refusing requests (after which inject fails outright).
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'stopping' });
    expect(await eventually(async () => socket.closeCode !== undefined)).toBe(true);
    expect(socket.closeCode).toBe(SERVICE_RESTART);
    expect(await eventually(() => refused(port)), 'new connections are refused').toBe(true);

    // Stopping waits for the request in flight, however long its body takes.
    await new Promise((r) => setTimeout(r, 200));
    let outcome: string | undefined;
    void stopped.then((o) => (outcome = o));
    expect(outcome).toBeUndefined();
    login.finish();
    const res = await login.answer;
    expect(res.status).toBe(200);
    // No such account in this shop: the request was handled to its end all the same.
    expect(JSON.parse(res.text)).toMatchObject({ code: 500 });
    expect(await stopped).toBe('clean');
  });

  it('past the grace period gives back the period of a timed task it did not finish; a stopping app leads none', async () => {
    const t = handingOver;
    const db = t.database.db;
    const { store } = await createSeller(db, 'handover-seller');
    const buyer = await createShopper(db, 'handover-buyer');
    const g = await createGoods(db, store.id);
    const before = await createOrder(db, buyer.id, store.id, [{ goods: g.goods }]);

    const memory = new MemoryKv();
    let release!: () => void;
    let entered!: () => void;
    const inTask = new Promise<void>((r) => (entered = r));
    const seenA = { hits: [] as string[], gate: new Promise<void>((r) => (release = r)), entered };
    // Its clock three days ahead: the order above is then two days past the one-day limit for paying.
    const config = { ...t.app.config, jobs: true, jobsClockOffsetMs: 3 * DAY_MS };
    const a: FastifyInstance = await buildApp(config, {
      database: t.database,
      kv: shared(memory, seenA),
      logger: false,
    });
    const b: FastifyInstance = await buildApp(t.app.config, {
      database: t.database,
      kv: shared(memory),
      logger: false,
    });
    onTestFinished(async () => {
      release();
      await a.close();
      await b.close();
      await memory.close();
    });
    await b.ready();
    // Ready: A's first tick runs at once, leads the cancel task of its minute and stays inside it.
    await a.ready();
    await inTask;
    const cancelKey = seenA.hits.find((k) => k.startsWith('jobs:cancel:'))!;
    expect(cancelKey).toBeDefined();
    const [, , minute] = cancelKey.split(':');

    expect(await shutDown(a, 300)).toBe('forced');
    // Stopping, A takes no period at all.
    const hitsBefore = seenA.hits.length;
    expect(await runDueTasks(a, Date.now() + 5 * DAY_MS)).toEqual({
      cancelled: 0,
      confirmed: 0,
      settled: 0,
      groupsExpired: 0,
    });
    expect(seenA.hits.length).toBe(hitsBefore);

    // B runs the period A gave back: an order left unpaid as long is cancelled in that same minute.
    const after = await createOrder(db, buyer.id, store.id, [{ goods: g.goods }]);
    const byB = await runDueTasks(b, Number(minute) * 60_000 + 1);
    expect(byB.cancelled).toBe(1);
    const statuses = await db
      .select({ id: orders.id, status: orders.order_status })
      .from(orders)
      .where(inArray(orders.id, [before.id, after.id]));
    expect(statuses.every((o) => o.status === ORDER_STATUS.cancelled)).toBe(true);
  });
});

describe('graceful shutdown of the real process', () => {
  it('answers the request in flight on SIGTERM, refuses new ones, and exits 0', async () => {
    const data = await shopData({ name: 'sigterm', demo: false });
    const started: ServerProcess[] = [];
    onTestFinished(async () => {
      for (const p of started) await p.kill('SIGKILL');
      await data.drop();
    });
    // The debug level logs each incoming request: the test then knows the server has this one.
    const proc = await startServer(data, { LOG_LEVEL: 'debug' });
    started.push(proc);
    const port = Number(new URL(proc.base).port);
    const login = slowLogin(port);
    expect(await eventually(async () => /"url":"\/api\/login"[^\n]*incoming request/.test(proc.output()), 20_000)).toBe(
      true,
    );
    proc.child.kill('SIGTERM');
    expect(await eventually(() => refused(port), 10_000), 'new connections are refused').toBe(true);
    login.finish();
    const res = await login.answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ code: 500 });
    expect(await proc.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
