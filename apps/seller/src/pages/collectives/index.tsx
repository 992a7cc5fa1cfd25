import { sellerCollectives } from '@shop/contract/resources/promotions';
import { CrudTable } from '@shop/ui/crud-table';
import { searchOf } from '@shop/ui/crud/from-descriptor';
import { withGoodsTitleSearch } from '@shop/backoffice/promotions/search';
import { PROMOTION_DICTS, promotionColumns, promotionViewFields } from '@shop/backoffice/promotions/promotion-columns';
import { promotionBodies, type PromotionField } from '@shop/backoffice/promotions/PromotionForm';

const FIELDS: PromotionField[] = [
  { name: 'goods_id', control: 'goods', required: true, span: 24 },
  { name: 'discount', control: 'percent', required: true, hint: 'form.discountHint' },
  { name: 'need', control: 'int', required: true },
  { name: 'hours', control: 'int', required: true, hint: 'form.hoursHint' },
];
const { columns, exportExtra } = promotionColumns(sellerCollectives, 'collectives');
const search = withGoodsTitleSearch(searchOf(sellerCollectives));
const viewFields = promotionViewFields('collectives');
const bodies = promotionBodies('collectives', FIELDS);

/** Group buys: a goods at a percent off once enough buyers join a group within its time limit. */
export default function SellerCollectivesPage() {
  return (
    <CrudTable
      descriptor={sellerCollectives}
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
