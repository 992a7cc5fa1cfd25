import type { GoodsDetail } from '@shop/api/endpoints/catalog';
import { GoodsAside } from './GoodsAside.tsx';
import { GoodsTabs } from './GoodsTabs.tsx';

/** Below the goods' box: the store's card and best sellers beside the details, reviews and after-sale tabs. */
export default function GoodsBottom({ goods }: { goods: GoodsDetail }) {
  return (
    <section className="goods-bottom">
      <GoodsAside store={goods.store_info} saleList={goods.sale_list ?? []} />
      <GoodsTabs goods={goods} afterSaleHtml={goods.store_info?.after_sale_service} />
    </section>
  );
}
