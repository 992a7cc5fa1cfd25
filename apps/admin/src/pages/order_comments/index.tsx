import { ReviewListPage } from '@shop/backoffice/orders/ReviewListPage';

/** Order comments: every review, with reply and delete. */
export default function AdminOrderCommentsPage() {
  return <ReviewListPage area="Admin" />;
}
