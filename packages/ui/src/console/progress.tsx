import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import './progress.css';

/**
 * A tiny NProgress: a thin bar at the top of the window while something (a lazily loaded page) loads.
 * Loads are counted, so overlapping ones keep one bar running until the last ends.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const progress = {
  /** One more load in flight. */
  start: (): void => {
    pending += 1;
    if (pending === 1) emit();
  },
  /** One load finished (extra calls are ignored). */
  done: (): void => {
    if (pending === 0) return;
    pending -= 1;
    if (pending === 0) emit();
  },
  isRunning: (): boolean => pending > 0,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Where the bar is while running: a quick jump, then ever smaller steps that never reach the end. */
export function trickle(width: number): number {
  if (width < 20) return width + 10;
  if (width < 50) return width + 4;
  if (width < 80) return width + 2;
  return Math.min(width + 0.5, 99.4);
}

const TRICKLE_MS = 200;
const FADE_MS = 300;

/**
 * The bar itself; render it once near the root. It shows while `progress` runs, fills up, then fades.
 *
 * @example <TopProgress /> // and <Suspense fallback={<PageLoading />}>…</Suspense> for pages
 */
export function TopProgress() {
  const running = useSyncExternalStore(progress.subscribe, progress.isRunning, () => false);
  const [width, setWidth] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (running) {
      setWidth((current) => (current === null || current >= 100 ? 8 : current));
      const id = setInterval(() => setWidth((current) => trickle(current ?? 8)), TRICKLE_MS);
      return () => clearInterval(id);
    }
    setWidth((current) => (current === null ? null : 100));
    timer.current = setTimeout(() => setWidth(null), FADE_MS);
    return () => clearTimeout(timer.current);
  }, [running]);

  if (width === null) return null;
  return (
    <div
      className={`top-progress ${running ? '' : 'top-progress--done'}`}
      role="progressbar"
      aria-label="loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      data-testid="top-progress"
    >
      <div className="top-progress__bar" style={{ width: `${width}%` }} />
    </div>
  );
}

/**
 * A Suspense fallback that runs the top bar while it is shown (a page chunk is loading).
 *
 * @example <Suspense fallback={<PageLoading />}><Page /></Suspense>
 */
export function PageLoading({ children = null }: { children?: ReactNode }) {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return <>{children}</>;
}
