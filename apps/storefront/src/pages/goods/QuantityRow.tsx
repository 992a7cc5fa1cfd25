import { useTranslation } from 'react-i18next';
import { stepQuantity, typedQuantity, type QuantityError } from '../../lib/sku.ts';

interface QuantityRowProps {
  quantity: number;
  /** What the shopper is typing, until it is committed (blur or Enter); null shows `quantity`. */
  typed: string | null;
  onType: (text: string) => void;
  stock: number;
  /** The most one purchase may take when below the stock (a flash sale's limit); the stock otherwise. */
  max?: number;
  onChange: (next: { value: number; error?: QuantityError }) => void;
}

/** The quantity stepper with the stock left; typed amounts are checked when committed, up to `max`. */
export function QuantityRow({ quantity, typed, onType, stock, max = stock, onChange }: QuantityRowProps) {
  const { t } = useTranslation();
  return (
    <div className="goods-row goods-row--qty">
      <span className="goods-row__label">{t('browse.goods.quantity')}</span>
      <div className="quantity">
        <button
          type="button"
          data-testid="qty-minus"
          aria-label={t('browse.goods.less')}
          onClick={() => onChange(stepQuantity(quantity, -1, max))}
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          value={typed ?? String(quantity)}
          aria-label={t('browse.goods.quantity')}
          data-testid="qty-input"
          onChange={(event) => onType(event.target.value)}
          onBlur={() => typed !== null && onChange(typedQuantity(typed, max))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && typed !== null) onChange(typedQuantity(typed, max));
          }}
        />
        <button
          type="button"
          data-testid="qty-plus"
          aria-label={t('browse.goods.more')}
          onClick={() => onChange(stepQuantity(quantity, 1, max))}
        >
          +
        </button>
      </div>
      <span className="goods-row__stock" data-testid="goods-stock" data-stock={stock} data-max={max}>
        {t('browse.goods.stock', { count: stock })}
      </span>
    </div>
  );
}
