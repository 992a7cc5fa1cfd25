import { smsLogs } from '@shop/contract/resources/system';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';

const dicts: DictDef[] = [
  {
    name: 'status',
    items: [
      { label: 'resources.sms_logs.options.success', value: 1 },
      { label: 'resources.sms_logs.options.failure', value: 0 },
    ],
  },
];
const overrides = {
  columns: {
    phone: { type: 'tag', tagType: false, width: 130 },
    content: { type: 'tag', tagType: false },
    status: { type: 'dict_tag' },
    error_msg: { ellipsis: true },
  },
} as const;
// The server serves the IP search as `IP` (the reference's spelling, no field): a prefix match.
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'phone', where: 'likeRight' },
  { value: 'IP', where: 'likeRight' },
  { value: 'status', type: 'select' },
];
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'phone' },
  { value: 'content' },
  { value: 'status', viewType: 'dict_tag' },
  { value: 'ip' },
  { value: 'error_msg', viewType: 'text', span: 24 },
];

/**
 * SMS logs: read and delete only. A log row is also a valid verification code, so there is no Add or
 * Edit (the server refuses both; the reference's Edit button was a bug).
 */
export default function SmsLogsPage() {
  return (
    <CrudTable
      descriptor={smsLogs}
      overrides={overrides}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false }}
      dialog={{ labelWidth: 130 }}
    />
  );
}
