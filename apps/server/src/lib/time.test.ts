import { describe, expect, it } from 'vitest';
import { shanghaiDate, shanghaiMs, shanghaiTime, shanghaiTimeByZone, shanghaiW3c } from './time.ts';

describe('shanghaiTime', () => {
  it('is Shanghai wall-clock time whatever the host zone', () => {
    expect(shanghaiTime(Date.UTC(2026, 10, 25, 16, 0, 5))).toBe('2026-11-26 00:00:05');
    expect(shanghaiTime(new Date(Date.UTC(2024, 1, 28, 23, 59, 59)))).toBe('2024-02-29 07:59:59');
    expect(shanghaiDate(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe('2027-01-01');
  });

  it('agrees with the zone database on both sides of 1991, when China stopped daylight saving', () => {
    expect(shanghaiTimeByZone(Date.UTC(1988, 5, 1, 12))).toBe('1988-06-01 21:00:00'); // UTC+9 that summer
    const samples = [
      Date.UTC(1988, 5, 1, 12), // daylight saving (UTC+9) in the zone database
      Date.UTC(1991, 8, 14, 15, 59, 59),
      Date.UTC(1991, 8, 14, 16, 0, 0),
      Date.UTC(1991, 8, 15, 0, 0, 0),
      Date.UTC(2000, 0, 1),
      Date.UTC(2038, 0, 19, 3, 14, 8),
    ];
    for (let t = Date.UTC(1985, 0, 1); t < Date.UTC(2060, 0, 1); t += 7_777_777_777) samples.push(t);
    for (const t of samples) expect(shanghaiTime(t), new Date(t).toISOString()).toBe(shanghaiTimeByZone(t));
  });
});

describe('reading stored Shanghai times', () => {
  it('turns a stored time back into the instant it was written at', () => {
    const at = Date.UTC(2026, 10, 25, 16, 0, 5);
    expect(shanghaiMs(shanghaiTime(at))).toBe(at);
    expect(shanghaiMs('not a time')).toBeNaN();
  });

  it('writes W3C datetimes with the +08:00 offset for sitemaps and structured data', () => {
    expect(shanghaiW3c('2024-05-01 08:00:00')).toBe('2024-05-01T08:00:00+08:00');
    expect(shanghaiW3c('2024-05-01T08:00:00.123')).toBe('2024-05-01T08:00:00+08:00');
    expect(shanghaiW3c(null)).toBeUndefined();
    expect(shanghaiW3c('yesterday')).toBeUndefined();
  });
});
