import { OrderListPage } from '@shop/backoffice/orders/OrderListPage';

/** Orders to ship: the store's paid orders, shipped one by one or checked together, with waybills. */
export default function SellerWaitingOrdersPage() {
  return <OrderListPage area="Seller" variant="wait" />;
}
