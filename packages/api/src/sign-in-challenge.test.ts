import { describe, expect, it, vi } from 'vitest';
import type { SignInChallenge } from '@shop/contract/auth';
import { isChallengeAnswer, SignInChallengeGate } from './sign-in-challenge.ts';

const challengeOf = (work: number, required = true): SignInChallenge => ({
  required,
  work,
  expires_in: 180,
  challenge: {
    parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab' },
    signature: `sig-${work}`,
  },
});

/** A gate over a fake server answering `answers` in turn, and a widget that solves whatever it is shown. */
function setup(answers: SignInChallenge[], always: boolean) {
  const fetchChallenge = vi.fn(async (_username: string) => answers.shift() ?? challengeOf(5000));
  const gate = new SignInChallengeGate(fetchChallenge, { always });
  let solvedCount = 0;
  let lastSerial = 0;
  // Like the widget: each new challenge (serial) is solved once.
  gate.subscribe(() => {
    const view = gate.view();
    if (!view || view.serial === lastSerial) return;
    lastSerial = view.serial;
    queueMicrotask(() => gate.solved(view.serial, `payload-${view.challenge.signature}-${++solvedCount}`));
  });
  return { gate, fetchChallenge };
}

/** A refused login as the fake attempt rejects with it (what `signIn(...).unwrap()` rejects with, as an Error). */
const refusal = (status: number, msg: string) => Object.assign(new Error(msg), { status, msg });
const challengeAnswer = refusal(428, 'Please complete the verification first.');

describe('SignInChallengeGate', () => {
  it('asks nothing of a Seller or storefront login until the server answers 428, then solves and retries', async () => {
    const { gate, fetchChallenge } = setup([challengeOf(10_000)], false);
    const attempt = vi.fn(async (sign: string | undefined) => {
      if (!sign) return Promise.reject(challengeAnswer);
      return 'token';
    });
    expect(await gate.run('alice', attempt)).toBe('token');
    expect(attempt.mock.calls.map(([sign]) => sign)).toEqual([undefined, 'payload-sig-10000-1']);
    expect(fetchChallenge).toHaveBeenCalledWith('alice');
  });

  it('the Admin: a challenge from the start; one already solved is used when the server asks no more', async () => {
    const { gate, fetchChallenge } = setup([challengeOf(5000), challengeOf(5000)], true);
    await gate.load('');
    await Promise.resolve();
    const attempt = vi.fn(async (_sign: string | undefined) => 'token');
    await gate.run('admin', attempt);
    expect(attempt).toHaveBeenCalledWith('payload-sig-5000-1');
    expect(fetchChallenge.mock.calls.map(([u]) => u)).toEqual(['', 'admin']);
  });

  it('a dearer challenge replaces the one in hand, and a solution is never sent twice', async () => {
    const { gate } = setup([challengeOf(5000), challengeOf(40_000), challengeOf(80_000)], true);
    await gate.load('');
    await Promise.resolve();
    const signs: (string | undefined)[] = [];
    const wrong = async (sign: string | undefined) => {
      signs.push(sign);
      return Promise.reject(refusal(500, 'Account or password error.'));
    };
    await expect(gate.run('admin', wrong)).rejects.toMatchObject({ status: 500 });
    await expect(gate.run('admin', wrong)).rejects.toMatchObject({ status: 500 });
    expect(signs).toEqual(['payload-sig-40000-2', 'payload-sig-80000-3']);
  });

  it('captcha off: the Admin login goes without a challenge and the widget is gone', async () => {
    const { gate } = setup([challengeOf(5000, false)], true);
    await gate.load('');
    expect(gate.view()).toBeNull();
    const attempt = vi.fn(async (_sign: string | undefined) => 'token');
    await gate.run('admin', attempt);
    expect(attempt).toHaveBeenCalledWith(undefined);
  });

  it('gives up after two more 428s, and says which answers are challenge answers', async () => {
    const { gate } = setup([], false);
    const attempt = vi.fn((_sign: string | undefined) => Promise.reject(challengeAnswer));
    await expect(gate.run('bob', attempt)).rejects.toBe(challengeAnswer);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(isChallengeAnswer(challengeAnswer)).toBe(true);
    expect(isChallengeAnswer({ step: 'challenge', msg: '' })).toBe(true);
    expect(isChallengeAnswer({ status: 429, msg: '' })).toBe(false);
    expect(isChallengeAnswer(undefined)).toBe(false);
  });
});
