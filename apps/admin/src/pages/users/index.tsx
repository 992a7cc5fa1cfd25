import { adminUsers } from '@shop/contract/resources/accounts';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

const label = (field: string) => `resources.users.fields.${field}`;

// Explicit: the list opens with the avatar, which the form (in declaration order) puts last.
const columns: ColumnDef[] = [
  // Explicit widths: nine columns do not fit beside the menu, so the table scrolls instead of squeezing.
  { value: 'avatar', type: 'avatar', width: 80 },
  { value: 'nickname', width: 120, ellipsis: true },
  // Names and amounts as plain text: a tag coloured by the text's hash made names look like statuses and some
  // zero balances look like alarms (red).
  { value: 'username', width: 150 },
  { value: 'money', width: 110 },
  { value: 'frozen_money', width: 110 },
  { value: 'integral', width: 100 },
  { value: 'inviter_id', type: 'dict', width: 120 },
  { value: 'last_login_time', width: 165 },
  { value: 'created_at' },
];

/** Inviter nicknames of the rows on screen only (`id=<ids>|in`). */
const dicts: DictDef[] = [
  { name: 'inviter_id', url: '/Admin/users', isPage: true, byColumnIds: true, labelName: 'nickname', valueName: 'id' },
];

const overrides = {
  fields: {
    inviter_id: {
      type: 'table_select',
      span: 24,
      options: {
        pageUrl: '/Admin/users',
        showName: 'nickname',
        searchName: 'nickname',
        columns: ['id', 'nickname', 'username', 'money', 'frozen_money', 'integral', 'last_login_time'].map(
          (value) => ({ value, label: value === 'id' ? 'fields.names.id' : label(value) }),
        ),
      },
    },
    avatar: { type: 'avatar' },
  },
} as const;

const viewFields: ViewFieldDef[] = [
  { value: 'nickname' },
  { value: 'username' },
  { value: 'phone' },
  { value: 'money' },
  { value: 'frozen_money' },
  { value: 'integral' },
  { value: 'inviter_id', viewType: 'dict' },
  { value: 'avatar', type: 'avatar' },
];

/**
 * Shop accounts as the platform sees them. Balances, frozen funds and points are shown but
 * never edited here: they move only through the funds handling, which writes a money log.
 */
export default function UsersPage() {
  return (
    <CrudTable
      descriptor={adminUsers}
      overrides={overrides}
      columns={columns}
      dicts={dicts}
      viewFields={viewFields}
      dialog={DIALOG}
    />
  );
}
