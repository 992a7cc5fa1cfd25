import { createContext, useContext } from 'react';
import type { CrudController } from './useCrudList.ts';

/** The controller of the nearest CrudTable, for custom toolbar buttons, cells and dialogs. */
export const CrudContext = createContext<CrudController | null>(null);

/**
 * The state and actions of the surrounding CrudTable: rows, selection, dictionaries, `reload()`,
 * `closeDialog()`, `requestDelete()`...
 *
 * @example
 * function AuditButton() {
 *   const crud = useCrud();
 *   return <Button onClick={() => audit(crud.selection.keys).then(crud.reload)}>Audit</Button>;
 * }
 */
export function useCrud(): CrudController {
  const crud = useContext(CrudContext);
  if (!crud) throw new Error('useCrud() must be used inside a <CrudTable> (or a <CrudContext.Provider>).');
  return crud;
}
