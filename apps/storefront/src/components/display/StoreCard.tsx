import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreInfo } from '@shop/api/endpoints/catalog';
import { Stars } from './Stars.tsx';
import './store-card.css';

/**
 * The store's card: name, overall score and the three ratings, company
 * and address; `actions` holds the buttons (enter store, follow).
 */
export function StoreCard({ store, actions }: { store: StoreInfo; actions?: ReactNode }) {
  const { t } = useTranslation();
  const rate = store.rate ?? { scoreAll: 5, agreeAll: 5, serviceAll: 5, speedAll: 5 };
  const points = (n: number) => t('browse.goods.points', { n });
  return (
    <section className="store-card" data-testid="store-card" data-store-id={store.id}>
      <h2 className="store-card__name">
        <span className="store-card__badge">{t('browse.store.badge')}</span>
        <span data-testid="store-name">{store.store_name}</span>
      </h2>
      <p className="store-card__score" data-testid="store-rate" data-score={rate.scoreAll}>
        <span>{t('browse.store.score')}</span>
        <Stars value={rate.scoreAll} label={points(rate.scoreAll)} />
        <span className="store-card__points">{points(rate.scoreAll)}</span>
      </p>
      <dl className="store-card__ratings">
        <dt>{t('browse.store.ratings')}</dt>
        <dd>
          <span>
            {t('browse.store.agree')} <b>{rate.agreeAll}</b>
          </span>
          <span>
            {t('browse.store.service')} <b>{rate.serviceAll}</b>
          </span>
          <span>
            {t('browse.store.speed')} <b>{rate.speedAll}</b>
          </span>
        </dd>
      </dl>
      <p className="store-card__line">
        {t('browse.store.company')}
        {store.store_company_name || t('common.empty')}
      </p>
      <p className="store-card__line">
        {t('browse.store.address')}
        {[store.area_info, store.store_address].filter(Boolean).join(' ') || t('common.empty')}
      </p>
      {actions && <div className="store-card__actions">{actions}</div>}
    </section>
  );
}
