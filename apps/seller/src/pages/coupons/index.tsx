import { sellerCoupons } from '@shop/contract/resources/promotions';
import { CrudTable } from '@shop/ui/crud-table';
import { PROMOTION_DICTS, promotionColumns, promotionViewFields } from '@shop/backoffice/promotions/promotion-columns';
import { CONTENT_MAX, NAME_MAX, promotionBodies, type PromotionField } from '@shop/backoffice/promotions/PromotionForm';

const FIELDS: PromotionField[] = [
  { name: 'name', control: 'text', required: true, max: NAME_MAX },
  { name: 'money', control: 'money', required: true },
  { name: 'use_money', control: 'money', hint: 'form.useMoneyHint' },
  { name: 'stock', control: 'int', required: true, hint: 'form.stockHint' },
  { name: 'per_user', control: 'int', required: true },
  { name: 'start_time', control: 'datetime', required: true },
  { name: 'end_time', control: 'datetime', required: true },
  { name: 'content', control: 'textarea', max: CONTENT_MAX, span: 24 },
];
const { columns, exportExtra } = promotionColumns(sellerCoupons, 'coupons');
const viewFields = promotionViewFields('coupons');
const bodies = promotionBodies('coupons', FIELDS);

/** The store's coupons: amount off, minimum order, copies, per-shopper limit, validity; the platform may stop one. */
export default function SellerCouponsPage() {
  return (
    <CrudTable
      descriptor={sellerCoupons}
      columns={columns}
      exportExtra={exportExtra}
      dicts={PROMOTION_DICTS}
      viewFields={viewFields}
      buttons={{ delete: true }}
      dialog={{ width: '65%' }}
      {...bodies}
    />
  );
}
