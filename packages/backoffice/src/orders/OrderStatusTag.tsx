import type { ColumnDef, CrudRow } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { StatusMapTag, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { orderStage, refundState, type RefundInfo } from './order-flow.ts';
import { ORDER_STAGE, ORDER_STATUS, REFUND_STATE } from './order-status.ts';

/**
 * An order's state as a coloured tag: the stored status, after-sale by its kind (nine states in all),
 * translated on the client so it follows the interface language.
 *
 * @example <OrderStatusTag order={{ order_status: 5, refund_status: 1 }} /> // 售后退货
 */
export function OrderStatusTag({ order }: { order: CrudRow }) {
  return (
    <StatusMapTag map={ORDER_STAGE} value={orderStage(order)} data-testid={`order-status-tag-${String(order.id)}`} />
  );
}

/** An after-sale row's state as a tag ('-' without one). */
export function RefundStateTag({ refund }: { refund: RefundInfo | undefined }) {
  return <StatusMapTag map={REFUND_STATE} value={refundState(refund)} data-testid="refund-state-tag" />;
}

/** The order lists' status column; the export writes the stored code's label (dictionary `order_status`). */
export const ORDER_STATUS_COLUMN: ColumnDef = {
  value: 'order_status',
  type: 'dict_tag',
  dict: 'order_status',
  width: 140,
  render: (row) => <OrderStatusTag order={row} />,
};

/** The stored codes as a dictionary: the status filter, the Admin's status select, the export. */
export const ORDER_STATUS_DICT: DictDef = statusDict('order_status', ORDER_STATUS);
