import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil, splitSeconds } from './countdown.ts';

describe('formatCountdown', () => {
  it("formats 'N 天 HH 时 MM 分 SS 秒'", () => {
    expect(formatCountdown(90061, 'days')).toBe('1 天 01 时 01 分 01 秒');
    expect(formatCountdown(0)).toBe('0 天 00 时 00 分 00 秒');
    expect(formatCountdown(12 * 86400 + 59)).toBe('12 天 00 时 00 分 59 秒');
  });

  it("formats 'HH : MM : SS', days folded into the hours", () => {
    expect(formatCountdown(3725, 'clock')).toBe('01 : 02 : 05');
    expect(formatCountdown(26 * 3600, 'clock')).toBe('26 : 00 : 00');
  });

  it('takes the units of the language', () => {
    expect(formatCountdown(61, 'days', { day: 'd', hour: 'h', minute: 'm', second: 's' })).toBe('0 d 00 h 01 m 01 s');
  });

  it('never shows negative or fractional time', () => {
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(formatCountdown(59.9, 'clock')).toBe('00 : 00 : 59');
    expect(formatCountdown(Number.NaN, 'clock')).toBe('00 : 00 : 00');
  });
});

describe('secondsUntil', () => {
  const now = Date.parse('2024-05-01T12:00:00');

  it('counts whole seconds up to the end, from a Date, a number or a datetime string', () => {
    expect(secondsUntil(new Date(now + 1500), now)).toBe(2);
    expect(secondsUntil(now + 60_000, now)).toBe(60);
    expect(secondsUntil('2024-05-01 12:01:00', now)).toBe(60);
  });

  it('is 0 once past, or for an unreadable end', () => {
    expect(secondsUntil(now - 1000, now)).toBe(0);
    expect(secondsUntil('soon', now)).toBe(0);
  });
});
