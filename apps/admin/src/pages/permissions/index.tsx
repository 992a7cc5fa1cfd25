import { adminPermissions } from '@shop/contract/resources/accounts';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

// Explicit: the panel asks for the name before the group, which the form (in declaration order) asks first.
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'pid', type: 'select' },
  { value: 'apis', where: 'likeRight' },
];

const dicts: DictDef[] = [
  { name: 'pid', url: '/Admin/permission_groups?isAll=true', labelName: 'name', valueName: 'id' },
  // Every Admin route name, as the suggestions of the route field.
  { name: 'apis', url: '/Admin/load_permission' },
];

const overrides = {
  columns: {
    apis: { type: 'tag', tagType: false, width: 220 },
    content: { ellipsis: true },
  },
  fields: {
    // Required by the form only: the server takes a permission without a group.
    pid: { required: true, options: { filterable: true } },
    apis: { type: 'autocomplete' },
    content: { span: 24 },
  },
} as const;

const viewFields: ViewFieldDef[] = [
  { value: 'pid', type: 'select' },
  { value: 'name' },
  { value: 'apis' },
  { value: 'content', viewType: 'text' },
];

/** API permissions: a name for one Admin route name, in a group. */
export default function PermissionsPage() {
  return (
    <CrudTable
      descriptor={adminPermissions}
      overrides={overrides}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      dialog={DIALOG}
    />
  );
}
