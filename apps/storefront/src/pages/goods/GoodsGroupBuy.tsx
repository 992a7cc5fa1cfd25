import { useTranslation } from 'react-i18next';
import type { GoodsCollective, OpenGroup } from '@shop/api/endpoints/promotions';
import { OPEN_GROUP } from '@shop/contract/promotions';
import { price } from '../../components/display/money.ts';
import { PromoCountdown } from '../../components/display/PromoCountdown.tsx';
import { membersMissing } from '../../lib/promotions.ts';

interface GoodsGroupBuyProps {
  collective: GoodsCollective;
  /** The group unit price of what is chosen. */
  groupPrice: string;
  groups: readonly OpenGroup[];
  /** Goes to checkout: `OPEN_GROUP` (−1) starts a group, a group id joins it. */
  onBuy: (collectiveId: number) => void;
  /** A group's time ran out (it is no longer open). */
  onGroupEnd: (groupId: number) => void;
}

/** The group buy of the goods: its price and size, "start a group", and the open groups one can join. */
export function GoodsGroupBuy({ collective, groupPrice, groups, onBuy, onGroupEnd }: GoodsGroupBuyProps) {
  const { t } = useTranslation();
  return (
    <section className="group-buy" data-testid="goods-group-buy" data-collective-id={collective.id}>
      <div className="group-buy__head">
        <span className="goods-row__label">{t('promo.group.label')}</span>
        <span className="group-buy__price">
          {t('promo.group.price')} <b data-testid="group-price">￥{price(groupPrice)}</b>
        </span>
        <span className="promo-tag" data-testid="group-size">
          {t('promo.group.size', { count: collective.need })}
        </span>
        {Number(collective.hours) > 0 && (
          <span className="group-buy__hint">{t('promo.group.hours', { count: collective.hours })}</span>
        )}
        <button
          type="button"
          className="red-button group-buy__start"
          data-testid="group-start"
          onClick={() => onBuy(OPEN_GROUP)}
        >
          {t('promo.group.start')}
        </button>
      </div>
      {groups.length === 0 ? (
        <p className="group-buy__none" data-testid="group-none">
          {t('promo.group.none')}
        </p>
      ) : (
        <>
          <p className="group-buy__title">{t('promo.group.open')}</p>
          <ul className="group-list" data-testid="group-list">
            {groups.map((group) => (
              <li key={group.id} className="group-item" data-testid="group-item" data-group-id={group.id}>
                {group.avatar ? (
                  <img className="group-item__avatar" src={group.avatar} alt="" width={32} height={32} />
                ) : (
                  <span className="group-item__avatar" aria-hidden="true" />
                )}
                <span className="group-item__name">{group.nickname}</span>
                <span className="group-item__missing" data-testid="group-missing">
                  {t('promo.group.missing', { count: membersMissing(group.need, group.orders_count) })}
                </span>
                <span className="group-item__time">
                  {t('promo.group.timeLeft')}{' '}
                  <PromoCountdown end={group.expires_at} onEnd={() => onGroupEnd(group.id)} testId="group-countdown" />
                </span>
                <button
                  type="button"
                  className="red-button red-button--ghost group-item__join"
                  data-testid="group-join"
                  data-group-id={group.id}
                  onClick={() => onBuy(group.id)}
                >
                  {t('promo.group.join')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
