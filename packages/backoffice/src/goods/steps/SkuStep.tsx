import { useState } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import type { Area } from '@shop/api/areas';
import type { DraftUpdate, GoodsDraft, GoodsEditorMode, GoodsErrors } from '../goods-form.ts';
import {
  buildSkuMatrix,
  fillSkus,
  specDimensions,
  type SkuFill,
  type SkuNumber,
  type SpecAttr,
} from '../sku-matrix.ts';
import type { Remote } from '../useGoodsSources.ts';
import { useGoodsText } from '../useGoodsText.ts';
import { AttrPickerDialog } from './AttrPickerDialog.tsx';
import { SkuBulkFill } from './SkuBulkFill.tsx';
import { SkuTable } from './SkuTable.tsx';
import { SpecLines } from './SpecLines.tsx';

export interface SkuStepProps {
  draft: GoodsDraft;
  errors: GoodsErrors;
  mode: GoodsEditorMode;
  /** Every attribute that can be chosen (the store's, plus those the goods already uses). */
  available: SpecAttr[];
  /** The store's attribute list as loaded (Seller), for its loading and failure states. */
  attrs: Remote<SpecAttr[]> | undefined;
  area: Area;
  update: DraftUpdate;
}

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
  const readonly = mode === 'admin';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const [fill, setFill] = useState<SkuFill>({});
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
      <SpecLines
        attrs={shown}
        checked={new Set(draft.checked)}
        readonly={readonly}
        onToggle={toggleSpec}
        onRemove={removeAttr}
      />

      {draft.skus.length ? (
        <>
          <SkuBulkFill draft={draft} fill={fill} onFill={setFill} onApply={applyFill} />
          {errors.skus ? (
            <Alert
              type="error"
              className="goods-sku-alert"
              content={<span data-testid="goods-error-skus">{errorText(errors.skus)}</span>}
            />
          ) : null}
          <SkuTable skus={draft.skus} errors={errors} area={area} onCell={setCell} onImage={setImage} />
        </>
      ) : null}

      <AttrPickerDialog
        visible={dialogOpen}
        available={available}
        loading={attrs?.loading ?? false}
        error={attrs?.error}
        picked={picked}
        onPick={setPicked}
        onOk={applyDialog}
        onCancel={() => setDialogOpen(false)}
      />
    </div>
  );
}
