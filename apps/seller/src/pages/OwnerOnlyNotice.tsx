import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import type { CrudController } from '@shop/ui/crud/useCrudList';

/**
 * Staff and roles belong to the store owner: a sub-account's list call is refused (code 403). The page
 * says so with the server's message above the empty table instead of failing silently.
 */
export function ownerOnlyNotice(crud: CrudController) {
  const error = crud.error;
  if (!error || !error.msg) return null;
  return <Alert type="warning" content={error.msg} className="owner-only-notice" style={{ marginBottom: 15 }} />;
}
