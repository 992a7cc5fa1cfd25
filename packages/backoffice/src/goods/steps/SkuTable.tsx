import { InputNumber, Table } from '@arco-design/web-react';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import type { Area } from '@shop/api/areas';
import { ImageUpload } from '@shop/ui/widgets/ImageUpload';
import { GOODS_UPLOAD, numberOrUndefined, type GoodsErrors } from '../goods-form.ts';
import type { SkuNumber, SkuRow } from '../sku-matrix.ts';
import { useGoodsText } from '../useGoodsText.ts';
import { SKU_COLUMNS } from './sku-columns.ts';

export interface SkuTableProps {
  skus: SkuRow[];
  /** Cell errors are keyed `skus.<row>.<column>`. */
  errors: GoodsErrors;
  area: Area;
  onCell: (index: number, key: SkuNumber, value: number | undefined) => void;
  onImage: (index: number, url: string) => void;
}

/** The SKU matrix: one row per combination of ticked values, its numbers and its picture editable in place. */
export function SkuTable({ skus, errors, area, onCell, onImage }: SkuTableProps) {
  const { g, errorText } = useGoodsText();
  const columns: ColumnProps<SkuRow>[] = [
    {
      title: g('fields.sku_name'),
      dataIndex: 'sku_name',
      render: (_value: unknown, row: SkuRow) => row.sku_name.join(' '),
    },
    ...SKU_COLUMNS.map(({ key, precision, unit }): ColumnProps<SkuRow> => ({
      title: g(`fields.${key}`),
      dataIndex: key,
      width: 150,
      render: (_value: unknown, row: SkuRow, index: number) => (
        <InputNumber
          size="small"
          value={row[key]}
          precision={precision}
          prefix={unit === 'yuan' ? g('editor.yuan') : undefined}
          suffix={unit === 'kg' ? g('editor.kg') : undefined}
          error={Boolean(errors[`skus.${index}.${key}`])}
          title={errorText(errors[`skus.${index}.${key}`]) || undefined}
          aria-label={`${row.sku_name.join(' ')} ${g(`fields.${key}`)}`}
          data-testid={`goods-sku-${index}-${key}`}
          onChange={(value) => onCell(index, key, numberOrUndefined(value))}
        />
      ),
    })),
    {
      title: g('fields.goods_image'),
      dataIndex: 'goods_image',
      width: 100,
      render: (_value: unknown, row: SkuRow, index: number) => (
        <span className="goods-sku-image" data-testid={`goods-sku-${index}-image`}>
          <ImageUpload
            variant="avatar"
            value={row.goods_image}
            name={GOODS_UPLOAD.name}
            option={GOODS_UPLOAD.option}
            area={area}
            onChange={(url) => onImage(index, url)}
          />
        </span>
      ),
    },
  ];
  return (
    <div data-testid="goods-sku-table">
      <Table<SkuRow>
        className="goods-sku-table"
        rowKey={(row) => row.spec_id.join('-')}
        data={skus}
        columns={columns}
        pagination={false}
        border
        borderCell
        size="small"
        onRow={(_row, index) => ({ 'data-testid': `goods-sku-row-${index}` })}
        footer={() => g('editor.skuCount', { count: skus.length })}
      />
    </div>
  );
}
