/**
 * WeChat Pay v3 and Alipay against loopback stand-ins of their gateways, with key pairs made here: the shop's
 * requests must carry valid signatures, and only correctly signed notifications of the right amount pay, once.
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configs, moneyLogs, orderPays, orders, users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper, ledgerMismatches } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pair();
const platform = pair();
const appKeys = pair();
const alipay = pair();
const API_V3_KEY = 'k'.repeat(32);
const sign = (key: string, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');
const verify = (key: string, text: string, sig: string) =>
  createVerify('RSA-SHA256').update(text).verify(key, sig, 'base64');

/** What the stand-in gateways saw. */
const seen: {
  wechatAuthOk?: boolean;
  wechatBody?: Record<string, unknown>;
  alipayOk?: boolean;
  alipayBiz?: Record<string, unknown>;
} = {};

const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    if (req.url?.startsWith('/v3/pay/transactions/native')) {
      const auth = String(req.headers.authorization);
      const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      seen.wechatAuthOk =
        auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
        f.serial_no === 'SERIAL1' &&
        verify(
          merchant.publicKey,
          `POST\n/v3/pay/transactions/native\n${f.timestamp}\n${f.nonce_str}\n${body}\n`,
          f.signature!,
        );
      seen.wechatBody = JSON.parse(body) as Record<string, unknown>;
      const answer = JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' });
      const ts = String(Math.floor(Date.now() / 1000));
      const n = 'nonce1';
      res.writeHead(200, {
        'content-type': 'application/json',
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': n,
        'wechatpay-signature': sign(platform.privateKey, `${ts}\n${n}\n${answer}\n`),
      });
      res.end(answer);
      return;
    }
    const params = qs.parse(body) as Record<string, string>;
    const content = Object.keys(params)
      .filter((k) => k !== 'sign' && params[k] !== '')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    seen.alipayOk = params.method === 'alipay.trade.precreate' && verify(appKeys.publicKey, content, params.sign!);
    seen.alipayBiz = JSON.parse(params.biz_content!) as Record<string, unknown>;
    const node = JSON.stringify({
      code: '10000',
      msg: 'Success',
      out_trade_no: seen.alipayBiz.out_trade_no,
      qr_code: 'https://qr.alipay.com/abc',
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(`{"alipay_trade_precreate_response":${node},"sign":"${sign(alipay.privateKey, node)}"}`);
  });
});

let buyer = '';
let buyerId = 0;
let storeId = 0;
let goodsRow: Awaited<ReturnType<typeof createGoods>>['goods'];

beforeAll(async () => {
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  const pay = {
    wechatscan: {
      mp_app_id: 'wxapp1',
      mch_id: 'mch1',
      mch_secret_key: API_V3_KEY,
      mch_secret_cert: merchant.privateKey,
      mch_serial_no: 'SERIAL1',
      wechat_public_cert_path: platform.publicKey,
      notify_url: 'https://shop.example/api/payment/wechat/scan',
      gateway: base,
    },
    alipayscan: {
      app_id: 'ali1',
      app_secret_cert: appKeys.privateKey,
      alipay_public_cert_path: alipay.publicKey,
      notify_url: 'https://shop.example/api/payment/alipay/scan',
      gateway: `${base}/gateway.do`,
    },
  };
  await db
    .update(configs)
    .set({ content: JSON.stringify(pay) })
    .where(eq(configs.name, 'pay'));
  const s = await createSeller(db, 'pp-seller');
  storeId = s.store.id;
  goodsRow = (await createGoods(db, storeId, { goods_price: '19.90' })).goods;
  buyerId = (await createShopper(db, 'pp-buyer')).id;
  buyer = await t.login('home', 'pp-buyer');
});
afterAll(() => new Promise<void>((r) => gateway.close(() => r())));

async function startPay(method: 'wechat' | 'alipay') {
  const o = await createOrder(db, buyerId, storeId, [{ goods: goodsRow }]);
  // One payment per user in 3 s: move the previous one back in time.
  await db.update(orderPays).set({ created_at: '2020-01-01 00:00:00' }).where(eq(orderPays.belong_id, buyerId));
  const r = await t.call<Record<string, string>>('POST', '/api/user/order/pay', {
    token: buyer,
    body: { order_id: o.id, payment_name: method, device: 'scan' },
  });
  const [pay] = await db
    .select()
    .from(orderPays)
    .where(and(eq(orderPays.belong_id, buyerId), eq(orderPays.order_ids, String(o.id))));
  return { order: o, answer: r, pay: pay! };
}

function wechatNotice(payNo: string, cents: number, opts: { key?: string; ts?: number; tradeNo?: string } = {}) {
  const plain = JSON.stringify({
    appid: 'wxapp1',
    mchid: 'mch1',
    out_trade_no: payNo,
    transaction_id: opts.tradeNo ?? `4200${payNo}`,
    trade_state: 'SUCCESS',
    amount: { total: cents, currency: 'CNY' },
  });
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: 'n1',
    event_type: 'TRANSACTION.SUCCESS',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      nonce,
      associated_data: 'transaction',
    },
  });
  const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
  const n = 'abc';
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': ts,
      'wechatpay-nonce': n,
      'wechatpay-signature': sign(opts.key ?? platform.privateKey, `${ts}\n${n}\n${body}\n`),
      'wechatpay-serial': 'P1',
    },
  };
}

