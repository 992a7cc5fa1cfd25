import { useEffect, useRef, useState } from 'react';
import { SMS_COUNTDOWN_SECONDS, createCountdown, type Countdown } from '../../account/sms-countdown.ts';

/**
 * The SMS button's countdown as React state: `remaining` seconds (0 when idle) and `start()`, which returns
 * false while a countdown runs. Stops when the component unmounts.
 *
 * @example const { remaining, start } = useSmsCountdown();
 */
export function useSmsCountdown(seconds: number = SMS_COUNTDOWN_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const countdown = useRef<Countdown | null>(null);
  useEffect(() => {
    const current = createCountdown(seconds, setRemaining);
    countdown.current = current;
    return () => current.stop();
  }, [seconds]);
  return { remaining, start: () => countdown.current?.start() ?? false };
}
