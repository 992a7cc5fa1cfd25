import { OrderListPage } from '@shop/backoffice/orders/OrderListPage';

/** Orders: every store's orders by status, detail with tracking, corrections, status edit, shipping, waybills. */
export default function AdminOrdersPage() {
  return <OrderListPage area="Admin" variant="all" />;
}
