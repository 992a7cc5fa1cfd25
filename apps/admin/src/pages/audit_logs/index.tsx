import { auditLogs } from '@shop/contract/resources/system';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { StatusTag } from '@shop/ui/widgets/StatusTag';
import { ChangesDetail, ChangesSummary } from './AuditChanges.tsx';

const dicts: DictDef[] = [
  {
    name: 'area',
    items: [
      { label: 'resources.audit_logs.options.admin', value: 'admin' },
      { label: 'resources.audit_logs.options.seller', value: 'seller' },
    ],
  },
  {
    name: 'method',
    items: ['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ label: method, value: method })),
  },
];

/** The answer's envelope code: green when the write was done, red when it was refused. */
function CodeTag({ row }: { row: CrudRow }) {
  const code = Number(row.code);
  return <StatusTag value={code} color={code === 200 ? 'green' : 'red'} />;
}

/** Who: the account name as it was at the time, with its id (and the store for a Seller write). */
function account(row: CrudRow): string {
  const name = typeof row.account_name === 'string' && row.account_name ? row.account_name : '-';
  return `${name} #${String(row.account_id)}`;
}

// Rendered cells and the time first: the columns are listed here.
const columns: ColumnDef[] = [
  { value: 'created_at', width: 185 },
  { value: 'area', type: 'dict_tag', tagType: false, width: 100 },
  { value: 'account_name', width: 150, ellipsis: true, render: (row) => account(row) },
  { value: 'store_id', width: 80, render: (row) => (Number(row.store_id) > 0 ? String(row.store_id) : '-') },
  { value: 'method', type: 'tag', tagType: false, width: 90 },
  // What changed first: the route says which endpoint, not which record.
  { value: 'changes', width: 320, ellipsis: true, export: false, render: (row) => <ChangesSummary row={row} /> },
  { value: 'route', width: 240, ellipsis: true },
  { value: 'ids', width: 110, ellipsis: true },
  { value: 'ip', width: 130 },
  { value: 'code', width: 90, render: (row) => <CodeTag row={row} /> },
];
const viewFields: ViewFieldDef[] = [
  { value: 'created_at' },
  { value: 'area', viewType: 'dict_tag', tagType: false },
  { value: 'account_name' },
  { value: 'account_id' },
  { value: 'store_id' },
  { value: 'method' },
  { value: 'route', span: 24 },
  { value: 'path', span: 24 },
  { value: 'ids', span: 24 },
  { value: 'ip' },
  { value: 'status' },
  { value: 'code', viewType: 'custom', render: (record) => <CodeTag row={record} /> },
  { value: 'changes', viewType: 'custom', span: 24, render: (record) => <ChangesDetail record={record} /> },
];
// The export carries every recorded fact, including those the table leaves to the View dialog.
const exportColumns: ColumnDef[] = [
  { value: 'id' },
  { value: 'created_at' },
  { value: 'area', type: 'dict' },
  { value: 'account_id' },
  { value: 'account_name' },
  { value: 'store_id' },
  { value: 'method' },
  { value: 'route' },
  { value: 'path' },
  { value: 'ids' },
  { value: 'ip' },
  { value: 'status' },
  { value: 'code' },
  { value: 'changes' },
];

/**
 * The audit trail: every write made in the Admin and Seller areas, read-only (the server offers no way to add,
 * change or delete a row) and readable by the super admin only.
 */
export default function AuditLogsPage() {
  return (
    <CrudTable
      descriptor={auditLogs}
      columns={columns}
      dicts={dicts}
      viewFields={viewFields}
      exportColumns={exportColumns}
      buttons={{ add: false, edit: false, batchDelete: false, delete: false }}
      actionsWidth={100}
    />
  );
}
