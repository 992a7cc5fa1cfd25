import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

const label = (field: string) => `resources.users.fields.${field}`;

/**
 * Shop accounts as the platform sees them. Balances, frozen funds and points are shown but
 * never edited here: they move only through the funds handling, which writes a money log.
 */
const columns: ColumnDef[] = [
  // Explicit widths: nine columns do not fit beside the menu, so the table scrolls instead of squeezing.
  { value: 'avatar', type: 'avatar', width: 80 },
  { value: 'nickname', width: 120, ellipsis: true },
  { value: 'username', type: 'tag', tagType: false, width: 150 },
  { value: 'money', type: 'tag', tagType: false, width: 110 },
  { value: 'frozen_money', type: 'tag', tagType: false, width: 110 },
  { value: 'integral', type: 'tag', tagType: false, width: 100 },
  { value: 'inviter_id', type: 'dict_tag', tagType: false, width: 120 },
  { value: 'last_login_time', width: 165 },
  { value: 'created_at' },
];

const search: SearchDef[] = [
  { value: 'nickname', where: 'like' },
  { value: 'username', where: 'like' },
  { value: 'created_at', type: 'daterange' },
];

/** Inviter nicknames of the rows on screen only (`id=<ids>|in`). */
const dicts: DictDef[] = [
  { name: 'inviter_id', url: '/Admin/users', isPage: true, byColumnIds: true, labelName: 'nickname', valueName: 'id' },
];

const fields: FieldDef[] = [
  { value: 'nickname' },
  { value: 'username', required: true },
  { value: 'phone' },
  // Both default to 123456 when left blank on create and stay unchanged when blank on edit (server rule).
  { value: 'password', type: 'password' },
  { value: 'pay_password', type: 'password' },
  {
    value: 'inviter_id',
    type: 'table_select',
    span: 24,
    options: {
      pageUrl: '/Admin/users',
      showName: 'nickname',
      searchName: 'nickname',
      columns: ['id', 'nickname', 'username', 'money', 'frozen_money', 'integral', 'last_login_time'].map((value) => ({
        value,
        label: value === 'id' ? 'fields.names.id' : label(value),
      })),
    },
  },
  { value: 'avatar', type: 'avatar' },
];

const viewFields: ViewFieldDef[] = [
  { value: 'nickname' },
  { value: 'username' },
  { value: 'phone' },
  { value: 'money' },
  { value: 'frozen_money' },
  { value: 'integral' },
  { value: 'inviter_id', viewType: 'dict_tag', tagType: false },
  { value: 'avatar', type: 'avatar' },
];

export default function UsersPage() {
  return (
    <CrudTable
      resource="users"
      columns={columns}
      search={search}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      dialog={DIALOG}
    />
  );
}
