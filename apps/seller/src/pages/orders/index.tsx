import { OrderListPage } from '@shop/backoffice/orders/OrderListPage';

/** All orders: the store's orders by status, detail with tracking, receiver corrections, shipping, waybills. */
export default function SellerOrdersPage() {
  return <OrderListPage area="Seller" variant="all" />;
}
