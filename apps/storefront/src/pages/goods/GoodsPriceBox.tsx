import { useTranslation } from 'react-i18next';
import type { GoodsDetail, Money } from '@shop/api/endpoints/catalog';
import { Countdown } from '@shop/ui/widgets/Countdown';
import { price } from '../../components/display/money.ts';

interface GoodsPriceBoxProps {
  /** The flash sale running now, if any. */
  seckill: Exclude<GoodsDetail['seckills'], false> | undefined;
  unitPrice: Money;
  marketPrice: Money;
  flashPrice: number | undefined;
  sales: number;
}

/** The price block: the flash sale's countdown and price when one runs, else the mall and market prices. */
export function GoodsPriceBox({ seckill, unitPrice, marketPrice, flashPrice, sales }: GoodsPriceBoxProps) {
  const { t } = useTranslation();
  return (
    <div className="goods-price">
      {seckill && (
        <p className="goods-price__flash" data-testid="goods-seckill">
          <span>{t('browse.goods.flash')}</span>
          <span>
            {t('browse.goods.endsIn')} <Countdown end={seckill.end_time} />
          </span>
        </p>
      )}
      <p>
        <span className="goods-price__label">
          {seckill ? t('browse.goods.flashPrice') : t('browse.goods.mallPrice')}
        </span>
        <b className="goods-price__value" data-testid="goods-price">
          ￥{price(flashPrice ?? unitPrice)}
        </b>
        <span className="goods-price__label">{t('browse.goods.marketPrice')}</span>
        <s data-testid="goods-market-price">￥{price(seckill ? unitPrice : marketPrice)}</s>
      </p>
      <p className="goods-price__sales">
        {t('browse.goods.sales')} <b data-testid="goods-sales">{sales}</b>
      </p>
    </div>
  );
}
