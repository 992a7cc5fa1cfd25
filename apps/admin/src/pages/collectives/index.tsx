import { adminCollectives } from '@shop/contract/resources/promotions';
import { PromotionOverview } from '../promotions/PromotionOverview.tsx';

/** Every store's group buys: search, view, export, and the platform's stop or resume. */
export default function AdminCollectivesPage() {
  return <PromotionOverview descriptor={adminCollectives} kind="collectives" />;
}
