import type { FastifyInstance } from 'fastify';
import { captchaChallengeSchema, captchaRequestSchema } from '@shop/contract/requests/access';
import type { SignInChallenge } from '@shop/contract/auth';
import { documented, parseInput } from '../../http/route-input.ts';
import { guardAttempts } from '../../http/attempts.ts';
import { CHALLENGE_TTL_S, issueChallenge } from './challenge.ts';
import { signInState } from './sign-in-guard.ts';

/**
 * `POST /captcha`: a proof-of-work challenge for the next sign-in of `username` (of `provider`, admins when not
 * named: this was the Admin's captcha route) from the caller's address, at the work that sign-in will ask for, and
 * whether it will ask at all. The answer holds nothing that solves it: the work has to be done.
 */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/captcha',
    {
      ...documented({
        tags: ['auth'],
        summary: 'Sign-in challenge (ALTCHA proof of work) for the next login of username from this address',
        body: captchaRequestSchema,
        answer: captchaChallengeSchema,
      }),
      config: { attempts: true },
    },
    async (req) => {
      const input = parseInput(captchaRequestSchema, req);
      await guardAttempts(req, 'captcha', '');
      const provider = input.provider === 'users' ? 'users' : 'admins';
      const state = await signInState(req, provider, input.username);
      const data: SignInChallenge = {
        required: state.challenged,
        work: state.work,
        expires_in: CHALLENGE_TTL_S,
        challenge: await issueChallenge(req.server.kv, state.work),
      };
      return { code: 200, msg: 'ok', data };
    },
  );
}
