import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, secondsUntil, type CountdownFormat } from './countdown.ts';

export interface CountdownProps {
  /** The moment it reaches zero: a Date, epoch milliseconds or 'YYYY-MM-DD HH:mm:ss'. */
  end?: Date | number | string;
  /** Or a duration in seconds from the first render (ignored when `end` is given). */
  seconds?: number;
  /** 'days' → 'N 天 HH 时 MM 分 SS 秒'; 'clock' → 'HH : MM : SS'. */
  format?: CountdownFormat;
  /** Called once when zero is reached. */
  onEnd?: () => void;
}

/**
 * Ticks each second towards `end` (computed from the clock, so a slow tab does not drift) and calls
 * `onEnd` once at zero.
 *
 * @example <Countdown end={seckill.end_time} onEnd={reload} />
 * @example <Countdown seconds={60} format="clock" />
 */
export function Countdown({ end, seconds = 0, format = 'days', onEnd }: CountdownProps) {
  const { t } = useTranslation();
  // A `seconds` countdown starts at the first render; an `end` countdown is absolute.
  const [startedAt] = useState(() => Date.now());
  const target = useMemo(() => end ?? startedAt + seconds * 1000, [end, startedAt, seconds]);
  const [left, setLeft] = useState(() => secondsUntil(target));
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    ended.current = false;
    const tick = () => {
      const next = secondsUntil(target);
      setLeft(next);
      if (next === 0 && !ended.current) {
        ended.current = true;
        onEndRef.current?.();
      }
      return next;
    };
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);

  const units = {
    day: t('widgets.countdown.day'),
    hour: t('widgets.countdown.hour'),
    minute: t('widgets.countdown.minute'),
    second: t('widgets.countdown.second'),
  };
  return (
    <span role="timer" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatCountdown(left, format, units)}
    </span>
  );
}
