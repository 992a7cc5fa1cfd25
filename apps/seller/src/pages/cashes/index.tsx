import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconPlus, IconUndo } from '@arco-design/web-react/icon';
import { useOwnStoreQuery } from '@shop/api/endpoints/stores';
import { sellerCashes } from '@shop/contract/resources/finance';
import { CashAccount, cashAmounts, CashStatus, yuan } from '@shop/backoffice/finance-cells';
import { CASH_STATUS_TAGS } from '@shop/backoffice/finance-status';
import { CrudTable } from '@shop/ui/crud-table';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { CrudModal } from '@shop/ui/crud/CrudModal';
import { arcoConfirm } from '@shop/ui/crud/confirm';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { useTranslation } from 'react-i18next';
import { useResourceText } from '../useResourceText.ts';
import { CashForm, RESOURCE } from './CashForm.tsx';
import { centsOf, isPending } from './cash-rules.ts';

const dicts: DictDef[] = [statusDict('cash_status', CASH_STATUS_TAGS)];
// Fits a 1200 px window beside the menu: the account (holder, bank, card) in one cell, a refusal's reason under
// its state; the export keeps every field in a column of its own.
const columns: ColumnDef[] = [
  { value: 'id', width: 64 },
  { value: 'money', width: 100, render: (row) => yuan(row.money) },
  { value: 'commission', width: 84, render: (row) => yuan(row.commission) },
  { value: 'account', render: (row) => <CashAccount row={row} />, export: false },
  statusColumn('cash_status', CASH_STATUS_TAGS, { width: 120, render: (row) => <CashStatus row={row} /> }),
  { value: 'created_at', width: 110 },
];
const exportExtra: ColumnDef[] = [
  { value: 'name' },
  { value: 'bank_name' },
  { value: 'card_no' },
  { value: 'refuse_info' },
  { value: 'remark' },
];
const search: SearchDef[] = [
  { value: 'cash_status', type: 'select', dict: 'cash_status' },
  { value: 'card_no', where: 'likeRight' },
  { value: 'created_at', type: 'daterange' },
];
const viewFields: ViewFieldDef[] = [
  { value: 'money', render: (row) => yuan(row.money) },
  { value: 'commission', render: (row) => yuan(row.commission) },
  { value: 'name' },
  { value: 'bank_name' },
  { value: 'card_no' },
  { value: 'cash_status', render: (row) => <StatusMapTag map={CASH_STATUS_TAGS} value={row.cash_status} /> },
  { value: 'refuse_info', viewType: 'text', span: 24 },
  { value: 'remark', span: 24 },
  { value: 'created_at' },
];

/** The store balance in cents (`GET /Seller/stores/0`), fetched fresh on open; undefined until it has loaded. */
function useStoreBalance(): { cents: number | undefined; refetch: () => void } {
  const store = useOwnStoreQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = store.data && typeof store.data === 'object' ? (store.data as CrudRow) : undefined;
  return {
    cents: data ? centsOf(asText(data.store_money)) : undefined,
    refetch: () => void store.refetch(),
  };
}

/** The request dialog, inside the table so a success reloads the list (and the balance). */
function WithdrawDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const crud = useCrud();
  const text = useResourceText();
  const balance = useStoreBalance();
  return (
    <CrudModal
      title={text(`resources.${RESOURCE}.form.title`)}
      visible={open}
      onClose={onClose}
      options={{ width: 560 }}
    >
      <CashForm
        balanceCents={balance.cents}
        onCancel={onClose}
        onSubmit={async (payload, options) => {
          const ok = await crud.create(payload, options);
          if (ok) {
            balance.refetch();
            onClose();
          }
          return ok;
        }}
      />
    </CrudModal>
  );
}

/** "Cancel" of a pending request: asks, then `DELETE /Seller/cashes/{id}` (the frozen gross goes back). */
function CancelButton({ row }: { row: CrudRow }) {
  const crud = useCrud();
  const text = useResourceText();
  const { t } = useTranslation();
  const cancel = async () => {
    const agreed = await arcoConfirm({
      title: text(`resources.${RESOURCE}.actions.cancelTitle`),
      // What goes back is the gross amount: the payout and the fee.
      content: text(`resources.${RESOURCE}.actions.cancelConfirm`, { money: yuan(cashAmounts(row).gross / 100) }),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
    });
    // `remove` toasts the answer and reloads the list.
    if (agreed) await crud.remove([row]);
  };
  return (
    <Button
      size="small"
      status="warning"
      icon={<IconUndo />}
      data-testid={`cash-cancel-${String(row.id)}`}
      onClick={() => void cancel()}
    >
      {text(`resources.${RESOURCE}.actions.cancel`)}
    </Button>
  );
}

/** Withdrawals of the store balance: the requests and their review, a new request, cancelling a pending one. */
export default function SellerCashesPage() {
  const text = useResourceText();
  const [open, setOpen] = useState(false);
  return (
    <CrudTable
      descriptor={sellerCashes}
      resource={RESOURCE}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      // Requests are never edited or deleted: a pending one is cancelled (its money goes back), others stay.
      buttons={{ add: false, edit: false, batchDelete: false }}
      actionsWidth={150}
      toolbar={{
        left: (defaults) => (
          <>
            <Button type="primary" icon={<IconPlus />} data-testid="cash-withdraw" onClick={() => setOpen(true)}>
              {text(`resources.${RESOURCE}.actions.withdraw`)}
            </Button>
            {defaults}
          </>
        ),
      }}
      rowActions={(row, defaults) => (
        <>
          {defaults}
          {isPending(row) ? <CancelButton row={row} /> : null}
        </>
      )}
      dialogs={<WithdrawDialog open={open} onClose={() => setOpen(false)} />}
    />
  );
}
