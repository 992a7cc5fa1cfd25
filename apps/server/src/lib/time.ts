/**
 * The shop runs on Asia/Shanghai wall-clock time (qwshop's "PRC" zone): every stored timestamp and
 * every "today"/"this week" calculation uses it, whatever the host's zone is.
 */
const fmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** China has kept UTC+8 without daylight saving since 1991-09-15. */
const FIXED_OFFSET_SINCE = Date.UTC(1991, 8, 15);
const EIGHT_HOURS = 8 * 3600 * 1000;
/** `toISOString` writes four-digit years only up to the end of 9999. */
const FOUR_DIGIT_YEARS_UNTIL = Date.UTC(9999, 11, 31, 23, 59, 59) - EIGHT_HOURS;

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai for the given instant (default now). */
export function shanghaiTime(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  // The hot path (every request stamps or compares times): plain arithmetic is ~20x cheaper than Intl's parts.
  if (ms >= FIXED_OFFSET_SINCE && ms <= FOUR_DIGIT_YEARS_UNTIL) {
    return new Date(ms + EIGHT_HOURS).toISOString().slice(0, 19).replace('T', ' ');
  }
  return shanghaiTimeByZone(ms);
}

/** The same from the zone database (any instant, daylight saving before 1991 included): the slow, general way. */
export function shanghaiTimeByZone(at: Date | number): string {
  const parts = Object.fromEntries(fmt.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** 'YYYY-MM-DD' in Asia/Shanghai. */
export function shanghaiDate(at: Date | number = Date.now()): string {
  return shanghaiTime(at).slice(0, 10);
}

/** A wall-clock time the shop stored ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai) as epoch milliseconds; NaN when not one. */
export function shanghaiMs(time: string): number {
  return Date.parse(`${time.replace(' ', 'T')}+08:00`);
}

/** A stored Shanghai wall-clock time as a W3C datetime ('2024-05-01T08:00:00+08:00'); undefined when it is not one. */
export function shanghaiW3c(time: string | null | undefined): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(time ?? '');
  return m ? `${m[1]}T${m[2]}+08:00` : undefined;
}
