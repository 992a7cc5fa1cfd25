import { Button, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { numberOrUndefined, type GoodsDraft } from '../goods-form.ts';
import { SKU_NUMBERS, type SkuFill } from '../sku-matrix.ts';
import { useGoodsText } from '../useGoodsText.ts';
import { SKU_COLUMNS } from './sku-columns.ts';

export interface SkuBulkFillProps {
  /** The goods' own numbers, offered as the values to fill. */
  draft: GoodsDraft;
  /** The values typed in the bar (kept by the step, so they outlive an emptied matrix). */
  fill: SkuFill;
  onFill: (update: (fill: SkuFill) => SkuFill) => void;
  /** Sets the typed values on every row, or only where a row's cell is empty. */
  onApply: (onlyEmpty: boolean) => void;
}

/** The bar above the SKU matrix that sets a column on every row at once. */
export function SkuBulkFill({ draft, fill, onFill, onApply }: SkuBulkFillProps) {
  const { g } = useGoodsText();
  return (
    <div className="goods-bulk" data-testid="goods-bulk">
      <span className="goods-bulk-title">{g('editor.bulkFill')}</span>
      {SKU_COLUMNS.map(({ key, precision, unit }) => (
        <label key={key} className="goods-bulk-field">
          <span>{g(`fields.${key}`)}</span>
          <InputNumber
            size="small"
            className="goods-bulk-input"
            value={fill[key]}
            precision={precision}
            prefix={unit === 'yuan' ? g('editor.yuan') : undefined}
            suffix={unit === 'kg' ? g('editor.kg') : undefined}
            data-testid={`goods-bulk-${key}`}
            onChange={(value) => onFill((current) => ({ ...current, [key]: numberOrUndefined(value) }))}
          />
        </label>
      ))}
      <span className="goods-bulk-actions">
        <Button
          size="small"
          data-testid="goods-bulk-goods"
          onClick={() => {
            const fromGoods: SkuFill = {};
            for (const key of SKU_NUMBERS) fromGoods[key] = draft[key];
            onFill(() => fromGoods);
          }}
        >
          {g('editor.useGoodsValues')}
        </Button>
        <Button size="small" type="primary" data-testid="goods-bulk-all" onClick={() => onApply(false)}>
          {g('editor.applyAll')}
        </Button>
        <Button size="small" data-testid="goods-bulk-empty" onClick={() => onApply(true)}>
          {g('editor.applyEmpty')}
        </Button>
      </span>
    </div>
  );
}
