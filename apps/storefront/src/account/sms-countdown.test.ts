import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMS_COUNTDOWN_SECONDS, createCountdown, smsSendBlocker } from './sms-countdown.ts';

describe('createCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once a second from the start value to 0, then stops', () => {
    const seen: number[] = [];
    const countdown = createCountdown(3, (n) => seen.push(n));
    expect(countdown.start()).toBe(true);
    expect(countdown.remaining).toBe(3);
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([3, 2, 1, 0]);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([3, 2, 1, 0]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refuses to restart while running, and may start again once finished', () => {
    const countdown = createCountdown(SMS_COUNTDOWN_SECONDS, () => undefined);
    countdown.start();
    vi.advanceTimersByTime(10_000);
    expect(countdown.remaining).toBe(50);
    expect(countdown.start()).toBe(false);
    expect(countdown.remaining).toBe(50);
    vi.advanceTimersByTime(50_000);
    expect(countdown.remaining).toBe(0);
    expect(countdown.start()).toBe(true);
    expect(countdown.remaining).toBe(60);
  });

  it('stops and resets on stop() (the page unmounts)', () => {
    const seen: number[] = [];
    const countdown = createCountdown(5, (n) => seen.push(n));
    countdown.start();
    vi.advanceTimersByTime(1000);
    countdown.stop();
    expect(countdown.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(seen).toEqual([5, 4, 0]);
  });
});

describe('smsSendBlocker', () => {
  it('refuses while counting down or sending', () => {
    expect(smsSendBlocker({ phone: '13800000000', remaining: 12, sending: false })).toBe('messages.smsFrequent');
    expect(smsSendBlocker({ phone: '13800000000', remaining: 0, sending: true })).toBe('messages.smsFrequent');
  });

  it('wants a phone, and a well-formed one', () => {
    expect(smsSendBlocker({ phone: ' ', remaining: 0, sending: false })).toBe('messages.phoneEmpty');
    expect(smsSendBlocker({ phone: '1380000', remaining: 0, sending: false })).toBe('account.validation.phoneFormat');
    expect(smsSendBlocker({ phone: '13800000000', remaining: 0, sending: false })).toBeUndefined();
  });
});
