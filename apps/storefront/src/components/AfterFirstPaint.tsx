import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the browser has painted what the page committed first, `placeholder` until then (and
 * while a lazy child loads). For what sits below the fold of a page visits start on: its chunk is asked for after
 * the largest paint instead of competing with it, and its render is a task of its own.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The callback of the next frame runs before that frame paints; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
