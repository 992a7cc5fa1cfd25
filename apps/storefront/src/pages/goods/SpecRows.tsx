import { useTranslation } from 'react-i18next';
import type { GoodsAttr, GoodsSku } from '@shop/api/endpoints/catalog';
import { isSpecAvailable, type SpecSelection } from '../../lib/sku.ts';

interface SpecRowsProps {
  attrs: readonly GoodsAttr[];
  skus: readonly GoodsSku[];
  selection: SpecSelection;
  onChoose: (row: number, specId: number) => void;
}

/** One row of buttons per attribute; a value no SKU with the other choices has is disabled. */
export function SpecRows({ attrs, skus, selection, onChoose }: SpecRowsProps) {
  const { t } = useTranslation();
  return (
    <>
      {attrs.map((attr, row) => (
        <div
          key={`${attr.id}-${row}`}
          className="goods-row goods-row--spec"
          data-testid="spec-row"
          data-attr-id={attr.id}
        >
          <span className="goods-row__label">{t('browse.goods.specLabel', { name: attr.name })}</span>
          <div className="goods-row__values">
            {attr.specs.map((spec) => {
              const chosen = selection[row] === spec.id;
              const available = chosen || isSpecAvailable(skus, selection, row, spec.id);
              return (
                <button
                  key={spec.id}
                  type="button"
                  className={chosen ? 'spec is-active' : 'spec'}
                  aria-pressed={chosen}
                  disabled={!available}
                  data-testid="spec-option"
                  data-spec-id={spec.id}
                  onClick={() => onChoose(row, spec.id)}
                >
                  {spec.name}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </>
  );
}
