import { OrderListPage } from '@shop/backoffice/orders/OrderListPage';

/** Refund orders: the store approves or refuses refund-only requests. */
export default function SellerRefundsPage() {
  return <OrderListPage area="Seller" variant="refund" />;
}
