/** Countdown formats: 'N 天 HH 时 MM 分 SS 秒' (`days`) and 'HH : MM : SS' (`clock`). */
export type CountdownFormat = 'days' | 'clock';

export interface CountdownUnits {
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The default units (zh-cn); the component passes the current language's. */
export const ZH_UNITS: CountdownUnits = { day: '天', hour: '时', minute: '分', second: '秒' };

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole days, hours, minutes and seconds of a duration (negative → all zero). */
export function splitSeconds(total: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/**
 * Formats remaining seconds. `days`: 'N 天 HH 时 MM 分 SS 秒'; `clock`: 'HH : MM : SS' with the hours of
 * whole days added in (so 26 hours read '26 : 00 : 00').
 *
 * @example formatCountdown(90061, 'days') // '1 天 01 时 01 分 01 秒'
 * @example formatCountdown(3725, 'clock') // '01 : 02 : 05'
 */
export function formatCountdown(
  totalSeconds: number,
  format: CountdownFormat = 'days',
  units: CountdownUnits = ZH_UNITS,
): string {
  const { days, hours, minutes, seconds } = splitSeconds(totalSeconds);
  if (format === 'clock') return `${pad(days * 24 + hours)} : ${pad(minutes)} : ${pad(seconds)}`;
  return `${days} ${units.day} ${pad(hours)} ${units.hour} ${pad(minutes)} ${units.minute} ${pad(seconds)} ${units.second}`;
}

/** Seconds left until `end` (a Date, epoch milliseconds or a 'YYYY-MM-DD HH:mm:ss' string) at `now`. */
export function secondsUntil(end: Date | number | string, now: number = Date.now()): number {
  const target =
    end instanceof Date ? end.getTime() : typeof end === 'number' ? end : Date.parse(end.replace(' ', 'T'));
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}
