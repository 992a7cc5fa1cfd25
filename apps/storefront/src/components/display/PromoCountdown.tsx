import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText, secondsUntil } from '../../lib/promotions.ts';
import './promo.css';

export interface PromoCountdownProps {
  /** A server time ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai) or epoch milliseconds. */
  end: string | number;
  /** Called once when zero is reached (the sale or group is over: reload what depends on it). */
  onEnd?: () => void;
  testId?: string;
}

/**
 * The promotions' live countdown: 'N 天 HH 时 MM 分 SS 秒' with a day or more left, else 'HH : MM : SS'. It reads
 * the clock every second (a throttled tab does not drift) and exposes the seconds left as `data-seconds`.
 *
 * @example <PromoCountdown end={seckill.end_time} onEnd={refetch} testId="seckill-countdown" />
 */
export function PromoCountdown({ end, onEnd, testId = 'countdown' }: PromoCountdownProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsUntil(end, Date.now()));
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    let done = false;
    const tick = () => {
      const next = secondsUntil(end, Date.now());
      setLeft(next);
      if (next === 0 && !done) {
        done = true;
        onEndRef.current?.();
      }
      return next;
    };
    // Already over when shown (a stale answer): say so once; the caller's reload brings the new state.
    if (tick() === 0) return;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);

  const units = {
    day: t('widgets.countdown.day'),
    hour: t('widgets.countdown.hour'),
    minute: t('widgets.countdown.minute'),
    second: t('widgets.countdown.second'),
  };
  return (
    <span className="promo-countdown" role="timer" data-testid={testId} data-seconds={left}>
      {countdownText(left, units)}
    </span>
  );
}
