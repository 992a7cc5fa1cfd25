import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from './breakpoints.ts';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneNow = () => window.matchMedia(PHONE_QUERY).matches;

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
