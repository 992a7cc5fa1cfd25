import { ListAnalysis } from '@shop/backoffice/dashboards/ListAnalysis';
import { PAYMENT_METHOD } from '@shop/backoffice/orders/order-status';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import type { StatusMap } from '@shop/ui/widgets/status-map';
import { statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';

/** `order_pays.pay_status`: 1 paid, 0 not (qwshop's 成功 / 否). */
const PAY_STATUS = {
  1: { color: 'green', label: 'resources.dashboards.payStatus.1' },
  0: { color: 'gray', label: 'resources.dashboards.payStatus.0' },
} as const satisfies StatusMap<0 | 1>;

// A payment is one of the three methods; "not paid" is no method a payment row can have.
const { none: _none, ...METHODS } = PAYMENT_METHOD;

const columns: ColumnDef[] = [
  { value: 'pay_no', width: 190 },
  { value: 'trade_no', width: 170, ellipsis: true },
  statusColumn('payment_name', METHODS, { width: 110 }),
  { value: 'total', type: 'amount', width: 110 },
  statusColumn('pay_status', PAY_STATUS, { width: 100 }),
  { value: 'pay_time', width: 170 },
  { value: 'created_at', width: 170 },
];

const dicts: DictDef[] = [statusDict('payment_name', METHODS), statusDict('pay_status', PAY_STATUS)];

const search: SearchDef[] = [
  { value: 'pay_no', where: 'likeRight' },
  { value: 'trade_no', where: 'likeRight' },
  { value: 'payment_name', type: 'select', dict: 'payment_name' },
  { value: 'pay_status', type: 'select', dict: 'pay_status' },
];

/** Payment analysis (A25): Σ payments per period, and the payment rows of the range (exportable). */
export default function AdminPaymentAnalysisPage() {
  return (
    <ListAnalysis
      kind="pay"
      resource="dashboard_pays"
      series="charts.payments"
      money
      columns={columns}
      search={search}
      dicts={dicts}
      exportable
    />
  );
}
