import { useTranslation } from 'react-i18next';
import type { OrderCollective } from '@shop/contract/orders';
import { PromoCountdown } from '../../components/display/PromoCountdown.tsx';
import { groupProgress } from '../shop/promotions.ts';
import '../shop/promotions.css';

/**
 * The group buy of an order: still open (members missing and the time left, its deadline), completed, or
 * cancelled with the orders refunded. Nothing for an order outside a group.
 */
export function GroupProgress({ collective }: { collective: OrderCollective | null | undefined }) {
  const { t } = useTranslation();
  const progress = groupProgress(collective);
  if (!progress) return null;
  if (progress.state !== 'open') {
    return (
      <span
        className={`group-progress group-progress--${progress.state}`}
        data-testid="order-group-progress"
        data-state={progress.state}
      >
        {t(`shop.promo.group.${progress.state}`)}
      </span>
    );
  }
  return (
    <span className="group-progress" data-testid="order-group-progress" data-state="open">
      {t('shop.promo.group.open', { count: progress.missing })}{' '}
      <PromoCountdown end={progress.expiresAt} testId="order-group-countdown" />{' '}
      {t('shop.promo.group.deadline', { time: progress.expiresAt })}
    </span>
  );
}
