import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

/** API permissions: a name for one Admin route name, in a group. */
const columns: ColumnDef[] = [
  { value: 'group_name' },
  { value: 'name' },
  { value: 'apis', type: 'tag', tagType: false, width: 220 },
  { value: 'content', ellipsis: true },
  { value: 'created_at' },
];

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

const fields: FieldDef[] = [
  { value: 'pid', type: 'select', required: true, options: { filterable: true } },
  { value: 'name', required: true },
  { value: 'apis', type: 'autocomplete', required: true },
  { value: 'content', type: 'textarea', span: 24, options: { maxLength: 35 } },
];

const viewFields: ViewFieldDef[] = [
  { value: 'pid', type: 'select' },
  { value: 'name' },
  { value: 'apis' },
  { value: 'content', viewType: 'text' },
];

export default function PermissionsPage() {
  return (
    <CrudTable
      resource="permissions"
      columns={columns}
      search={search}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      dialog={DIALOG}
    />
  );
}
