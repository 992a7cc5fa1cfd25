import type { ReactNode } from 'react';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { CrudTable, ViewRowButton } from '@shop/ui/crud-table';
import type { CrudController } from '@shop/ui/crud/useCrudList';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import type { DictDef } from '@shop/ui/fields/types';
import { formIds } from '../roles/role-tree.ts';

/** A required label ('* Username') needs more than the default 90px to stay on one line in English. */
const DIALOG = { labelWidth: 110 };

// Explicit: the list opens with the avatar, which the form (in declaration order) puts last.
const columns: ColumnDef[] = [
  { value: 'avatar', type: 'avatar' },
  { value: 'nickname' },
  // Plain text: a tag coloured by the name's hash reads like a status.
  { value: 'username' },
  { value: 'role_name', type: 'tags_array' },
  { value: 'created_at' },
];

/** Each back office's own roles fill the role picker (one array per area: the table keys its lookups on it). */
const roleDicts = (area: 'Admin' | 'Seller'): DictDef[] => [
  { name: 'role_id', url: `/${area}/roles?isAll=true`, labelName: 'name', valueName: 'id' },
];
const DICTS = { Admin: roleDicts('Admin'), Seller: roleDicts('Seller') };

const overrides = {
  fields: {
    role_id: { required: true, options: { multiple: true } },
    avatar: { type: 'avatar' },
  },
} as const;

const viewFields: ViewFieldDef[] = [
  { value: 'nickname' },
  { value: 'username' },
  { value: 'role_name', viewType: 'tags_array' },
  { value: 'avatar', type: 'avatar' },
];

/**
 * The super administrator's own account, which the Admin list shows too: only it may change itself (through its
 * profile, where no role is asked for) and nobody deletes it, so its row offers View alone.
 */
const isSuperAdmin = (row: CrudRow) => asText(row.is_super) === '1';

const rowActions = (row: CrudRow, defaults: ReactNode, crud: CrudController) =>
  isSuperAdmin(row) ? <ViewRowButton row={row} crud={crud} /> : defaults;

export interface AccountsPageProps {
  /** The back office whose logins these are. */
  area: 'Admin' | 'Seller';
  descriptor: ResourceDescriptor;
  /** Label namespace (`resources.<resource>`) when it is not the descriptor's path. */
  resource?: string;
  /** Above the table (a notice). */
  top?: ReactNode | ((crud: CrudController) => ReactNode);
}

/**
 * A back office's login accounts: roles as tags, a role multi-select and an avatar in the form. Who may see and
 * grant what is the server's rule (the area's owner scope and elevation checks), not this screen's.
 *
 * @example <AccountsPage area="Admin" descriptor={admins} />
 */
export function AccountsPage({ area, descriptor, resource, top }: AccountsPageProps) {
  return (
    <CrudTable
      descriptor={descriptor}
      overrides={overrides}
      resource={resource}
      columns={columns}
      dicts={DICTS[area]}
      viewFields={viewFields}
      initialValues={{ role_id: [] }}
      dialog={DIALOG}
      beforeSubmit={(values) => ({ ...values, role_id: formIds(values.role_id) })}
      rowActions={rowActions}
      top={top}
    />
  );
}
