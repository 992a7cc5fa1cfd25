import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { adminCashes } from '@shop/contract/resources/finance';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { useResourceText } from '../useResourceText.ts';
import { CashFee } from './CashFee.tsx';
import { CashOwner } from './CashOwner.tsx';
import { CashReviewDialog } from './CashReviewDialog.tsx';
import { CASH_TAGS, canReview } from './review.ts';

const dicts: DictDef[] = [
  statusDict('cash_status', CASH_TAGS),
  // Every store: the owner column's names and the store filter.
  { name: 'store_id', url: '/Admin/stores?isAll=true', labelName: 'store_name', valueName: 'id' },
];

const columns: ColumnDef[] = [
  { value: 'owner', width: 180, ellipsis: true, render: (row) => <CashOwner row={row} />, export: false },
  { value: 'name', width: 110, ellipsis: true },
  { value: 'bank_name', width: 130, ellipsis: true },
  { value: 'card_no', width: 190 },
  { value: 'money', width: 110 },
  { value: 'commission', width: 90 },
  statusColumn('cash_status', CASH_TAGS, { width: 90 }),
  { value: 'remark', width: 120, ellipsis: true },
  { value: 'refuse_info', width: 150, ellipsis: true },
  { value: 'created_at', width: 170 },
];

// The export names the owner by its ids (the names are looked up on screen only).
const exportExtra: ColumnDef[] = [{ value: 'store_id' }, { value: 'user_id' }];

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
  { value: 'cash_status', render: (record) => <StatusMapTag map={CASH_TAGS} value={record.cash_status} /> },
  { value: 'name' },
  { value: 'bank_name' },
  { value: 'card_no', viewType: 'text' },
  { value: 'money' },
  { value: 'commission' },
  { value: 'remark', viewType: 'text' },
  { value: 'refuse_info', viewType: 'text', span: 24 },
  { value: 'created_at' },
];

/**
 * Withdrawals: every member's and store's requests, with the fee setting above; a pending one is paid out or
 * refused (with a reason) from its row.
 */
export default function CashesPage() {
  const text = useResourceText();
  const [reviewing, setReviewing] = useState<CrudRow | null>(null);
  return (
    <CrudTable
      descriptor={adminCashes}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false, delete: false }}
      actionsWidth={140}
      top={<CashFee />}
      rowActions={(row, defaults) => (
        <>
          {defaults}
          {canReview(row) ? (
            <Button
              size="small"
              type="outline"
              status="warning"
              data-testid={`cash-review-${String(row.id)}`}
              onClick={() => setReviewing(row)}
            >
              {text('resources.cashes.review.action')}
            </Button>
          ) : null}
        </>
      )}
      dialogs={<CashReviewDialog cash={reviewing} onClose={() => setReviewing(null)} />}
    />
  );
}
