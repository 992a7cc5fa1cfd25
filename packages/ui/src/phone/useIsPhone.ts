import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from './breakpoints.ts';

let cached: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | null = null;

/**
 * One MediaQueryList for every reader: React reads the snapshot on each render of each user, and a new list per
 * read would make the browser evaluate and keep a query per call. Made anew only when `window.matchMedia` itself
 * was replaced (tests put their own in).
 */
function phoneQuery(): MediaQueryList {
  if (cached?.matchMedia !== window.matchMedia)
    cached = { matchMedia: window.matchMedia, list: window.matchMedia(PHONE_QUERY) };
  return cached.list;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = () => phoneQuery().matches;

// Server rendering (and the first hydration pass) assumes the desktop layout.
const onServer = () => false;

/**
 * True while the viewport is narrower than 768 px (see `breakpoints.ts`), re-rendering when it crosses that
 * width. Only for markup that must differ on phones; a look that differs belongs in CSS media queries.
 *
 * @example const isPhone = useIsPhone(); return isPhone ? <BottomSheet … /> : <Modal … />;
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, onServer);
}
