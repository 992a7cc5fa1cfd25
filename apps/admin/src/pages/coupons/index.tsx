import { adminCoupons } from '@shop/contract/resources/promotions';
import { PromotionOverview } from '../promotions/PromotionOverview.tsx';

/** Every store's coupons: search, view, export, and the platform's stop or resume. */
export default function AdminCouponsPage() {
  return <PromotionOverview descriptor={adminCoupons} kind="coupons" />;
}
