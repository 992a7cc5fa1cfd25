import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderGoodsBrief } from '@shop/contract/orders';

/** What a line shows; the order list and the one-order pages get it from different answers. */
export type OrderLineView = Omit<OrderGoodsBrief, 'goods_id'>;

/**
 * One bought line: picture and name linking to `href`, the SKU when there is one, unit price and quantity.
 *
 * @example <OrderLine line={line} href={`/goods/${line.goods_id}`} />
 */
export function OrderLine({ line, href, testId }: { line: OrderLineView; href: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <li className="order-line" data-testid={testId}>
      <Link href={href} className="order-line__image" aria-label={line.goods_name}>
        {line.goods_image ? <img src={line.goods_image} alt="" loading="lazy" /> : null}
      </Link>
      <div className="order-line__text">
        <Link href={href} className="order-line__name" title={line.goods_name}>
          {line.goods_name}
        </Link>
        {line.sku_name && line.sku_name !== '-' ? <div className="order-line__sku">{line.sku_name}</div> : null}
      </div>
      <div className="order-line__price">
        <div>{t('shop.orders.price', { money: line.goods_price })}</div>
        <div className="order-line__qty">{t('shop.orders.quantity', { count: line.buy_num })}</div>
      </div>
    </li>
  );
}
