/**
 * WeChat Pay (API v3) and Alipay (RSA2, public-key mode) with node:crypto only: signed requests to start a
 * payment, and signature checks of their notifications. Keys come from the `pay` site setting: an
 * inline PEM or the key of an uploaded private file (`private/crt/…` in the file store).
 */
import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import type { PaymentName } from '@shop/contract/orders';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/envelope.ts';
import { readConfigs } from '../system/configs.ts';
import { isPrivateKey, isValidKey, type FileStore } from '../../lib/file-store.ts';
import type { PayRow } from './settle.ts';
import { shanghaiTime } from '../../lib/time.ts';

export type Device = 'scan' | 'web' | 'wap' | 'app' | 'mp' | 'mini';

const WECHAT_GATEWAY = 'https://api.mch.weixin.qq.com';
const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const TIMEOUT_MS = 10_000;
/** A notification older than this is a replay, not news. */
const MAX_SKEW_S = 300;

type Settings = Record<string, string>;

let keyStore: FileStore | undefined;
/** Where uploaded key files live; set once by the module at start-up. */
export function setKeyStore(files: FileStore): void {
  keyStore = files;
}

async function settings(db: Db, key: string): Promise<Settings> {
  const pay = (await readConfigs(db, ['pay'])).pay;
  const group = pay && typeof pay === 'object' ? (pay as Record<string, unknown>)[key] : undefined;
  const out: Settings = {};
  if (group && typeof group === 'object') {
    for (const [k, v] of Object.entries(group as Record<string, unknown>))
      out[k] = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  }
  return out;
}

/** PEM text from an inline value, a bare base64 key (Alipay's console format) or an uploaded file. */
async function pemOf(value: string | undefined, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): Promise<string | undefined> {
  if (!value) return undefined;
  if (value.startsWith('-----BEGIN')) return value;
  if (/^[A-Za-z0-9+/=\s]{100,}$/.test(value))
    return `-----BEGIN ${kind}-----\n${value.replace(/\s+/g, '')}\n-----END ${kind}-----\n`;
  // Only the private namespace: a setting can never make the server read a public upload as a key.
  if (!keyStore || !isValidKey(value) || !isPrivateKey(value)) return undefined;
  return (await keyStore.read(value))?.toString('utf8');
}

async function privateKey(value: string | undefined): Promise<KeyObject | undefined> {
  const pem = await pemOf(value, 'PRIVATE KEY');
  try {
    return pem ? createPrivateKey(pem) : undefined;
  } catch {
    return undefined;
  }
}

/** A public key from a public-key PEM or from a certificate. */
async function publicKey(value: string | undefined): Promise<KeyObject | undefined> {
  const pem = await pemOf(value, 'PUBLIC KEY');
  if (!pem) return undefined;
  try {
    return pem.includes('CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
  } catch {
    return undefined;
  }
}

interface WechatKeys {
  appId: string;
  mchId: string;
  apiV3Key: string;
  serial: string;
  merchantKey: KeyObject;
  platformKey: KeyObject;
  notifyUrl: string;
  gateway: string;
}

async function wechatKeys(s: Settings): Promise<WechatKeys | undefined> {
  const merchantKey = await privateKey(s.mch_secret_cert);
  const platformKey = await publicKey(s.wechat_public_cert_path);
  let serial = s.mch_serial_no ?? '';
  if (!serial && s.mch_public_cert_path) {
    const pem = await pemOf(s.mch_public_cert_path, 'PUBLIC KEY');
    try {
      serial = pem ? new X509Certificate(pem).serialNumber : '';
    } catch {
      serial = '';
    }
  }
  const appId = s.mp_app_id || s.app_id || s.mini_app_id || '';
  if (!merchantKey || !platformKey || !serial || !appId || !s.mch_id || (s.mch_secret_key ?? '').length !== 32)
    return undefined;
  return {
    appId,
    mchId: s.mch_id,
    apiV3Key: s.mch_secret_key!,
    serial,
    merchantKey,
    platformKey,
    notifyUrl: s.notify_url ?? '',
    gateway: s.gateway || WECHAT_GATEWAY,
  };
}

interface AlipayKeys {
  appId: string;
  appKey: KeyObject;
  alipayKey: KeyObject;
  notifyUrl: string;
  returnUrl: string;
  gateway: string;
}

async function alipayKeys(s: Settings): Promise<AlipayKeys | undefined> {
  const appKey = await privateKey(s.app_secret_cert);
  const alipayKey = await publicKey(s.alipay_public_cert_path);
  if (!appKey || !alipayKey || !s.app_id) return undefined;
  return {
    appId: s.app_id,
    appKey,
    alipayKey,
    notifyUrl: s.notify_url ?? '',
    returnUrl: s.return_url ?? '',
    gateway: s.gateway || ALIPAY_GATEWAY,
  };
}

/** Balance always; a provider only when its keys for that device are complete and readable. */
export async function offeredMethods(db: Db, device: Device): Promise<PaymentName[]> {
  const out: PaymentName[] = ['balance'];
  if (await wechatKeys(await settings(db, `wechat${device}`))) out.push('wechat');
  if (await alipayKeys(await settings(db, `alipay${device}`))) out.push('alipay');
  return out;
}

const nonce = () => randomBytes(16).toString('hex');
const rsaSign = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');
const rsaVerify = (key: KeyObject, text: string, signature: string) => {
  try {
    return createVerify('RSA-SHA256').update(text).verify(key, signature, 'base64');
  } catch {
    return false;
  }
};

/** Checks WeChat's `Wechatpay-*` headers over `timestamp\nnonce\nbody\n` with the platform key. */
function wechatSignatureOk(k: WechatKeys, headers: Record<string, unknown>, body: string): boolean {
  const h = (n: string) => (typeof headers[n] === 'string' ? headers[n] : '');
  const ts = Number(h('wechatpay-timestamp'));
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > MAX_SKEW_S) return false;
  return rsaVerify(
    k.platformKey,
    `${h('wechatpay-timestamp')}\n${h('wechatpay-nonce')}\n${body}\n`,
    h('wechatpay-signature'),
  );
}

