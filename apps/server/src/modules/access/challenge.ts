import { randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope.ts';
import type { Kv } from '../../lib/kv.ts';

/**
 * The sign-in challenge: ALTCHA proof of work (altcha-lib v2, SHA-256, deterministic mode). The server picks a
 * counter between work/2 and work; the client must find it by hashing every counter from 0, so solving costs about
 * 0.75 × work hashes while checking costs one HMAC. A browser solves the base work in a blink, without the person
 * doing anything: nothing to see, drag or hear, so a keyboard or screen-reader user passes like anyone else.
 */

/** Hashes of the lightest challenge: the Admin's every sign-in, and the first one anywhere else. */
export const BASE_WORK = 5_000;
/** Work doubles per level; at the top a script spends seconds per guess, a phone still well under ten. */
export const MAX_LEVEL = 7;
/** Long enough to solve at the top level on a slow phone, short enough that a stock of solved ones is useless. */
export const CHALLENGE_TTL_S = 180;

/** The 428 the clients recognise: "solve a challenge (again) and send the login once more". */
export const CHALLENGE_CODE = 428;

export const workOf = (level: number) => BASE_WORK * 2 ** Math.max(0, Math.min(MAX_LEVEL, level));

const SECRET_KEY = 'altcha:secret';
const SECRET_TTL_MS = 365 * 24 * 3_600_000;

/**
 * The HMAC key challenges are signed with, shared through app.kv: every instance on one Redis signs and checks with
 * the same key, and nothing has to be configured (the key never leaves the store; a restart of an in-process store
 * only voids the challenges of the last few minutes).
 */
async function hmacSecret(kv: Kv): Promise<string> {
  const current = await kv.get(SECRET_KEY);
  if (current) return current;
  await kv.setIfAbsent(SECRET_KEY, randomBytes(32).toString('hex'), SECRET_TTL_MS);
  return (await kv.get(SECRET_KEY))!;
}

/** A challenge worth `work` hashes, expiring in CHALLENGE_TTL_S. The work travels signed inside it. */
export async function issueChallenge(kv: Kv, work: number): Promise<Challenge> {
  const secret = await hmacSecret(kv);
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.floor(work / 2), work + 1),
    deriveKey,
    data: { work },
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
}

/** The widget's payload: base64 of the JSON `{challenge, solution}`; also accepted as that JSON itself. */
function parsePayload(raw: string): Payload | null {
  if (!raw) return null;
  try {
    const json = raw.trimStart().startsWith('{') ? raw : Buffer.from(raw, 'base64').toString('utf8');
    const payload = JSON.parse(json) as Payload;
    if (!payload?.challenge?.parameters || !payload.solution || typeof payload.challenge.signature !== 'string')
      return null;
    return payload;
  } catch {
    return null;
  }
}

const challengeError = (key: 'captcha.required' | 'captcha.invalid' | 'captcha.weak', work: number) =>
  new ApiError(key, CHALLENGE_CODE, { challenge: true, work });

/**
 * Spends a solved challenge worth at least `work` hashes, or throws code 428 (`captcha.required` when none came,
 * `captcha.weak` when it was solved at a lower work than this account and address now need, `captcha.invalid` when
 * forged, expired or already used). Each challenge is good once: its signature is remembered in app.kv until it
 * expires, so a replay fails on every instance sharing the store, even two at the same time.
 */
export async function spendChallenge(req: FastifyRequest, raw: string, work: number): Promise<void> {
  if (!raw) throw challengeError('captcha.required', work);
  const payload = parsePayload(raw);
  if (!payload) throw challengeError('captcha.invalid', work);
  const { kv } = req.server;
  const secret = await hmacSecret(kv);
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  const { parameters, signature } = payload.challenge;
  // Only our own signed parameters reach here: the algorithm and the work are what we issued.
  if (!verified || parameters.algorithm !== 'SHA-256' || !parameters.expiresAt || !signature)
    throw challengeError('captcha.invalid', work);
  const paid = Number(parameters.data?.work);
  if (!(paid >= work)) throw challengeError('captcha.weak', work);
  const ttlMs = Math.max(1000, parameters.expiresAt * 1000 - Date.now() + 1000);
  if (!(await kv.setIfAbsent(`altcha:used:${signature}`, '1', ttlMs))) throw challengeError('captcha.invalid', work);
}
