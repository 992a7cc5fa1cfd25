import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GoodsCard as GoodsCardData } from '@shop/api/endpoints/catalog';
import { price } from './money.ts';
import './goods-card.css';

export interface GoodsCardProps {
  goods: GoodsCardData;
  /** `home`: sub-title and market price; `list`: review count (search, store page). */
  variant?: 'home' | 'list';
}

/** A goods tile linking to `/goods/<id>`. */
export function GoodsCard({ goods, variant = 'list' }: GoodsCardProps) {
  const { t } = useTranslation();
  const market = price(goods.goods_market_price);
  return (
    <Link
      href={`/goods/${goods.id}`}
      className={`goods-card goods-card--${variant}`}
      data-testid="goods-item"
      data-goods-id={goods.id}
    >
      <img
        className="goods-card__image"
        src={goods.goods_master_image}
        alt=""
        loading="lazy"
        width={160}
        height={160}
      />
      <span className="goods-card__name" title={goods.goods_name}>
        {goods.goods_name}
      </span>
      {variant === 'home' && <span className="goods-card__sub">{goods.goods_subname || t('common.empty')}</span>}
      <span className="goods-card__prices">
        <span className="goods-card__price" data-testid="goods-item-price">
          ￥{price(goods.goods_price)}
        </span>
        {variant === 'home' && market && <s className="goods-card__market">￥{market}</s>}
        {variant === 'list' && (
          <span className="goods-card__reviews">
            {t('browse.list.reviews', { count: Number(goods.order_comment_count) || 0 })}
          </span>
        )}
      </span>
    </Link>
  );
}