async function wechatOrder(k: WechatKeys, pay: PayRow, device: Device, client: { ip: string; openid: string }) {
  const kind =
    device === 'scan' || device === 'web' ? 'native' : device === 'wap' ? 'h5' : device === 'app' ? 'app' : 'jsapi';
  const path = `/v3/pay/transactions/${kind}`;
  const payload: Record<string, unknown> = {
    appid: k.appId,
    mchid: k.mchId,
    description: pay.name.slice(0, 120) || pay.pay_no,
    out_trade_no: pay.pay_no,
    notify_url: k.notifyUrl,
    amount: { total: Math.round(Number(pay.total) * 100), currency: 'CNY' },
  };
  if (kind === 'jsapi') payload.payer = { openid: client.openid };
  if (kind === 'h5') payload.scene_info = { payer_client_ip: client.ip, h5_info: { type: 'Wap' } };
  const body = JSON.stringify(payload);
  const ts = String(Math.floor(Date.now() / 1000));
  const n = nonce();
  const signature = rsaSign(k.merchantKey, `POST\n${path}\n${ts}\n${n}\n${body}\n`);
  const res = await fetch(`${k.gateway}${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${k.mchId}",nonce_str="${n}",signature="${signature}",timestamp="${ts}",serial_no="${k.serial}"`,
    },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  const headers = Object.fromEntries([...res.headers.entries()]);
  // An answer that WeChat did not sign is not WeChat's.
  if (!res.ok || !wechatSignatureOk(k, headers, text)) throw fail('payment.paymentFailed');
  return JSON.parse(text) as Record<string, unknown>;
}

