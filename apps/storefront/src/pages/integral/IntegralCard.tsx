import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { IntegralGoodsCard } from '@shop/api/endpoints/integral';
import { pointsText } from '../../lib/points.ts';

/** A points goods tile linking to `/integral/goods/<id>`: picture, name, points, market price and a button. */
export function IntegralCard({ goods, button }: { goods: IntegralGoodsCard; button: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`/integral/goods/${goods.id}`}
      className="pts-card"
      data-testid="integral-item"
      data-goods-id={goods.id}
    >
      <img className="pts-card__image" src={goods.goods_master_image} alt="" loading="lazy" width={200} height={200} />
      <span className="pts-card__name" title={goods.goods_name}>
        {goods.goods_name}
      </span>
      <span className="pts-card__prices">
        <b className="pts-card__points" data-testid="integral-item-points">
          {t('pts.unit', { points: pointsText(goods.goods_price) })}
        </b>
        <s className="pts-card__market">{t('pts.mall.market', { price: `￥${goods.goods_market_price}` })}</s>
      </span>
      <span className="pts-card__button">{button}</span>
    </Link>
  );
}
