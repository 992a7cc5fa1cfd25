import { useTranslation } from 'react-i18next';
import type { Money } from '@shop/api/endpoints/catalog';
import type { GoodsSeckill } from '@shop/api/endpoints/promotions';
import { price } from '../../components/display/money.ts';
import { PromoCountdown } from '../../components/display/PromoCountdown.tsx';
import { percentOf } from '../../lib/promotions.ts';

interface GoodsPriceBoxProps {
  /** The flash sale running now, if any. */
  seckill: GoodsSeckill | undefined;
  /** Whether that sale covers what is chosen (a sale of one SKU does not cover the others). */
  covered: boolean;
  /** Name of the SKU a sale of one SKU is for, shown while another is chosen. */
  saleSkuName?: string;
  unitPrice: Money;
  marketPrice: Money;
  flashPrice: Money | undefined;
  sales: number;
  /** The sale's countdown reached zero: reload the goods (the sale is over). */
  onSaleEnd: () => void;
}

/**
 * The price block: while a flash sale runs, its countdown, the flash price with the normal price struck, and what
 * is left of its quota with the per-buyer limit; otherwise the mall and market prices.
 */
export function GoodsPriceBox(props: GoodsPriceBoxProps) {
  const { seckill, covered, saleSkuName, unitPrice, marketPrice, flashPrice, sales, onSaleEnd } = props;
  const { t } = useTranslation();
  const flash = seckill && covered;
  const left = Math.max(0, Number(seckill?.left) || 0);
  return (
    <div className="goods-price">
      {seckill && (
        <p className="goods-price__flash" data-testid="goods-seckill" data-seckill-id={seckill.id}>
          <span>{t('browse.goods.flash')}</span>
          <span>
            {t('browse.goods.endsIn')}{' '}
            <PromoCountdown end={seckill.end_time} onEnd={onSaleEnd} testId="seckill-countdown" />
          </span>
        </p>
      )}
      <p>
        <span className="goods-price__label">{flash ? t('browse.goods.flashPrice') : t('browse.goods.mallPrice')}</span>
        <b className="goods-price__value" data-testid="goods-price">
          ￥{price(flash ? (flashPrice ?? unitPrice) : unitPrice)}
        </b>
        <span className="goods-price__label">{t('browse.goods.marketPrice')}</span>
        <s data-testid="goods-market-price">￥{price(flash ? unitPrice : marketPrice)}</s>
      </p>
      {seckill && !covered && saleSkuName && (
        <p className="goods-price__note" data-testid="seckill-sku-only">
          {t('promo.seckill.skuOnly', { name: saleSkuName })}
        </p>
      )}
      {flash && (
        <div className="goods-price__quota" data-testid="seckill-quota" data-left={left} data-quota={seckill.quota}>
          <span
            className="promo-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={seckill.quota}
            aria-valuenow={left}
            aria-label={t('promo.seckill.left', { count: left })}
          >
            <span style={{ width: `${percentOf(left, seckill.quota)}%` }} />
          </span>
          <span data-testid="seckill-left">
            {left > 0 ? t('promo.seckill.left', { count: left }) : t('promo.seckill.soldOut')}
          </span>
          <span className="goods-price__limit" data-testid="seckill-limit">
            {t('promo.seckill.perUser', { count: seckill.per_user })}
          </span>
        </div>
      )}
      <p className="goods-price__sales">
        {t('browse.goods.sales')} <b data-testid="goods-sales">{sales}</b>
      </p>
    </div>
  );
}
