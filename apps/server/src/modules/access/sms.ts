import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { configs, sms, smsLogs, users } from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fail } from '../../http/envelope.ts';
import { guardAttempts } from '../../http/attempts.ts';

export const SMS_PURPOSES = ['register', 'forget_password', 'edit_user', 'user', 'login'] as const;
/** Purposes whose phone must not belong to an account yet (a new registration, a new phone number). */
const FOR_NEW_PHONES = new Set(['register', 'user']);
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
const PHONE = /^1[3-9]\d{9}$/;
const CODE_TTL_MS = 600_000;
const RESEND_MS = 30_000;
/** Failed checks of one phone and purpose that burn every code it has been sent. */
const MAX_CHECK_FAILURES = 5;

interface SmsTemplate {
  code: string;
  content: string;
}

/** How a code leaves the building. */
export interface SmsDriver {
  readonly name: string;
  send(
    phone: string,
    template: SmsTemplate,
    code: string,
    sent: { logId: number; log: FastifyBaseLogger },
  ): Promise<void>;
}

/**
 * No provider configured (development, demos, the browser journeys): the code goes to the server's own log, a
 * warning an operator sees, and never to an API answer (the Admin SMS log shows only its last two digits).
 */
export const logDriver: SmsDriver = {
  name: 'log',
  async send(phone, _template, code, { logId, log }) {
    log.warn(`SMS #${logId} to ${phone} not sent (no SMS provider configured); its code is ${code}`);
  },
};

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

/**
 * Failed checks are counted per code "generation": each send starts a new one, so a fresh code gets a fresh
 * count. Sends are limited per phone, which bounds the guesses a phone can be given.
 */
const generationKey = (name: string, phone: string) => `sms:gen:${name}:${phone}`;

/** A random, zero-padded 6-digit code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Sends a 6-digit code for `purpose`, recording it in sms_logs. At most one send per phone and
 * purpose every 30 s, whichever address asks. A purpose that does not fit the phone (a registration or a new
 * phone for one that has an account; a sign-in, reset or own-phone code for one that has none) answers like a
 * real send, counted the same way, but sends and records nothing, so the answer tells nothing about who has an
 * account: the registration that follows fails like a wrong code.
 */
export async function sendCode(
  req: FastifyRequest,
  p: { phone: string; name: string },
  driver?: SmsDriver,
): Promise<void> {
  const db = req.server.db;
  if (!PHONE.test(p.phone)) throw fail('phoneThr');
  if (!(SMS_PURPOSES as readonly string[]).includes(p.name)) throw fail('sms.signEmpty');
  const [template] = await db
    .select({ code: sms.code, content: sms.content })
    .from(sms)
    .where(and(eq(sms.name, p.name), isNull(sms.deleted_at)))
    .limit(1);
  if (!template) throw fail('sms.signEmpty');
  // A counter rather than a look at sms_logs: atomic across instances, and it holds for phones that get no row.
  const { count } = await req.server.kv.hit(`sms:resend:${p.name}:${p.phone}`, RESEND_MS);
  if (count > 1) throw fail('sms.reSend');
  const silent = FOR_NEW_PHONES.has(p.name) === (await phoneRegistered(db, p.phone));
  // A silent send starts a generation too, or the failure count would reset only for some phones.
  await req.server.kv.set(generationKey(p.name, p.phone), randomUUID(), CODE_TTL_MS);
  if (silent) return;

  const code = newCode();
  const [log] = await db
    .insert(smsLogs)
    .values({ phone: p.phone, name: p.name, content: code, status: 1, error_msg: '[]', ip: req.ip })
    .returning({ id: smsLogs.id });
  const d = driver ?? (await driverFor(db));
  try {
    await d.send(p.phone, template, code, { logId: log!.id, log: req.log });
  } catch (e) {
    await db
      .update(smsLogs)
      .set({ status: 0, error_msg: String((e as Error).message).slice(0, 500) })
      .where(eq(smsLogs.id, log!.id));
    throw fail('sms.sendErr');
  }
}

/**
 * Checks and consumes a code: same phone, purpose and address, sent within 10 minutes, used once. The 5th failed
 * check since the last send burns every outstanding code of that phone and purpose; checks are also limited per
 * phone and per address. A phone that was never sent a code fails exactly like a wrong code.
 */
export async function verifyCode(req: FastifyRequest, p: { phone: string; name: string; code: string }): Promise<void> {
  const { db, kv } = req.server;
  await guardAttempts(req, 'smsCheck', `${p.name}:${p.phone}`);
  const generation = (await kv.get(generationKey(p.name, p.phone))) ?? 'none';
  // Counted before the look-up, so parallel guesses cannot all slip in before the count reaches the limit.
  const { count } = await kv.hit(`sms:check:${p.name}:${p.phone}:${generation}`, CODE_TTL_MS);
  if (count > MAX_CHECK_FAILURES) throw fail('sms.tooManyErrors');
  const [log] = p.code
    ? await db
        .select({ id: smsLogs.id, created_at: smsLogs.created_at })
        .from(smsLogs)
        .where(
          and(
            eq(smsLogs.phone, p.phone),
            eq(smsLogs.name, p.name),
            eq(smsLogs.ip, req.ip),
            eq(smsLogs.content, p.code),
            eq(smsLogs.status, 1),
            isNull(smsLogs.used_at),
            isNull(smsLogs.deleted_at),
          ),
        )
        .orderBy(desc(smsLogs.id))
        .limit(1)
    : [];
  const refuse = async (key: 'sms.smsErr' | 'sms.smsInvalid') => {
    if (count < MAX_CHECK_FAILURES) return fail(key);
    await db
      .update(smsLogs)
      .set({ used_at: shanghaiTime() })
      .where(and(eq(smsLogs.phone, p.phone), eq(smsLogs.name, p.name), isNull(smsLogs.used_at)));
    return fail('sms.tooManyErrors');
  };
  if (!log) throw await refuse('sms.smsErr');
  if (!log.created_at || log.created_at < shanghaiTime(Date.now() - CODE_TTL_MS)) throw await refuse('sms.smsInvalid');
  const used = await db
    .update(smsLogs)
    .set({ used_at: shanghaiTime() })
    .where(and(eq(smsLogs.id, log.id), isNull(smsLogs.used_at)))
    .returning({ id: smsLogs.id });
  if (!used.length) throw await refuse('sms.smsErr');
}
