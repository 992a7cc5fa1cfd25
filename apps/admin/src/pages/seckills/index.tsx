import { adminSeckills } from '@shop/contract/resources/promotions';
import { PromotionOverview } from '../promotions/PromotionOverview.tsx';

/** Every store's flash sales: search, view, sold / quota, export, and the platform's stop or resume. */
export default function AdminSeckillsPage() {
  return <PromotionOverview descriptor={adminSeckills} kind="seckills" />;
}
