import { createContext, useContext } from 'react';

/**
 * The current menu entry's name in the interface language, provided by the console layout. The table
 * names its export after it ('<menu name>.xlsx', else 'table.xlsx').
 *
 * @example <PageNameContext.Provider value={menuLabel(route.menu, language)}>{page}</PageNameContext.Provider>
 */
export const PageNameContext = createContext<string | undefined>(undefined);

/** The current page's menu name, if the layout provides one. */
export function usePageName(): string | undefined {
  return useContext(PageNameContext);
}
