import { OrderListPage } from '@shop/ui/orders/OrderListPage';

/** S14 Refund orders: the store approves or refuses refund-only requests. */
export default function SellerRefundsPage() {
  return <OrderListPage area="Seller" variant="refund" />;
}
