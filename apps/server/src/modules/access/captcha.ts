import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CaptchaChallenge } from '@shop/contract/auth';
import { captchaChallengeSchema, captchaRequestSchema } from '@shop/contract/requests/access';
import { captchas } from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { guardAttempts } from '../../http/attempts.ts';

/** The slider track in the units of the challenge's `x` and the answer's `step`; clients scale it to their width. */
export const CAPTCHA_WIDTH = 100;
/** How far from the gap an answer may land: about the play of a finger on a phone-sized track. */
export const CAPTCHA_TOLERANCE = 3;
/** The gap is never near the start, so leaving the handle where it is (or sending 0) never passes. */
const TARGET_MIN = 20;
const TARGET_MAX = 90;
const CHALLENGE_TTL_MS = 2 * 60_000;
/** The page asks for the sign right before the login that spends it, so a short life costs nobody anything. */
export const SIGN_TTL_MS = 2 * 60_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{24}$/;

const challengeKey = (key: string) => `captcha:challenge:${key}`;
const claimKey = (key: string) => `captcha:claim:${key}`;

async function issueChallenge(req: FastifyRequest): Promise<CaptchaChallenge> {
  const key = randomBytes(18).toString('base64url');
  const x = randomInt(TARGET_MIN, TARGET_MAX + 1);
  await req.server.kv.set(challengeKey(key), String(x), CHALLENGE_TTL_MS);
  return { key, x, width: CAPTCHA_WIDTH, expires_in: CHALLENGE_TTL_MS / 1000 };
}

/**
 * Takes the challenge out of play and answers its gap, or null when it is unknown, expired or already
 * answered. The claim counter is what makes it single use across instances: of two concurrent answers
 * only the first increment sees 1.
 */
async function takeChallenge(req: FastifyRequest, key: string): Promise<number | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const { kv } = req.server;
  const claim = await kv.hit(claimKey(key), CHALLENGE_TTL_MS);
  if (claim.count !== 1) return null;
  const stored = await kv.get(challengeKey(key));
  await kv.del(challengeKey(key));
  const x = stored === null ? NaN : Number(stored);
  return Number.isInteger(x) ? x : null;
}

/**
 * Consumes a captcha sign issued for this username within `SIGN_TTL_MS` (single use). Always passes when
 * the operator turned the challenge off (ADMIN_CAPTCHA=false).
 */
export async function useCaptcha(req: FastifyRequest, username: string, sign: string): Promise<boolean> {
  if (!req.server.config.adminCaptcha) return true;
  if (!sign) return false;
  const used = await req.server.db
    .update(captchas)
    .set({ used_at: shanghaiTime() })
    .where(
      and(
        eq(captchas.username, username.slice(0, 20)),
        eq(captchas.sign, sign),
        isNull(captchas.used_at),
        gt(captchas.created_at, shanghaiTime(Date.now() - SIGN_TTL_MS)),
      ),
    )
    .returning({ id: captchas.id });
  return used.length > 0;
}

/**
 * `POST /captcha`, the Admin login's slider in two calls. Without `key` it issues a challenge (the gap's
 * position `x` on a track of `width`). With `key`, `step` (where the handle was released) and `username`
 * it answers the sign the login of that username must carry, when `step` is within the tolerance of the
 * gap; any answer, right or wrong, spends the challenge.
 */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/captcha',
    {
      ...documented({
        tags: ['auth'],
        summary: 'Admin slider captcha: a challenge (no key), or the sign for a right answer (key, step, username)',
        body: captchaRequestSchema,
        answer: z.union([captchaChallengeSchema, z.string().describe('the sign for the login')]),
      }),
      config: { attempts: true },
    },
    async (req) => {
      const { key, username, step } = parseInput(captchaRequestSchema, req);
      await guardAttempts(req, 'captcha', username);
      if (!key) return { code: 200, msg: 'ok', data: await issueChallenge(req) };

      if (!username) throw invalid('required', { field: 'username' });
      const x = await takeChallenge(req, key);
      if (x === null) throw fail('captcha.expired');
      if (step < 0 || step > CAPTCHA_WIDTH || Math.abs(step - x) > CAPTCHA_TOLERANCE) throw fail('captcha.missed');

      const sign = randomBytes(30).toString('base64url').slice(0, 40);
      await req.server.db.insert(captchas).values({ username: username.slice(0, 20), sign, step, ip: req.ip });
      return { code: 200, msg: 'ok', data: sign };
    },
  );
}
