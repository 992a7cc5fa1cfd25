import type { MessageKey } from '@shop/i18n';
import { PHONE_PATTERN } from './validators.ts';

/** Seconds before another code may be requested. */
export const SMS_COUNTDOWN_SECONDS = 60;

export interface Countdown {
  /** Starts from `seconds`; false (and nothing changes) while one is running. */
  start(): boolean;
  stop(): void;
  readonly remaining: number;
}

export interface CountdownTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const globalTimers: CountdownTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/**
 * A once-a-second countdown that reports every change; the SMS button shows it as "58s". Kept free of React
 * so it is tested with fake timers; `useSmsCountdown` binds it to state.
 *
 * @example const c = createCountdown(60, setRemaining); c.start();
 */
export function createCountdown(
  seconds: number,
  onChange: (remaining: number) => void,
  timers: CountdownTimers = globalTimers,
): Countdown {
  let remaining = 0;
  let handle: unknown = null;
  const set = (value: number) => {
    remaining = value;
    onChange(value);
  };
  const stop = () => {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
  };
  return {
    start() {
      if (remaining > 0) return false;
      set(seconds);
      handle = timers.setInterval(() => {
        if (remaining <= 1) {
          stop();
          set(0);
        } else {
          set(remaining - 1);
        }
      }, 1000);
      return true;
    },
    stop() {
      stop();
      if (remaining !== 0) set(0);
    },
    get remaining() {
      return remaining;
    },
  };
}

/**
 * Why "send code" must not call the server now, as a toast message key: a countdown is running ('Don't send
 * frequently.'), the phone is empty ('The phone number is empty.') or malformed; undefined when it may send.
 */
export function smsSendBlocker(state: { phone: string; remaining: number; sending: boolean }): MessageKey | undefined {
  if (state.remaining > 0 || state.sending) return 'messages.smsFrequent';
  if (!state.phone.trim()) return 'messages.phoneEmpty';
  if (!PHONE_PATTERN.test(state.phone.trim())) return 'account.validation.phoneFormat';
  return undefined;
}
