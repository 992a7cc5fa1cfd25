import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { GoodsCard, Money } from '@shop/api/endpoints/catalog';
import { price } from '../../components/display/money.ts';

export interface PromoCardProps {
  goods: GoodsCard;
  /** The promotion's price, struck-through normal price beside it; the normal price while the promotion has none. */
  promoPrice: Money | undefined;
  /**
   * The normal price shown struck through; the card's `goods_price` when not given (a list whose cards already carry
   * the promotion's price, as the group-buy list's do, gives the normal price here).
   */
  normalPrice?: Money;
  /** `<testId>` on the card, `<testId>-price` on the promotion's price, `<testId>-normal-price` on the struck one. */
  testId: string;
  /** A class beside `seckill-card`. */
  className?: string;
  /** What a test needs to find the promotion (`data-seckill-id`, `data-collective-id`). */
  data: Record<`data-${string}`, number | undefined>;
  /** What the promotion shows under the prices (quota, group size, the button). */
  children: ReactNode;
}

/**
 * A goods tile of the flash-sale and group-buy lists, linking to the goods page.
 *
 * @example <PromoCard goods={item} promoPrice={sale?.price} testId="seckill-item" data={{ 'data-seckill-id': sale?.id }}>
 *   <span className="seckill-card__button">{t('promo.seckills.grab')}</span>
 * </PromoCard>
 */
export function PromoCard({ goods, promoPrice, normalPrice, testId, className, data, children }: PromoCardProps) {
  return (
    <Link
      href={`/goods/${goods.id}`}
      className={className ? `seckill-card ${className}` : 'seckill-card'}
      data-testid={testId}
      data-goods-id={goods.id}
      {...data}
    >
      <img
        className="seckill-card__image"
        src={goods.goods_master_image}
        alt=""
        loading="lazy"
        width={180}
        height={180}
      />
      <span className="seckill-card__name" title={goods.goods_name}>
        {goods.goods_name}
      </span>
      <span className="seckill-card__prices">
        <b className="seckill-card__price" data-testid={`${testId}-price`}>
          ￥{price(promoPrice ?? goods.goods_price)}
        </b>
        <s data-testid={`${testId}-normal-price`}>￥{price(normalPrice ?? goods.goods_price)}</s>
      </span>
      {children}
    </Link>
  );
}
