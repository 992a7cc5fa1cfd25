import { sellerFullReductions } from '@shop/contract/resources/promotions';
import { CrudTable } from '@shop/ui/crud-table';
import { PROMOTION_DICTS, promotionColumns, promotionViewFields } from '@shop/backoffice/promotions/promotion-columns';
import { NAME_MAX, promotionBodies, type PromotionField } from '@shop/backoffice/promotions/PromotionForm';

const FIELDS: PromotionField[] = [
  { name: 'name', control: 'text', required: true, max: NAME_MAX, span: 24 },
  { name: 'use_money', control: 'money', required: true, hint: 'form.thresholdHint' },
  { name: 'money', control: 'money', required: true },
  { name: 'start_time', control: 'datetime', required: true },
  { name: 'end_time', control: 'datetime', required: true },
];
const { columns, exportExtra } = promotionColumns(sellerFullReductions, 'full_reductions');
const viewFields = promotionViewFields('full_reductions');
const bodies = promotionBodies('full_reductions', FIELDS);

/** Full reductions: "spend X, get Y off" over a period, on the store's part of an order. */
export default function SellerFullReductionsPage() {
  return (
    <CrudTable
      descriptor={sellerFullReductions}
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
