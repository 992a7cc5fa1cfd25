import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import qs from 'qs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seckills } from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { OWNER, SHOPPER } from './chat-fixtures.ts';
import { TestSocket } from './chat-socket-client.ts';
import { onPostgres } from './helper.ts';
import { multipart } from './multipart.ts';
import { NGINX_MISSING, nginxBinary, rawRequest, startNginx, type NginxFront } from './nginx-front.ts';
import { createGoods, createSeller, stockOf } from './order-fixtures.ts';
import { basket, buyers, flashSale, type Buyer } from './promotion-fixtures.ts';
import { startTestBucket, type TestBucket } from './s3-server.ts';
import { twoInstances, type Instance, type TwoInstances } from './two-instances.ts';

/**
 * deploy/nginx/shop.conf, as committed, in front of two instances on one PostgreSQL, one Redis and one S3 bucket
 * (s3rver): every request below goes through nginx, which picks the instance (round robin); each instance records
 * what it served, so a scenario can insist that its second step landed on the other one. Runs in the PostgreSQL
 * pass with Redis, like the other scale-out tests. CI installs Debian's nginx; there a missing nginx fails the run.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const scaleRun = onPostgres && !!databaseUrl && !!redisUrl;
const nginx = nginxBinary();
const TITLE = 'deploy/nginx/shop.conf in front of two instances';

/** The test's own address: nginx reaches the instances from 127.0.0.1, the client calls nginx from this one. */
const CLIENT = '127.0.0.2';
const QUOTA = 20;
const ATTEMPTS = 120;

/** A built storefront asset with its precompressed forms, as scripts/vite-precompress.ts writes them. */
const entryJs = `export const shop = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `goods ${i}`))};`;
const asset = { plain: Buffer.from(entryJs), br: zlib.brotliCompressSync(entryJs), gz: zlib.gzipSync(entryJs) };

