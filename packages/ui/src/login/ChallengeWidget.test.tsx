// The widget's wiring in jsdom, with a stand-in for the altcha module (a custom element that records what the page
// asks of it and reports states as the real one does, by `statechange` events).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shop/i18n';
import type { SignInChallenge } from '@shop/contract/auth';
import { SignInChallengeGate } from '@shop/api/sign-in-challenge';
import { ChallengeWidget } from './ChallengeWidget.tsx';

/** Busy machines (the whole suite on two cores) take longer than waitFor's default second (and tests their 5 s). */
const SLOW = { timeout: 10_000 };

const calls: { configure: Record<string, unknown>[]; verify: number } = { configure: [], verify: 0 };
const strings = new Map<string, Record<string, string>>();

vi.mock('altcha', () => {
  class FakeWidget extends HTMLElement {
    async configure(config: Record<string, unknown>) {
      calls.configure.push(config);
    }
    reset() {}
    state = 'verifying';
    getState() {
      return this.state;
    }
    async verify() {
      calls.verify += 1;
      return null;
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeWidget);
  (globalThis as unknown as { $altcha: unknown }).$altcha = {
    i18n: { set: (language: string, s: Record<string, string>) => strings.set(language, s) },
  };
  return {};
});

afterEach(() => {
  cleanup();
  calls.configure = [];
  calls.verify = 0;
});

const challengeOf = (work: number): SignInChallenge => ({
  required: true,
  work,
  expires_in: 180,
  challenge: {
    parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: 'ab' },
    signature: `sig-${work}`,
  },
});

async function mounted(answers: SignInChallenge[]) {
  const fetchChallenge = vi.fn(async (_username: string) => answers.shift() ?? challengeOf(5000));
  const gate = new SignInChallengeGate(fetchChallenge, { always: true });
  await gate.load('');
  const view = gate.view()!;
  render(<ChallengeWidget gate={gate} view={view} />);
  // The row shows at once; the widget itself once its module has loaded (then it is started: verify 1).
  await vi.waitFor(() => expect(calls.verify).toBe(1), SLOW);
  const widget = document.querySelector('altcha-widget')!;
  const state = (detail: { state: string; payload: string | null }) =>
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail }));
    });
  return { gate, view, state, fetchChallenge };
}

describe('ChallengeWidget', { timeout: 30_000 }, () => {
  it('hands the challenge to the widget, starts it at once, and gives its solution to the gate', async () => {
    const { gate, view, state } = await mounted([challengeOf(5000)]);
    expect(calls.configure[0]).toMatchObject({ challenge: view.challenge, auto: 'off', hideFooter: true });
    state({ state: 'verified', payload: 'PAYLOAD' });
    await expect(gate.signFor('')).resolves.toBe('PAYLOAD');
  });

  it('an expired challenge is replaced by a fresh one; an error stops a waiting submit', async () => {
    const { gate, state, fetchChallenge } = await mounted([challengeOf(5000), challengeOf(10_000)]);
    state({ state: 'expired', payload: null });
    await vi.waitFor(() => expect(fetchChallenge).toHaveBeenCalledTimes(2), SLOW);
    await vi.waitFor(() => expect(gate.view()?.challenge.signature).toBe('sig-10000'), SLOW);
    const waiting = gate.signFor('').then(
      () => 'solved',
      (error: Error) => error.message,
    );
    cleanup();
    render(<ChallengeWidget gate={gate} view={gate.view()!} />);
    await vi.waitFor(() => expect(calls.verify).toBe(2), SLOW);
    act(() => {
      document
        .querySelector('altcha-widget')!
        .dispatchEvent(new CustomEvent('statechange', { detail: { state: 'error', payload: null } }));
    });
    await expect(waiting).resolves.toBe('验证未完成，请点击复选框重试');
    // A tap anywhere on the row starts it again (a 44 px target on a phone), not only on the widget's small box.
    const widget = document.querySelector('altcha-widget') as unknown as HTMLElement & { state: string };
    widget.state = 'error';
    act(() => screen.getByTestId('login-challenge').click());
    await vi.waitFor(() => expect(calls.verify).toBe(3), SLOW);
  });

  it('gives the widget its texts in the page language, zh and en', async () => {
    await mounted([]);
    await vi.waitFor(() => expect(strings.get('zh-cn')?.label).toBe('我不是机器人'), SLOW);
    expect(strings.get('zh-cn')?.verified).toBe('验证通过');
    await act(() => setLanguage('en'));
    try {
      await vi.waitFor(() => expect(strings.get('en')?.label).toBe("I'm not a robot"), SLOW);
      expect(strings.get('en')?.footer).toBe('');
      expect(document.querySelector('altcha-widget')?.getAttribute('language')).toBe('en');
    } finally {
      await act(() => setLanguage('zh-cn'));
    }
  });
});