/** Alipay's string to sign: every non-empty parameter but sign (and sign_type for notifications), sorted. */
function alipayContent(params: Record<string, string>, dropSignType: boolean): string {
  return Object.keys(params)
    .filter(
      (key) =>
        key !== 'sign' && !(dropSignType && key === 'sign_type') && params[key] !== '' && params[key] !== undefined,
    )
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

function alipayParams(k: AlipayKeys, method: string, biz: object): Record<string, string> {
  const now = shanghaiTime();
  const params: Record<string, string> = {
    app_id: k.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: now,
    version: '1.0',
    notify_url: k.notifyUrl,
    biz_content: JSON.stringify(biz),
  };
  if (k.returnUrl && method !== 'alipay.trade.precreate') params.return_url = k.returnUrl;
  params.sign = rsaSign(k.appKey, alipayContent(params, false));
  return params;
}

async function alipayOrder(k: AlipayKeys, pay: PayRow, device: Device): Promise<unknown> {
  const biz = { out_trade_no: pay.pay_no, total_amount: pay.total, subject: pay.name.slice(0, 120) || pay.pay_no };
  if (device === 'scan') {
    const params = alipayParams(k, 'alipay.trade.precreate', biz);
    const res = await fetch(k.gateway, {
      method: 'POST',
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    // The signed part is the raw JSON text of the response node, exactly as sent.
    const m = /"alipay_trade_precreate_response"\s*:\s*(\{[^{}]*\})\s*,\s*"sign"\s*:\s*"([^"]+)"/.exec(text);
    if (!m || !rsaVerify(k.alipayKey, m[1]!, m[2]!)) throw fail('payment.paymentFailed');
    const answer = JSON.parse(m[1]!) as { code?: string; qr_code?: string };
    if (answer.code !== '10000' || !answer.qr_code) throw fail('payment.paymentFailed');
    return { qr_code: answer.qr_code, out_trade_no: pay.pay_no };
  }
  const method =
    device === 'wap' ? 'alipay.trade.wap.pay' : device === 'app' ? 'alipay.trade.app.pay' : 'alipay.trade.page.pay';
  const params = alipayParams(k, method, {
    ...biz,
    product_code: device === 'wap' ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
  });
  if (device === 'app') return new URLSearchParams(params).toString();
  const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const inputs = Object.entries(params)
    .map(([key, v]) => `<input type="hidden" name="${escape(key)}" value="${escape(v)}">`)
    .join('');
  return `<form id="alipaysubmit" name="alipaysubmit" action="${escape(k.gateway)}?charset=utf-8" method="POST">${inputs}<input type="submit" value="ok" style="display:none;"></form><script>document.forms['alipaysubmit'].submit();</script>`;
}

/** Starts a provider payment for a created pay row and answers what the client renders (QR data or a form). */
export async function startProviderPayment(
  db: Db,
  pay: PayRow,
  client: { ip: string; openid: string },
): Promise<unknown> {
  const device = pay.device as Device;
  if (pay.payment_name === 'wechat') {
    const k = await wechatKeys(await settings(db, `wechat${device}`));
    if (!k) throw fail('order.paymentErr');
    return wechatOrder(k, pay, device, client);
  }
  const k = await alipayKeys(await settings(db, `alipay${device}`));
  if (!k) throw fail('order.paymentErr');
  return alipayOrder(k, pay, device);
}

/** A verified provider notification: which payment, how much (cents), and the provider's transaction id. */
export interface VerifiedNotice {
  payNo: string;
  cents: number;
  tradeNo: string;
  /** The provider says the money arrived. */
  paid: boolean;
}

/** Verifies and decrypts a WeChat Pay v3 notification; undefined when it is not WeChat's. */
export async function verifyWechatNotice(
  db: Db,
  device: string,
  headers: Record<string, unknown>,
  body: string,
): Promise<VerifiedNotice | undefined> {
  const k = await wechatKeys(await settings(db, `wechat${device}`));
  if (!k || !wechatSignatureOk(k, headers, body)) return undefined;
  try {
    const { resource } = JSON.parse(body) as {
      resource: { ciphertext: string; nonce: string; associated_data?: string };
    };
    const data = Buffer.from(resource.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(k.apiV3Key), Buffer.from(resource.nonce));
    decipher.setAuthTag(data.subarray(data.length - 16));
    if (resource.associated_data) decipher.setAAD(Buffer.from(resource.associated_data));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
    const t = JSON.parse(plain) as {
      out_trade_no: string;
      transaction_id: string;
      trade_state: string;
      mchid: string;
      appid: string;
      amount: { total: number };
    };
    if (t.mchid !== k.mchId || t.appid !== k.appId) return undefined;
    return {
      payNo: t.out_trade_no,
      cents: t.amount.total,
      tradeNo: t.transaction_id,
      paid: t.trade_state === 'SUCCESS',
    };
  } catch {
    return undefined;
  }
}

/** Verifies an Alipay asynchronous notification (form fields); undefined when it is not Alipay's. */
export async function verifyAlipayNotice(
  db: Db,
  device: string,
  params: Record<string, string>,
): Promise<VerifiedNotice | undefined> {
  const k = await alipayKeys(await settings(db, `alipay${device}`));
  if (!k || !params.sign || params.app_id !== k.appId) return undefined;
  if (!rsaVerify(k.alipayKey, alipayContent(params, true), params.sign)) return undefined;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(params.total_amount ?? '');
  if (!m) return undefined;
  return {
    payNo: params.out_trade_no ?? '',
    cents: Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')),
    tradeNo: params.trade_no ?? '',
    paid: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
  };
}
