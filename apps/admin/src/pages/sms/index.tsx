import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { FieldDef, SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [
  { value: 'name' },
  { value: 'code', type: 'tag', tagType: false },
  { value: 'content' },
  { value: 'description', ellipsis: true },
  { value: 'created_at' },
];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'code', where: 'likeRight' },
  { value: 'content', where: 'likeRight' },
];
// `name` is the purpose the sender looks a template up by (register, forget_password, edit_user, ...).
const fields: FieldDef[] = [
  { value: 'name', required: true },
  { value: 'code', required: true },
  { value: 'content', required: true },
  { value: 'description', type: 'textarea', span: 24, options: { maxLength: 35 } },
];

/** SMS templates: provider template code and signature by purpose. */
export default function SmsTemplatesPage() {
  return <CrudTable resource="sms" columns={columns} search={search} fields={fields} dialog={{ labelWidth: 130 }} />;
}