function builtApps(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-static-'));
  for (const [suffix, data] of [
    ['', asset.plain],
    ['.br', asset.br],
    ['.gz', asset.gz],
  ] as const) {
    const file = path.join(root, 'storefront', 'assets', `index-d3p10y.js${suffix}`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  }
  fs.writeFileSync(path.join(root, 'storefront', 'index.html'), '<!doctype html><title>shop</title>');
  return root;
}

if (scaleRun && !nginx) {
  if (process.env.CI) {
    describe(TITLE, () => {
      it('needs nginx', () => {
        throw new Error(NGINX_MISSING);
      });
    });
  } else {
    console.warn(`deploy-nginx.test.ts skipped: ${NGINX_MISSING}`);
    describe.skip(`${TITLE} (${NGINX_MISSING})`, () => {
      it('needs nginx', () => undefined);
    });
  }
}

describe.runIf(scaleRun && !!nginx)(TITLE, () => {
  let two: TwoInstances;
  let front: NginxFront;
  let bucket: TestBucket;
  let staticRoot = '';
  const tokens: Record<number, string> = {};
  let people: Buyer[] = [];
  let goodsId = 0;
  let saleId = 0;
  /** Every request and socket handshake each instance took, in order. */
  const served: { instance: 'a' | 'b'; url: string }[] = [];
  const lastServed = (url: string) => [...served].reverse().find((s) => s.url.startsWith(url))?.instance;

  const form = (body: object, token?: string) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: qs.stringify(body),
  });
  const envelope = (res: { body: Buffer }) => JSON.parse(res.body.toString()) as { code: number; data: never };

  beforeAll(async () => {
    staticRoot = builtApps();
    bucket = await startTestBucket('nginx');
    two = await twoInstances({
      redisUrl: redisUrl!,
      name: 'nginx',
      postgres: true,
      config: { trustProxy: 1, staticRoot, storageUrl: bucket.storageUrl },
      prepare: async (setup) => {
        for (const [id, area] of [
          [SHOPPER, 'home'],
          [OWNER, 'seller'],
        ] as const)
          tokens[id] = (
            await issueToken(setup.db, { provider: 'users', area, accountId: id, ttlSeconds: 3600 })
          ).access_token;
        const store = (await createSeller(setup.db, 'nginx-flash')).store.id;
        const created = await createGoods(setup.db, store, { goods_price: '50.00', goods_stock: 500, freight_id: -1 });
        goodsId = created.goods.id;
        saleId = (await flashSale(setup.db, store, goodsId, { price: '5.00', quota: QUOTA, per_user: 1 })).id;
        people = await buyers(setup.db, 'nginx-flash', 60);
      },
    });
    for (const [instance, i] of [
      ['a', two.a],
      ['b', two.b],
    ] as const) {
      i.app.server.on('request', (req: http.IncomingMessage) => served.push({ instance, url: req.url ?? '' }));
      i.app.server.on('upgrade', (req: http.IncomingMessage) => served.push({ instance, url: req.url ?? '' }));
    }
    front = await startNginx(
      nginx!,
      [two.a, two.b].map((i: Instance) => new URL(i.base).host),
    );
  }, 120_000);

  afterAll(async () => {
    await front?.stop();
    await two?.close();
    await bucket?.close();
    if (staticRoot) fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  it('passes the client address and scheme it saw, never the ones the client wrote', async () => {
    const res = await rawRequest(front.base, '/api/common', {
      headers: { 'x-forwarded-for': '198.51.100.66', 'x-forwarded-proto': 'https' },
      localAddress: CLIENT,
    });
    expect(res.status).toBe(200);
    expect(envelope(res).data).toMatchObject({ ip: CLIENT });
    // The forged https is overwritten with nginx's own http, so the shop does not pin the browser to HTTPS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Straight to an instance, the same forged header would have been believed: the proxy is what protects.
    const direct = await rawRequest(two.a.base, '/api/common', {
      headers: { 'x-forwarded-for': '198.51.100.66' },
      localAddress: CLIENT,
    });
    expect(envelope(direct).data).toMatchObject({ ip: '198.51.100.66' });
  });

  it('keeps /metrics to the instances', async () => {
    const before = served.length;
    expect((await rawRequest(front.base, '/metrics')).status).toBe(404);
    expect(served.slice(before)).toEqual([]);
  });

  it('accepts on one instance a token issued by the other', async () => {
    const login = await rawRequest(
      front.base,
      '/api/login',
      form({ username: '13800000000', password: '123456', provider: 'users' }),
    );
    expect(envelope(login).code).toBe(200);
    const issuer = lastServed('/api/login');
    const token = (envelope(login).data as { access_token: string }).access_token;
    let other: { code: number; data: never } | undefined;
    for (let tries = 0; tries < 4 && !other; tries++) {
      const info = await rawRequest(front.base, '/api/auth/info', form({ provider: 'users' }, token));
      if (lastServed('/api/auth/info') !== issuer) other = envelope(info);
    }
    expect(other, 'nginx never sent /api/auth/info to the other instance').toBeDefined();
    expect(other!.code).toBe(200);
    expect(other!.data).toMatchObject({ id: SHOPPER });
  });

  it('serves through one instance a picture uploaded through the other (uploads in the bucket)', async () => {
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c81e3c' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart({ name: 'nginx' }, [
      { filename: 'p.png', data: picture, type: 'image/png' },
    ]);
    const up = await rawRequest(front.base, '/api/uploads', {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${tokens[SHOPPER]}` },
      body: payload,
    });
    expect(envelope(up).code).toBe(200);
    const uploadedOn = lastServed('/api/uploads');
    const url = envelope(up).data as string;
    // In the bucket, not in the data folder the two test instances happen to share.
    expect(fs.existsSync(path.join(two.dataDir, 'uploads', url.replace(/^\/uploads\//, '')))).toBe(false);
    let other: { status: number; body: Buffer } | undefined;
    for (let tries = 0; tries < 4 && !other; tries++) {
      const res = await rawRequest(front.base, url);
      if (lastServed(url) !== uploadedOn) other = res;
    }
    expect(other, 'nginx never sent the picture request to the other instance').toBeDefined();
    expect(other!.status).toBe(200);
    const meta = await sharp(other!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
  });

  it('carries a chat message across instances over WebSockets upgraded by nginx', async () => {
    const sockets: TestSocket[] = [];
    try {
      const owner = await TestSocket.signIn(front.base, { token: tokens[OWNER] });
      sockets.push(owner.socket);
      expect(owner.heart.type).toBe('heart');
      const ownerOn = lastServed('/ws');
      let shopper: TestSocket | undefined;
      for (let tries = 0; tries < 4 && !shopper; tries++) {
        const s = await TestSocket.signIn(front.base, { token: tokens[SHOPPER] });
        sockets.push(s.socket);
        expect(s.heart.type).toBe('heart');
        if (lastServed('/ws') !== ownerOn) shopper = s.socket;
      }
      expect(shopper, 'nginx never opened a socket on the other instance').toBeDefined();
      const add = await rawRequest(
        front.base,
        '/api/Chat/add',
        form({ provider: 'users', rid: String(OWNER), rtype: 'users' }, tokens[SHOPPER]),
      );
      expect(envelope(add).code).toBe(200);
      shopper!.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: 'through nginx' } });
      const [message] = await owner.socket.waitForChats(1, 10_000);
      expect(message!.content).toBe('through nginx');
    } finally {
      sockets.forEach((s) => s.close());
    }
  });

  it(`sells exactly ${QUOTA} in a flash sale rushed through nginx onto both instances`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const before = served.length;
    try {
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, async (_, k) => {
          const who = people[k % people.length]!;
          const body = {
            params: basket([{ goods_id: goodsId, sku_id: 0, buy_num: 1, cart_id: 300_000 + k }]),
            address_id: who.address,
            coupon_id: '',
          };
          return envelope(await rawRequest(front.base, '/api/user/order/create', { ...form(body, who.token), agent }));
        }),
      );
      expect(answers.filter((a) => a.code === 200)).toHaveLength(QUOTA);
    } finally {
      agent.destroy();
    }
    const rush = served.slice(before).filter((s) => s.url === '/api/user/order/create');
    expect(new Set(rush.map((s) => s.instance))).toEqual(new Set(['a', 'b']));
    const [row] = await two.setup.db.select().from(seckills).where(eq(seckills.id, saleId));
    expect(row!.sold).toBe(QUOTA);
    expect(await stockOf(two.setup.db, goodsId)).toBe(500 - QUOTA);
  });

  it('passes a precompressed asset through byte for byte with its Content-Encoding and Vary', async () => {
    for (const [accept, encoding, bytes] of [
      ['br, gzip', 'br', asset.br],
      ['gzip', 'gzip', asset.gz],
      ['identity', undefined, asset.plain],
    ] as const) {
      const res = await rawRequest(front.base, '/assets/index-d3p10y.js', { headers: { 'accept-encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.body.equals(bytes), `${accept}: the body is not the built file`).toBe(true);
    }
  });

  it('passes a compressed API answer through with its Content-Encoding', async () => {
    const res = await rawRequest(front.base, '/api/goods?page=1', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(res.body).toString())).toMatchObject({ code: 200 });
  });

  it('lets an 11 MB body through to the shop (its own limit is 12 MB)', async () => {
    const before = served.length;
    const res = await rawRequest(front.base, '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'users', username: 'x'.repeat(11 * 1024 * 1024), password: 'x' }),
    });
    expect(res.status).not.toBe(413);
    // The shop's envelope, not nginx's HTML error page.
    expect(envelope(res).code).not.toBe(200);
    expect(served.slice(before).map((s) => s.url)).toContain('/api/login');
    expect(front.log()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});
