import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { CrudTableProps } from '@shop/ui/crud/CrudTable';
import type { CrudRow } from '@shop/ui/crud/types';
import type { BackOfficeArea } from '@shop/api/endpoints/access';
import { RoleEditor } from './RoleEditor.tsx';
import { formIds, type RoleValues } from './role-tree.ts';

export interface RoleSources {
  /** Whose menu tree the role picks from. */
  area: BackOfficeArea;
  /** Also grant API permissions (Admin roles); Seller roles have none. */
  permissions?: boolean;
}

/** The body sent for a role: name and menus, permissions only where the screen edits them. */
export function rolePayload(values: RoleValues, withPermissions: boolean): CrudRow {
  const payload: CrudRow = { name: values.name, menu_id: formIds(values.menu_id) };
  if (withPermissions) payload.permission_id = formIds(values.permission_id);
  return payload;
}

/** The loaded role without its relation objects (the reference nulls them before the PUT). */
function bareRole(record: CrudRow): CrudRow {
  const {
    menus: _menus,
    permissions: _permissions,
    menu_id: _menuIds,
    permission_id: _permissionIds,
    ...rest
  } = record;
  return rest;
}

/**
 * CrudTable's Add and Edit bodies for a roles screen: the `RoleEditor`, creating with `POST path` and
 * updating with `PUT path/{id}` through the table's controller (toast, reload, close on success).
 *
 * @example <CrudTable resource="roles" columns={[{ value: 'name' }]} {...roleDialogBodies({ area: 'seller' })} />
 */
export function roleDialogBodies(sources: RoleSources): Pick<CrudTableProps, 'addBody' | 'editBody'> {
  const withPermissions = Boolean(sources.permissions);
  return {
    addBody: (crud) => (
      <RoleEditor
        {...sources}
        onSubmit={(values) => crud.create(rolePayload(values, withPermissions))}
        onCancel={crud.closeDialog}
      />
    ),
    editBody: (crud, record) =>
      record ? (
        <RoleEditor
          {...sources}
          record={record}
          onSubmit={(values) => crud.update(bareRole(record), rolePayload(values, withPermissions))}
          onCancel={crud.closeDialog}
        />
      ) : (
        <Spin block loading className="role-editor-loading" />
      ),
  };
}
