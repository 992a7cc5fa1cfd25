import { ReviewListPage } from '@shop/ui/orders/ReviewListPage';

/** Order comments: every review, with reply and delete. */
export default function AdminOrderCommentsPage() {
  return <ReviewListPage area="Admin" />;
}
