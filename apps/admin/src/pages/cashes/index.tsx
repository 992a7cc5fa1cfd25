import { adminCashes } from '@shop/contract/resources/finance';
import { CashAccount, CashStatus, yuan } from '@shop/backoffice/finance-cells';
import { CASH_STATUS_TAGS } from '@shop/backoffice/finance-status';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { RowDialogList } from '../RowDialogList.tsx';
import { CashFee } from './CashFee.tsx';
import { CashOwner } from './CashOwner.tsx';
import { CashReviewDialog } from './CashReviewDialog.tsx';
import { canReview } from './review.ts';

const dicts: DictDef[] = [
  statusDict('cash_status', CASH_STATUS_TAGS),
  // Every store: the owner column's names and the store filter.
  { name: 'store_id', url: '/Admin/stores?isAll=true', labelName: 'store_name', valueName: 'id' },
];

// Fits a 1200 px window beside the menu: the account (holder, bank, card) in one cell, a refusal's reason under
// its state; the export keeps every field in a column of its own.
const columns: ColumnDef[] = [
  { value: 'owner', width: 130, render: (row) => <CashOwner row={row} />, export: false },
  { value: 'account', render: (row) => <CashAccount row={row} />, export: false },
  { value: 'money', width: 100, render: (row) => yuan(row.money) },
  { value: 'commission', width: 84, render: (row) => yuan(row.commission) },
  statusColumn('cash_status', CASH_STATUS_TAGS, { width: 110, render: (row) => <CashStatus row={row} /> }),
  { value: 'created_at', width: 110 },
];

// The export names the owner by its ids (the names are looked up on screen only).
const exportExtra: ColumnDef[] = [
  { value: 'store_id' },
  { value: 'user_id' },
  { value: 'name' },
  { value: 'bank_name' },
  { value: 'card_no' },
  { value: 'remark' },
  { value: 'refuse_info' },
];

const search: SearchDef[] = [
  { value: 'cash_status', type: 'select', dict: 'cash_status' },
  { value: 'store_id', type: 'select', dict: 'store_id', options: { filterable: true } },
  { value: 'user_id', type: 'number', options: { min: 1, precision: 0 } },
  { value: 'name', where: 'likeRight' },
  { value: 'bank_name', where: 'likeRight' },
  { value: 'card_no', where: 'likeRight' },
  { value: 'created_at', type: 'daterange' },
];

const viewFields: ViewFieldDef[] = [
  { value: 'owner', render: (record) => <CashOwner row={record} /> },
  { value: 'cash_status', render: (record) => <StatusMapTag map={CASH_STATUS_TAGS} value={record.cash_status} /> },
  { value: 'name' },
  { value: 'bank_name' },
  { value: 'card_no', viewType: 'text' },
  { value: 'money', render: (record) => yuan(record.money) },
  { value: 'commission', render: (record) => yuan(record.commission) },
  { value: 'remark', viewType: 'text' },
  { value: 'refuse_info', viewType: 'text', span: 24 },
  { value: 'created_at' },
];

/**
 * Withdrawals: every member's and store's requests, with the fee setting above; a pending one is paid out or
 * refused (with a reason) from its row.
 */
export default function CashesPage() {
  return (
    <RowDialogList
      descriptor={adminCashes}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      actionsWidth={150}
      top={<CashFee />}
      action={{
        label: 'resources.cashes.review.action',
        testId: 'cash-review',
        status: 'warning',
        when: canReview,
        dialog: (cash, close) => <CashReviewDialog cash={cash} onClose={close} />,
      }}
    />
  );
}
