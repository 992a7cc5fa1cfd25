import { ReviewListPage } from '@shop/backoffice/orders/ReviewListPage';

/** Order comments: the reviews of the store's goods, with replies. */
export default function SellerOrderCommentsPage() {
  return <ReviewListPage area="Seller" />;
}
