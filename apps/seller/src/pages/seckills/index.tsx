import { sellerSeckills } from '@shop/contract/resources/promotions';
import { CrudTable } from '@shop/ui/crud-table';
import { searchOf } from '@shop/ui/crud/from-descriptor';
import { withGoodsTitleSearch } from '@shop/backoffice/promotions/search';
import { PROMOTION_DICTS, promotionColumns, promotionViewFields } from '@shop/backoffice/promotions/promotion-columns';
import { promotionBodies, type PromotionField } from '@shop/backoffice/promotions/PromotionForm';

const FIELDS: PromotionField[] = [
  { name: 'goods_id', control: 'goods', required: true, span: 24 },
  { name: 'sku_id', control: 'sku', hint: 'form.skuHint', span: 24 },
  { name: 'price', control: 'money', hint: 'form.priceHint' },
  { name: 'discount', control: 'percent', hint: 'form.discountHint' },
  { name: 'quota', control: 'int', required: true, hint: 'form.quotaHint' },
  { name: 'per_user', control: 'int', required: true },
  { name: 'start_time', control: 'datetime', required: true },
  { name: 'end_time', control: 'datetime', required: true },
];
const { columns, exportExtra } = promotionColumns(sellerSeckills, 'seckills');
const search = withGoodsTitleSearch(searchOf(sellerSeckills));
const viewFields = promotionViewFields('seckills');
const bodies = promotionBodies('seckills', FIELDS);

/** Flash sales: one goods (or one of its SKUs) at a flash price or percent off, a quota and a per-buyer limit. */
export default function SellerSeckillsPage() {
  return (
    <CrudTable
      descriptor={sellerSeckills}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={PROMOTION_DICTS}
      viewFields={viewFields}
      buttons={{ delete: true }}
      dialog={{ width: '65%' }}
      {...bodies}
    />
  );
}
