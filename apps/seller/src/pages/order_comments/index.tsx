import { ReviewListPage } from '@shop/ui/orders/ReviewListPage';

/** S16 Order comments: the reviews of the store's goods, with replies. */
export default function SellerOrderCommentsPage() {
  return <ReviewListPage area="Seller" />;
}
