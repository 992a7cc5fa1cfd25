import { sms } from '@shop/contract/resources/system';
import { CrudTable } from '@shop/ui/crud-table';

// `name` is the purpose the sender looks a template up by (register, forget_password, edit_user, ...).
const overrides = {
  columns: { code: { type: 'tag', tagType: false }, description: { ellipsis: true } },
  fields: { description: { span: 24, options: { maxLength: 35 } } },
} as const;

/** SMS templates: provider template code and signature by purpose. */
export default function SmsTemplatesPage() {
  return <CrudTable descriptor={sms} overrides={overrides} dialog={{ labelWidth: 130 }} />;
}
