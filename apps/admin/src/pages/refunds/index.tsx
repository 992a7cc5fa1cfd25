import { OrderListPage } from '@shop/backoffice/orders/OrderListPage';

/** Refund orders: after-sale refunds of every store, read-only (the store decides them). */
export default function AdminRefundsPage() {
  return <OrderListPage area="Admin" variant="refund" />;
}
