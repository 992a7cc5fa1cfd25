import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page chunk that has not arrived after 120 s fails with this message. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_FAILED = 'Loading chunk failed';

/** Races a chunk import against the timeout; a failed or late chunk rejects with 'Loading chunk failed'. */
export function loadChunk<T>(factory: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(CHUNK_FAILED)), timeoutMs);
  });
  return Promise.race([factory(), timeout])
    .catch((err: unknown) => {
      throw err instanceof Error && err.message === CHUNK_FAILED ? err : new Error(CHUNK_FAILED, { cause: err });
    })
    .finally(() => clearTimeout(timer));
}

/**
 * `React.lazy` for menu pages, with a chunk timeout (see `CHUNK_TIMEOUT_MS`).
 *
 * @example const Articles = lazyPage(() => import('../pages/articles/index.tsx'));
 */
export function lazyPage<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(factory, timeoutMs));
}
