import { createContext, useContext } from 'react';
import type { BackOfficeArea } from '@shop/api/endpoints/access';

/** The area of the back office around a component; `BackOfficeApp` provides it. */
export const BackOfficeAreaContext = createContext<BackOfficeArea | null>(null);

/**
 * The area ('admin' | 'seller') of the surrounding `BackOfficeApp`, so shared pieces (console, login) need
 * no area prop of their own. Throws outside a back office: a wrong area would read the wrong token.
 *
 * @example const area = useBackOfficeArea(); // 'seller' in apps/seller
 */
export function useBackOfficeArea(): BackOfficeArea {
  const area = useContext(BackOfficeAreaContext);
  if (!area) throw new Error('useBackOfficeArea: render inside <BackOfficeApp> (or BackOfficeAreaContext)');
  return area;
}
