import type { FastifyRequest } from 'fastify';
import type { Provider } from '../../http/context.ts';
import { addressKey, guardAttempts } from '../../http/attempts.ts';
import { ApiError, fail } from '../../http/envelope.ts';
import { spendChallenge, workOf } from './challenge.ts';

/**
 * Sign-in throttling that slows a guesser without handing him a way to lock the owner out. Failures are counted
 * per account AND address: the address that failed pays (a proof-of-work challenge after a few failures, then a
 * growing wait between tries), while the owner at another address signs in at once, and nobody's tokens are
 * touched. Counters live in app.kv, so every instance on one Redis sees the same numbers.
 */

/** Failures of one account from one address that cost nothing; from the next try on, a challenge and a wait. */
export const FREE_FAILURES = 3;
const WINDOW_MS = 15 * 60_000;
/** The longest wait between two tries of one address on one account. */
export const MAX_WAIT_S = 120;
/**
 * Failures on one account from every address together after which every address pays a challenge too: a guesser
 * spread over many addresses makes each guess cost work, while the owner only solves one (a second or so).
 */
export const ACCOUNT_ALERT = 10;
/** Extra work levels the account-wide count may add: the owner's challenge stays a matter of seconds. */
const ACCOUNT_LEVELS = 3;

/** Seconds to wait after the `failures`-th failure of a pair: 2, 4, 8, ... up to MAX_WAIT_S. */
export const waitAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_S, 2 ** (failures - FREE_FAILURES + 1));

/** Work level of the challenge for a pair with `pair` failures, on an account with `account` failures in all. */
export function levelFor(pair: number, account: number): number {
  const own = Math.max(0, pair - FREE_FAILURES + 1);
  const wide = account >= ACCOUNT_ALERT ? Math.min(ACCOUNT_LEVELS, Math.floor(account / ACCOUNT_ALERT)) : 0;
  return own + wide;
}

const accountKey = (provider: Provider, username: string) =>
  `${provider}:${encodeURIComponent(username.trim().slice(0, 100))}`;

function keysOf(req: FastifyRequest, provider: Provider, username: string) {
  const account = accountKey(provider, username);
  const pair = `${account}@${addressKey(req.ip)}`;
  return {
    pairHits: `signin:f:${pair}`,
    pairCount: `signin:n:${pair}`,
    next: `signin:next:${pair}`,
    busy: `signin:busy:${pair}`,
    accountHits: `signin:fa:${account}`,
    accountCount: `signin:na:${account}`,
  };
}

/** What this account and address face now: failures so far, whether a challenge is due, and its work. */
export async function signInState(req: FastifyRequest, provider: Provider, username: string) {
  const k = keysOf(req, provider, username);
  const { kv, config } = req.server;
  const [pair, account, next] = await Promise.all([kv.get(k.pairCount), kv.get(k.accountCount), kv.get(k.next)]);
  const p = Number(pair) || 0;
  const a = Number(account) || 0;
  const challenged = provider === 'admins' ? config.adminCaptcha : p >= FREE_FAILURES || a >= ACCOUNT_ALERT;
  return {
    keys: k,
    failures: p,
    waitMs: Math.max(0, (Number(next) || 0) - Date.now()),
    challenged,
    work: workOf(levelFor(p, a)),
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** One sign-in in progress: report how the password check ended. */
export interface SignInAttempt {
  /** Counts the failure for this account and address; returns the error to throw (naming the wait, once due). */
  failed(): Promise<ApiError>;
  /** The password was right: this address starts afresh on this account. */
  passed(): Promise<void>;
}

/**
 * Everything before the password check: the address's overall budget (code 429), the pair's wait (code 500 naming
 * the seconds left), then the challenge when one is due (code 428). One try at a time per pair once it is
 * throttled, so a burst cannot run several guesses inside one wait.
 * @example const attempt = await openSignIn(req, 'users', username, input.sign);
 */
export async function openSignIn(
  req: FastifyRequest,
  provider: Provider,
  username: string,
  solved: string,
): Promise<SignInAttempt> {
  // Per address only: a budget per account would be a lock anyone could spend for its owner.
  await guardAttempts(req, 'signIn', '');
  const state = await signInState(req, provider, username);
  const { kv } = req.server;
  const k = state.keys;
  if (state.waitMs > 0) throw fail('signIn.wait', { seconds: seconds(state.waitMs) });
  if (state.failures >= FREE_FAILURES && !(await kv.setIfAbsent(k.busy, '1', 10_000)))
    throw fail('signIn.wait', { seconds: 1 });
  try {
    if (state.challenged) await spendChallenge(req, solved, state.work);
  } catch (err) {
    await kv.del(k.busy);
    throw err;
  }

  return {
    async failed() {
      const [pair, account] = await Promise.all([kv.hit(k.pairHits, WINDOW_MS), kv.hit(k.accountHits, WINDOW_MS)]);
      const now = Date.now();
      await Promise.all([
        kv.set(k.pairCount, String(pair.count), Math.max(1, pair.resetAt - now)),
        kv.set(k.accountCount, String(account.count), Math.max(1, account.resetAt - now)),
      ]);
      const wait = waitAfter(pair.count);
      if (wait > 0) await kv.set(k.next, String(now + wait * 1000), wait * 1000);
      await kv.del(k.busy);
      return wait > 0 ? fail('signIn.wrongWait', { seconds: wait }) : fail('userErr');
    },
    async passed() {
      await Promise.all([k.pairHits, k.pairCount, k.next, k.busy].map((key) => kv.del(key)));
    },
  };
}