const notifyWechat = (n: ReturnType<typeof wechatNotice>) =>
  t.app.inject({ method: 'POST', url: '/api/payment/wechat/scan', payload: n.body, headers: n.headers });
const statusOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!.order_status;
const logCount = async () => (await db.select().from(moneyLogs).where(eq(moneyLogs.user_id, buyerId))).length;

describe('WeChat Pay v3', () => {
  it('is offered once configured, and starts a native payment with a signed request', async () => {
    expect(
      (await t.call<string[]>('GET', '/api/user/order/payments', { token: buyer, query: { device: 'scan' } })).data,
    ).toEqual(['balance', 'wechat', 'alipay']);
    const { answer, pay } = await startPay('wechat');
    expect(answer.code).toBe(200);
    expect(answer.data.code_url).toBe('weixin://wxpay/bizpayurl?pr=abc');
    expect(seen.wechatAuthOk).toBe(true);
    expect(seen.wechatBody).toMatchObject({
      appid: 'wxapp1',
      mchid: 'mch1',
      out_trade_no: pay.pay_no,
      amount: { total: 1990 },
    });
  });

  it('pays on a correctly signed notification, once; forged, stale or wrong-amount ones change nothing', async () => {
    const { order, pay } = await startPay('wechat');
    const logs = await logCount();
    const forged = await notifyWechat(wechatNotice(pay.pay_no, 1990, { key: merchant.privateKey }));
    expect(JSON.parse(forged.body)).toMatchObject({ status: false });
    expect(
      (await notifyWechat(wechatNotice(pay.pay_no, 1990, { ts: Math.floor(Date.now() / 1000) - 3600 }))).body,
    ).toContain('"status":false');
    expect((await notifyWechat(wechatNotice(pay.pay_no, 1, {}))).body).toContain('"status":false');
    expect((await notifyWechat(wechatNotice('nope', 1990))).body).toContain('"status":false');
    expect(await statusOf(order.id)).toBe(1);
    expect(await logCount()).toBe(logs);
    const good = wechatNotice(pay.pay_no, 1990);
    expect(JSON.parse((await notifyWechat(good)).body)).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await statusOf(order.id)).toBe(2);
    const afterFirst = await logCount();
    expect(afterFirst).toBe(logs + 2);
    expect(JSON.parse((await notifyWechat(good)).body)).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await logCount()).toBe(afterFirst);
    const [u] = await db.select().from(users).where(eq(users.id, buyerId));
    expect(u!.money).toBe('0.00');
    expect(await ledgerMismatches(db, 'user', buyerId)).toEqual([]);
    const [row] = await db.select().from(orderPays).where(eq(orderPays.id, pay.id));
    expect([row!.pay_status, row!.trade_no]).toEqual([1, `4200${pay.pay_no}`]);
  });
});

describe('Alipay', () => {
  const notice = (payNo: string, amount: string, key = alipay.privateKey) => {
    const p: Record<string, string> = {
      app_id: 'ali1',
      out_trade_no: payNo,
      trade_no: `2024${payNo}`,
      total_amount: amount,
      trade_status: 'TRADE_SUCCESS',
      notify_time: '2026-01-01 00:00:00',
      charset: 'utf-8',
      sign_type: 'RSA2',
    };
    const content = Object.keys(p)
      .filter((k) => k !== 'sign_type')
      .sort()
      .map((k) => `${k}=${p[k]}`)
      .join('&');
    return { ...p, sign: sign(key, content) };
  };
  const notify = (p: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/alipay/scan',
      payload: qs.stringify(p),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('starts a precreate payment with a signed request and answers the QR code', async () => {
    const { answer, pay } = await startPay('alipay');
    expect(answer.data.qr_code).toBe('https://qr.alipay.com/abc');
    expect(seen.alipayOk).toBe(true);
    expect(seen.alipayBiz).toMatchObject({ out_trade_no: pay.pay_no, total_amount: '19.90' });
  });

  it('pays on a correctly signed notification, once', async () => {
    const { order, pay } = await startPay('alipay');
    const logs = await logCount();
    expect((await notify(notice(pay.pay_no, '19.90', appKeys.privateKey))).body).toContain('"status":false');
    expect((await notify(notice(pay.pay_no, '0.01'))).body).toContain('"status":false');
    expect(await statusOf(order.id)).toBe(1);
    const good = notice(pay.pay_no, '19.90');
    expect((await notify(good)).body).toBe('success');
    expect((await notify(good)).body).toBe('success');
    expect(await statusOf(order.id)).toBe(2);
    expect(await logCount()).toBe(logs + 2);
    expect(await ledgerMismatches(db, 'user', buyerId)).toEqual([]);
  });
});
