import { useTranslation } from 'react-i18next';
import type { GoodsAttr, GoodsSku, Money } from '@shop/api/endpoints/catalog';
import { BottomSheet } from '@shop/ui/phone/BottomSheet';
import { Stepper } from '@shop/ui/phone/Stepper';
import { price } from '../../components/display/money.ts';
import type { SpecSelection } from '../../lib/sku.ts';
import { isGroup, type Purchase, type PurchaseState, type SheetOffer } from './purchase.ts';
import { SpecRows } from './SpecRows.tsx';

interface SkuSheetProps {
  /** What the sheet offers; closed while null. */
  offer: SheetOffer | null;
  onClose: () => void;
  /** The chosen SKU's picture, else the goods'. */
  picture: string;
  /** The unit price of what is chosen (the flash or group price when one applies). */
  unitPrice: Money;
  stock: number;
  /** "红色 L 1件", or what is left to choose. */
  summary: string;
  /** The shopper confirmed with a spec row unchosen: the summary turns into a warning. */
  warn: boolean;
  attrs: readonly GoodsAttr[];
  skus: readonly GoodsSku[];
  selection: SpecSelection;
  onChoose: (row: number, specId: number) => void;
  quantity: number;
  /** The most one purchase may take (stock, or a flash sale's limit). */
  max: number;
  onQuantity: (value: number) => void;
  state: PurchaseState;
  onConfirm: (purchase: Purchase) => void;
}

interface SheetActionsProps {
  offer: SheetOffer;
  state: PurchaseState;
  onConfirm: (purchase: Purchase) => void;
}

/** The footer: 加入购物车 and 立即购买 when the sheet offers both, else one 确定 for the purchase asked for. */
function SheetActions({ offer, state, onConfirm }: SheetActionsProps) {
  const { t } = useTranslation();
  if (offer !== 'both') {
    return (
      <button
        type="button"
        className="red-button"
        data-testid="sheet-confirm"
        disabled={offer.kind === 'cart' ? state.adding : state.soldOut && !isGroup(offer)}
        onClick={() => onConfirm(offer)}
      >
        {t('common.confirm')}
      </button>
    );
  }
  return (
    <>
      {state.cart && (
        <button
          type="button"
          className="red-button red-button--ghost"
          data-testid="sheet-add-cart"
          disabled={state.adding}
          onClick={() => onConfirm({ kind: 'cart' })}
        >
          {t('browse.goods.addCart')}
        </button>
      )}
      <button
        type="button"
        className="red-button"
        data-testid="sheet-buy-now"
        disabled={state.soldOut}
        onClick={() => onConfirm({ kind: 'buy', collective: 0 })}
      >
        {state.buyLabel}
      </button>
    </>
  );
}

/**
 * Phones: the SKU choice in a bottom sheet, as the large shops' mobile pages have it — picture, price and stock at
 * the top, one row of values per attribute, the quantity stepper, and the purchase buttons in the footer.
 */
export function SkuSheet(props: SkuSheetProps) {
  const { offer, onClose, picture, unitPrice, stock, summary, warn, attrs, skus, selection, onChoose } = props;
  const { quantity, max, onQuantity, state, onConfirm } = props;
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={offer !== null}
      onClose={onClose}
      title={t('browse.goods.skuSheet')}
      footer={offer && <SheetActions offer={offer} state={state} onConfirm={onConfirm} />}
      testId="sku-sheet"
    >
      <div className="sku-sheet__head">
        {picture && <img src={picture} alt="" width={90} height={90} />}
        <div>
          <b className="sku-sheet__price" data-testid="sheet-price">
            ￥{price(unitPrice)}
          </b>
          <p className="sku-sheet__stock">{t('browse.goods.stock', { count: stock })}</p>
          <p className={warn ? 'sku-sheet__summary is-warn' : 'sku-sheet__summary'} data-testid="sheet-summary">
            {summary}
          </p>
        </div>
      </div>
      {attrs.length > 0 && <SpecRows attrs={attrs} skus={skus} selection={selection} onChoose={onChoose} />}
      <div className="goods-row">
        <span className="goods-row__label">{t('browse.goods.quantity')}</span>
        <Stepper
          value={quantity}
          max={max}
          onChange={onQuantity}
          label={t('browse.goods.quantity')}
          testId="sheet-qty"
        />
      </div>
    </BottomSheet>
  );
}
