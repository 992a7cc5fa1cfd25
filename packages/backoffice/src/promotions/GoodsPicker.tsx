import { Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { Thumb } from '@shop/ui/crud/cells';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { TableSelect } from '@shop/ui/widgets/TableSelect';
import { usePromotionText } from './promotion-columns.tsx';
import { numberOf, skuChoicesOf } from './promotion-rules.ts';
import type { ControlProps } from './PromotionForm.tsx';

/** The store's goods as the picker's dialog lists them (`GET /Seller/goods`, paged, searched by title). */
const GOODS_COLUMNS = [{ value: 'id' }, { value: 'goods_name' }, { value: 'goods_price' }, { value: 'goods_stock' }];

export interface GoodsPickerProps extends ControlProps {
  /** Dialog title (the field's label). */
  title: string;
  /** The picked goods' detail, once loaded. */
  goods: CrudRow | undefined;
  loading: boolean;
}

/**
 * One of the store's goods: the shared table picker (its own name line hidden), then the picked goods' picture,
 * title and normal price from its detail, which also gives the SKUs and the price a flash price must stay below.
 */
export function GoodsPicker({ value, onChange, title, goods, loading }: GoodsPickerProps) {
  const p = usePromotionText();
  const id = numberOf(value);
  return (
    <div className="promotion-goods-picker" data-testid="promotion-goods-picker">
      <TableSelect
        value={id && id > 0 ? id : ''}
        onChange={(picked) => onChange?.(numberOf(picked) ?? '')}
        pageUrl="/Seller/goods"
        resource="goods"
        columns={GOODS_COLUMNS}
        showName="goods_name"
        searchName="goods_name"
        title={title}
      />
      {loading ? (
        <Spin size={16} />
      ) : goods && id ? (
        <span className="promotion-goods" data-testid="promotion-goods">
          <Thumb src={goods.goods_master_image} alt={asText(goods.goods_name)} size={40} />
          <span>
            <span className="promotion-goods-name" data-testid="promotion-goods-name">
              {asText(goods.goods_name)}
            </span>
            <span className="promotion-goods-price">{p('form.normalPrice', { price: asText(goods.goods_price) })}</span>
          </span>
        </span>
      ) : (
        <span className="promotion-goods-none">{p('form.noGoods')}</span>
      )}
    </div>
  );
}

/** The SKU of the picked goods a flash sale is limited to; 0 = every SKU (the only choice for goods without SKUs). */
export function SkuSelect({ value, onChange, error, goods }: ControlProps & { goods: CrudRow | undefined }) {
  const p = usePromotionText();
  const choices = skuChoicesOf(goods);
  const picked = numberOf(value) ?? 0;
  return (
    <div data-testid="promotion-sku">
      <Select
        value={picked}
        onChange={(next: number) => onChange?.(next)}
        disabled={!goods || choices.length === 0}
        status={error ? 'error' : undefined}
        options={[
          { value: 0, label: p('form.everySku') },
          ...choices.map((sku) => ({ value: sku.value, label: `${sku.name} · ￥${sku.price.toFixed(2)}` })),
        ]}
      />
    </div>
  );
}
