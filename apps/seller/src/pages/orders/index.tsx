import { OrderListPage } from '@shop/ui/orders/OrderListPage';

/** S12 All orders: the store's orders by status, detail with tracking, receiver corrections, shipping, waybills. */
export default function SellerOrdersPage() {
  return <OrderListPage area="Seller" variant="all" />;
}
