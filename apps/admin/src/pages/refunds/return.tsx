import { OrderListPage } from '@shop/backoffice/orders/OrderListPage';

/** Return orders: after-sale returns of every store with their state, read-only (the store handles them). */
export default function AdminReturnsPage() {
  return <OrderListPage area="Admin" variant="return" />;
}
