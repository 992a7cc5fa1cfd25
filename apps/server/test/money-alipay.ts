/**
 * Money from outside for the money property test: Alipay configured for the web device with key pairs made here,
 * and correctly signed payment notifications (the web device answers a form to post, so no gateway is called).
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import qs from 'qs';
import { eq } from 'drizzle-orm';
import { configs } from '../src/db/schema/index.ts';
import type { TestApp } from './helper.ts';

export interface Alipay {
  /** Posts Alipay's notification that payment `payNo` of `cents` succeeded; answers the body the shop answered. */
  notify(payNo: string, cents: number): Promise<string>;
}

const APP_ID = 'money-property';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export async function enableAlipay(t: TestApp): Promise<Alipay> {
  const app = pair();
  const alipay = pair();
  const pay = {
    alipayweb: {
      app_id: APP_ID,
      app_secret_cert: app.privateKey,
      alipay_public_cert_path: alipay.publicKey,
      notify_url: 'https://shop.example/api/payment/alipay/web',
    },
  };
  await t.database.db
    .update(configs)
    .set({ content: JSON.stringify(pay) })
    .where(eq(configs.name, 'pay'));
  return {
    async notify(payNo, cents) {
      const p: Record<string, string> = {
        app_id: APP_ID,
        out_trade_no: payNo,
        trade_no: `2026${payNo}`,
        total_amount: (cents / 100).toFixed(2),
        trade_status: 'TRADE_SUCCESS',
        notify_time: '2026-01-01 00:00:00',
        charset: 'utf-8',
        sign_type: 'RSA2',
      };
      // Alipay signs every parameter but sign_type, sorted by name.
      const content = Object.keys(p)
        .filter((k) => k !== 'sign_type')
        .sort()
        .map((k) => `${k}=${p[k]}`)
        .join('&');
      const sign = createSign('RSA-SHA256').update(content).sign(alipay.privateKey, 'base64');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/alipay/web',
        payload: qs.stringify({ ...p, sign }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return res.body;
    },
  };
}
