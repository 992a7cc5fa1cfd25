import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Empty, InputNumber, Modal, Space, Spin, Table } from '@arco-design/web-react';
import type { ColumnProps } from '@arco-design/web-react/es/Table/interface';
import { IconClose, IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import type { Area } from '@shop/api/areas';
import { ImageUpload } from '../widgets/ImageUpload.tsx';
import { numberOrUndefined } from './BasicStep.tsx';
import { GOODS_UPLOAD, type GoodsDraft, type GoodsEditorMode, type GoodsErrors } from './goods-form.ts';
import {
  SKU_NUMBERS,
  buildSkuMatrix,
  fillSkus,
  specDimensions,
  type SkuFill,
  type SkuNumber,
  type SkuRow,
  type SpecAttr,
} from './sku-matrix.ts';
import type { Remote } from './useRemote.ts';
import { useGoodsText } from './useGoodsText.ts';

export interface SkuStepProps {
  draft: GoodsDraft;
  errors: GoodsErrors;
  mode: GoodsEditorMode;
  /** Every attribute that can be chosen (the store's, plus those the goods already uses). */
  available: SpecAttr[];
  /** The store's attribute list as loaded (Seller), for its loading and failure states. */
  attrs: Remote<SpecAttr[]> | undefined;
  area: Area;
  update: (patch: Partial<GoodsDraft> | ((draft: GoodsDraft) => Partial<GoodsDraft>)) => void;
}

/** The columns of the matrix, in the reference's order, with their decimals. */
const COLUMNS: readonly { key: SkuNumber; precision: number; unit: 'yuan' | 'kg' | undefined }[] = [
  { key: 'goods_market_price', precision: 2, unit: 'yuan' },
  { key: 'goods_price', precision: 2, unit: 'yuan' },
  { key: 'goods_weight', precision: 2, unit: 'kg' },
  { key: 'goods_stock', precision: 0, unit: undefined },
];

/** The draft after the chosen attributes or ticks changed: the matrix is rebuilt, typed values kept. */
function withSpecs(draft: GoodsDraft, attrs: SpecAttr[], checked: number[]): Partial<GoodsDraft> {
  // Ticks of values that belong to no chosen attribute any more go with it.
  const live = new Set(attrs.flatMap((attr) => attr.specs.map((spec) => spec.id)));
  const kept = checked.filter((id) => live.has(id));
  return { attrs, checked: kept, skus: buildSkuMatrix(specDimensions(attrs, new Set(kept)), draft.skus) };
}

/**
 * Step 3: attributes, spec values and the SKU matrix. The Seller chooses
 * attributes in a dialog and ticks values; every change rebuilds the rows as the cartesian product,
 * keeping what was typed for combinations that remain. The platform edits the rows' numbers and
 * pictures but not the combinations. A bulk-fill bar sets a column on every row.
 */
export function SkuStep({ draft, errors, mode, available, attrs, area, update }: SkuStepProps) {
  const { g, errorText } = useGoodsText();
  const { t } = useTranslation();
  const readonly = mode === 'admin';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [fill, setFill] = useState<SkuFill>({});
  const checked = new Set(draft.checked);
  // The chosen attributes with every value the store now has for them.
  const shown = draft.attrs.map((attr) => available.find((candidate) => candidate.id === attr.id) ?? attr);

  const openDialog = () => {
    setPicked(draft.attrs.map((attr) => attr.id));
    setDialogOpen(true);
  };
  const applyDialog = () => {
    // Chosen ones keep their place; newly ticked ones are appended in the list's order.
    const keep = shown.filter((attr) => picked.includes(attr.id));
    const added = available.filter((attr) => picked.includes(attr.id) && !keep.some((k) => k.id === attr.id));
    update((current) => withSpecs(current, [...keep, ...added], current.checked));
    setDialogOpen(false);
  };
  const removeAttr = (id: number) =>
    update((current) =>
      withSpecs(
        current,
        shown.filter((attr) => attr.id !== id),
        current.checked,
      ),
    );
  const toggleSpec = (id: number, on: boolean) =>
    update((current) =>
      withSpecs(
        current,
        shown,
        on ? [...current.checked.filter((c) => c !== id), id] : current.checked.filter((c) => c !== id),
      ),
    );
  const setCell = (index: number, key: SkuNumber, value: number | undefined) =>
    update((current) => ({ skus: current.skus.map((row, i) => (i === index ? { ...row, [key]: value } : row)) }));
  const setImage = (index: number, url: string) =>
    update((current) => ({ skus: current.skus.map((row, i) => (i === index ? { ...row, goods_image: url } : row)) }));
  const applyFill = (onlyEmpty: boolean) => update((current) => ({ skus: fillSkus(current.skus, fill, onlyEmpty) }));

  const columns: ColumnProps<SkuRow>[] = [
    {
      title: g('fields.sku_name'),
      dataIndex: 'sku_name',
      render: (_value: unknown, row: SkuRow) => row.sku_name.join(' '),
    },
    ...COLUMNS.map(({ key, precision, unit }): ColumnProps<SkuRow> => ({
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
          onChange={(value) => setCell(index, key, numberOrUndefined(value))}
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
            onChange={(url) => setImage(index, url)}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="goods-sku-step">
      <div className="goods-sku-head">
        <strong>{g('steps.skus')}</strong>
        {readonly ? null : (
          <Button type="primary" size="small" icon={<IconPlus />} data-testid="goods-attrs-choose" onClick={openDialog}>
            {g('editor.chooseAttrs')}
          </Button>
        )}
      </div>
      {readonly ? <p className="goods-hint">{g('editor.specsReadonly')}</p> : null}
      {shown.length ? (
        <div className="goods-attr-lines">
          {shown.map((attr) => (
            <div className="goods-attr-line" key={attr.id} data-testid={`goods-attr-line-${attr.id}`}>
              <span className="goods-attr-name">{attr.name}：</span>
              <Space wrap>
                {attr.specs.map((spec) => (
                  <Checkbox
                    key={spec.id}
                    checked={checked.has(spec.id)}
                    disabled={readonly}
                    data-testid={`goods-spec-${spec.id}`}
                    onChange={(on: boolean) => toggleSpec(spec.id, on)}
                  >
                    {spec.name}
                  </Checkbox>
                ))}
              </Space>
              {readonly ? null : (
                <Button
                  size="mini"
                  type="text"
                  icon={<IconClose />}
                  aria-label={g('editor.removeAttr')}
                  title={g('editor.removeAttr')}
                  data-testid={`goods-attr-remove-${attr.id}`}
                  onClick={() => removeAttr(attr.id)}
                />
              )}
            </div>
          ))}
        </div>
      ) : (
        <p className="goods-hint" data-testid="goods-skus-none">
          {g('editor.attrsEmpty')}
        </p>
      )}

      {draft.skus.length ? (
        <>
          <div className="goods-bulk" data-testid="goods-bulk">
            <span className="goods-bulk-title">{g('editor.bulkFill')}</span>
            {COLUMNS.map(({ key, precision, unit }) => (
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
                  onChange={(value) => setFill((current) => ({ ...current, [key]: numberOrUndefined(value) }))}
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
                  setFill(fromGoods);
                }}
              >
                {g('editor.useGoodsValues')}
              </Button>
              <Button size="small" type="primary" data-testid="goods-bulk-all" onClick={() => applyFill(false)}>
                {g('editor.applyAll')}
              </Button>
              <Button size="small" data-testid="goods-bulk-empty" onClick={() => applyFill(true)}>
                {g('editor.applyEmpty')}
              </Button>
            </span>
          </div>
          {errors.skus ? (
            <Alert
              type="error"
              className="goods-sku-alert"
              content={<span data-testid="goods-error-skus">{errorText(errors.skus)}</span>}
            />
          ) : null}
          <div data-testid="goods-sku-table">
            <Table<SkuRow>
              className="goods-sku-table"
              rowKey={(row) => row.spec_id.join('-')}
              data={draft.skus}
              columns={columns}
              pagination={false}
              border
              borderCell
              size="small"
              onRow={(_row, index) => ({ 'data-testid': `goods-sku-row-${index}` })}
              footer={() => g('editor.skuCount', { count: draft.skus.length })}
            />
          </div>
        </>
      ) : null}

      <Modal
        title={g('editor.chooseAttrs')}
        visible={dialogOpen}
        style={{ width: '40%', minWidth: 420 }}
        onCancel={() => setDialogOpen(false)}
        footer={
          <>
            <Button onClick={() => setDialogOpen(false)}>{t('crud.cancel')}</Button>
            <Button type="primary" data-testid="goods-attrs-ok" onClick={applyDialog}>
              {t('crud.ok')}
            </Button>
          </>
        }
        unmountOnExit
      >
        <div data-testid="goods-attrs-dialog">
          {attrs?.loading ? (
            <Spin block loading />
          ) : available.length ? (
            <Checkbox.Group
              className="goods-attr-choices"
              value={picked}
              onChange={(values: number[]) => setPicked(values)}
            >
              {available.map((attr) => (
                <Checkbox
                  key={attr.id}
                  value={attr.id}
                  className="goods-attr-choice"
                  data-testid={`goods-attr-${attr.id}`}
                >
                  {attr.name}
                </Checkbox>
              ))}
            </Checkbox.Group>
          ) : (
            <Empty description={attrs?.error || g('editor.noAttrs')} />
          )}
        </div>
      </Modal>
    </div>
  );
}
