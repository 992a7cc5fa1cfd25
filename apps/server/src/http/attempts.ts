import type { FastifyRequest } from 'fastify';
import { ApiError, fail } from './envelope.ts';
import type { MessageKey } from './messages.ts';

/** What is being tried: a password, a captcha sign, an SMS code sent or checked, a payment password. */
export type AttemptScope =
  'signIn' | 'currentPassword' | 'captcha' | 'smsSend' | 'smsCheck' | 'register' | 'forgetPassword' | 'payPassword';

interface Rule {
  /** Attempts allowed on one target, and from one address, within `windowMs`; beyond them: code 429. */
  perTarget: number;
  perAddress: number;
  windowMs: number;
  /**
   * 'failures': the budgets count wrong secrets only. For a secret checked on every purchase, where a right one is
   * the everyday case: shoppers paying many orders, or many shoppers behind one address, must not run out.
   */
  budgets?: 'attempts' | 'failures';
  /** `failures` failed attempts on one target within `windowMs` lock that target for `lockMs`. */
  lockout?: { failures: number; windowMs: number; lockMs: number; message: MessageKey };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Security limits, counted whether or not the general /api rate limit is on. They sit far above what one person
 * does (a test file or a browser journey signs in a few dozen times at most) and far below what guessing needs:
 * a 6-digit code or a password is tried at most a handful of times per target before it is burnt or locked.
 */
const RULES: Record<AttemptScope, Rule> = {
  // Sign-in and challenges count per address only (target ''): a budget or a lock per account would be a switch
  // anyone could flip for its owner. modules/access/sign-in-guard.ts slows each account-and-address pair instead.
  signIn: { perTarget: 0, perAddress: 300, windowMs: 15 * MINUTE },
  captcha: { perTarget: 0, perAddress: 300, windowMs: 15 * MINUTE },
  // The current password asked by a signed-in session before a secret changes: only a token's holder reaches it,
  // so its lock stops a stolen token from guessing on, and never touches signing in.
  currentPassword: {
    perTarget: 30,
    perAddress: 300,
    windowMs: 15 * MINUTE,
    lockout: { failures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'secret.locked' },
  },
  smsSend: { perTarget: 10, perAddress: 30, windowMs: HOUR },
  smsCheck: { perTarget: 20, perAddress: 60, windowMs: HOUR },
  register: { perTarget: 30, perAddress: 100, windowMs: HOUR },
  forgetPassword: { perTarget: 20, perAddress: 60, windowMs: HOUR },
  payPassword: {
    perTarget: 30,
    perAddress: 100,
    windowMs: 15 * MINUTE,
    budgets: 'failures',
    lockout: { failures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, message: 'payLocked' },
  },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route tries a secret against an account or a phone. The general /api limit then counts it per address,
     * whatever token comes with it: a pile of self-registered accounts must not multiply the budget.
     */
    attempts?: true;
  }
}

/** One attempt in progress: report how it ended so failures count toward the target's lockout. */
export interface Attempt {
  /**
   * Counts a failure and returns the error to throw: `err`, or the locked answer when this failure locks the
   * target. `throw await attempt.failed(fail('userErr'))`.
   */
  failed(err: ApiError): Promise<ApiError>;
  /**
   * Call once the secret proved right: throws the locked answer if failures running in parallel locked the target
   * meanwhile, so a burst of guesses cannot slip the right one past the lock.
   */
  passed(): Promise<void>;
}

/**
 * IPv6 clients usually hold a whole /64, so its first four groups are "the address"; IPv4 (also IPv4-mapped)
 * stays as it is.
 */
export function addressKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.slice(0, 4).join(':') + '::/64';
}

/** Keys stay short and free of separators whatever a caller typed as a username. */
const targetKey = (target: string) => encodeURIComponent(target.trim().slice(0, 100));

const lockedError = (message: MessageKey, until: number) =>
  fail(message, { minutes: Math.max(1, Math.ceil((until - Date.now()) / MINUTE)) });

/**
 * Counts one attempt of `scope` on `target` (an account, a phone, a user id; '' when the request names none, which
 * then counts per address only) and from the caller's address, in
 * app.kv so every instance sharing one Redis enforces the same numbers. Throws the locked answer (code 500) while
 * the target is locked, whether or not the secret would have been right, and code 429 ('too frequent') once a
 * budget is spent.
 * @example const attempt = await guardAttempts(req, 'payPassword', String(userId));
 */
export async function guardAttempts(req: FastifyRequest, scope: AttemptScope, target: string): Promise<Attempt> {
  const rule = RULES[scope];
  const kv = req.server.kv;
  const t = targetKey(target);
  const lockKey = `att:${scope}:lock:${t}`;

  const checkLock = async () => {
    if (!rule.lockout || !t) return;
    const until = Number(await kv.get(lockKey));
    if (until > Date.now()) throw lockedError(rule.lockout.message, until);
  };

  const targetCounter = `att:${scope}:t:${t}`;
  const addressCounter = `att:${scope}:a:${addressKey(req.ip)}`;
  /** Counts one attempt against both budgets; a spent budget is also flagged, so a later check is a plain read. */
  const countAttempt = async () => {
    const [byTarget, byAddress] = await Promise.all([
      t ? kv.hit(targetCounter, rule.windowMs) : { count: 0, resetAt: 0 },
      kv.hit(addressCounter, rule.windowMs),
    ]);
    const spent = [
      [byTarget, rule.perTarget, targetCounter],
      [byAddress, rule.perAddress, addressCounter],
    ] as const;
    for (const [hit, budget, key] of spent) {
      if (hit.count > budget) await kv.set(`${key}:spent`, '1', Math.max(1, hit.resetAt - Date.now()));
    }
    return spent.some(([hit, budget]) => hit.count > budget);
  };

  await checkLock();
  if (rule.budgets === 'failures') {
    const flags = await Promise.all([t ? kv.get(`${targetCounter}:spent`) : null, kv.get(`${addressCounter}:spent`)]);
    if (flags.some((f) => f !== null)) throw new ApiError('tooFrequent', 429);
  } else if (await countAttempt()) throw new ApiError('tooFrequent', 429);

  return {
    async failed(err) {
      const spent = rule.budgets === 'failures' && (await countAttempt());
      const answer = spent ? new ApiError('tooFrequent', 429) : err;
      const lockout = rule.lockout;
      if (!lockout || !t) return answer;
      const failures = await kv.hit(`att:${scope}:fail:${t}`, lockout.windowMs);
      if (failures.count < lockout.failures) return answer;
      const until = Date.now() + lockout.lockMs;
      await kv.set(lockKey, String(until), lockout.lockMs);
      return lockedError(lockout.message, until);
    },
    passed: checkLock,
  };
}
