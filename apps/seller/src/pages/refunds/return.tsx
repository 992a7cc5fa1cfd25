import { OrderListPage } from '@shop/backoffice/orders/OrderListPage';

/** Return orders: the store decides returns, then takes the goods back for a refund or ships an exchange. */
export default function SellerReturnsPage() {
  return <OrderListPage area="Seller" variant="return" />;
}
