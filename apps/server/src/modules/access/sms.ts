import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configs, sms, smsLogs, users } from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fail } from '../../http/envelope.ts';

export const SMS_PURPOSES = ['register', 'forget_password', 'edit_user', 'user', 'login'] as const;
/** Purposes whose phone must not belong to an account yet (a new registration, a new phone number). */
const FOR_NEW_PHONES = new Set(['register', 'user']);
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
const PHONE = /^1[3-9]\d{9}$/;
const CODE_TTL_MS = 600_000;
const RESEND_MS = 30_000;

interface SmsTemplate {
  code: string;
  content: string;
}

/** How a code leaves the building. The log driver only records it (development, demos, tests). */
export interface SmsDriver {
  readonly name: string;
  send(phone: string, template: SmsTemplate, code: string): Promise<void>;
}

export const logDriver: SmsDriver = { name: 'log', async send() {} };

/** RFC 3986 encoding as Aliyun's RPC signature wants it. */
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Signs an Aliyun RPC request (HMAC-SHA1 over the sorted, encoded query; signature version 1.0). */
export function signAliyun(params: Record<string, string>, secret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${enc(k)}=${enc(params[k]!)}`)
    .join('&');
  const toSign = `${method}&${enc('/')}&${enc(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

export function aliyunDriver(key: string, secret: string, fetchImpl: typeof fetch = fetch): SmsDriver {
  return {
    name: 'aliyun',
    async send(phone, template, code) {
      const params: Record<string, string> = {
        AccessKeyId: key,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: template.content,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: template.code,
        TemplateParam: JSON.stringify({ code }),
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const query = new URLSearchParams({ ...params, Signature: signAliyun(params, secret) });
      const res = await fetchImpl(`https://dysmsapi.aliyuncs.com/?${query}`, { signal: AbortSignal.timeout(10_000) });
      const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
      if (body.Code !== 'OK') throw new Error(body.Message ?? `HTTP ${res.status}`);
    },
  };
}

/** The Aliyun driver when the sms config holds a key and secret, else the log driver. */
async function driverFor(db: Db): Promise<SmsDriver> {
  const [row] = await db.select({ content: configs.content }).from(configs).where(eq(configs.name, 'sms')).limit(1);
  try {
    const cfg = JSON.parse(row?.content ?? '{}') as { key?: string; secret?: string };
    if (cfg.key && cfg.secret) return aliyunDriver(cfg.key, cfg.secret);
  } catch {
    /* a malformed config means no provider */
  }
  return logDriver;
}

async function phoneRegistered(db: Db, phone: string): Promise<boolean> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deleted_at)))
    .limit(1);
  return !!u;
}

/** Sends a 4-digit code for `purpose`, recording it in sms_logs (spec 5.25). */
export async function sendCode(
  db: Db,
  p: { phone: string; name: string; ip: string },
  driver?: SmsDriver,
): Promise<void> {
  if (!PHONE.test(p.phone)) throw fail('phoneThr');
  if (!(SMS_PURPOSES as readonly string[]).includes(p.name)) throw fail('sms.signEmpty');
  const [template] = await db
    .select({ code: sms.code, content: sms.content })
    .from(sms)
    .where(and(eq(sms.name, p.name), isNull(sms.deleted_at)))
    .limit(1);
  if (!template) throw fail('sms.signEmpty');
  const [recent] = await db
    .select({ id: smsLogs.id })
    .from(smsLogs)
    .where(
      and(
        eq(smsLogs.phone, p.phone),
        eq(smsLogs.name, p.name),
        eq(smsLogs.ip, p.ip),
        gt(smsLogs.created_at, shanghaiTime(Date.now() - RESEND_MS)),
      ),
    )
    .limit(1);
  if (recent) throw fail('sms.reSend');
  const registered = await phoneRegistered(db, p.phone);
  if (FOR_NEW_PHONES.has(p.name) && registered) throw fail('sms.phoneExists');
  if (!FOR_NEW_PHONES.has(p.name) && !registered) throw fail('sms.phoneNoExists');

  const code = String(randomInt(1000, 10000));
  const [log] = await db
    .insert(smsLogs)
    .values({ phone: p.phone, name: p.name, content: code, status: 1, error_msg: '[]', ip: p.ip })
    .returning({ id: smsLogs.id });
  const d = driver ?? (await driverFor(db));
  try {
    await d.send(p.phone, template, code);
  } catch (e) {
    await db
      .update(smsLogs)
      .set({ status: 0, error_msg: String((e as Error).message).slice(0, 500) })
      .where(eq(smsLogs.id, log!.id));
    throw fail('sms.sendErr');
  }
}

/** Checks and consumes a code: same phone, purpose and address, sent within 10 minutes, used once. */
export async function verifyCode(db: Db, p: { phone: string; name: string; code: string; ip: string }): Promise<void> {
  if (!p.code) throw fail('sms.smsErr');
  const [log] = await db
    .select({ id: smsLogs.id, created_at: smsLogs.created_at })
    .from(smsLogs)
    .where(
      and(
        eq(smsLogs.phone, p.phone),
        eq(smsLogs.name, p.name),
        eq(smsLogs.ip, p.ip),
        eq(smsLogs.content, p.code),
        eq(smsLogs.status, 1),
        isNull(smsLogs.used_at),
        isNull(smsLogs.deleted_at),
      ),
    )
    .orderBy(desc(smsLogs.id))
    .limit(1);
  if (!log) throw fail('sms.smsErr');
  if (!log.created_at || log.created_at < shanghaiTime(Date.now() - CODE_TTL_MS)) throw fail('sms.smsInvalid');
  const used = await db
    .update(smsLogs)
    .set({ used_at: shanghaiTime() })
    .where(and(eq(smsLogs.id, log.id), isNull(smsLogs.used_at)))
    .returning({ id: smsLogs.id });
  if (!used.length) throw fail('sms.smsErr');
}
