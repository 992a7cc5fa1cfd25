import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { IconRight } from '@arco-design/web-react/icon';
import { useDashboardQuery } from '@shop/api/endpoints/orders';
import { useUserCouponsQuery } from '@shop/api/endpoints/promotions';
import { useAppSelector } from '@shop/api/hooks';
import { COUPON_STATE } from '@shop/contract/promotions';
import { balanceText } from './money-logs.ts';
import { OrderShortcuts } from './OrderShortcuts.tsx';

/**
 * 我的 on a phone, between the shopper's card and the menu: the balance, points and usable coupons as counters
 * that open their pages, then "my orders" with the status shortcuts and their counts.
 */
export function PhoneDashboard() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const overview = useDashboardQuery();
  // One row is enough: the answer's total is the number of usable coupons.
  const coupons = useUserCouponsQuery({ state: COUPON_STATE.usable, page: 1, per_page: 1 });
  const counters = [
    { key: 'balance', href: '/user/money', value: balanceText(user?.money, false), label: 'account.dashboard.balance' },
    {
      key: 'integral',
      href: '/user/integral',
      value: balanceText(user?.integral, true),
      label: 'account.dashboard.integral',
    },
    { key: 'coupons', href: '/user/coupons', value: String(coupons.data?.total ?? 0), label: 'account.centre.coupons' },
  ] as const;

  return (
    <div className="phone-dashboard">
      <nav className="phone-dashboard__counters">
        {counters.map((counter) => (
          <Link key={counter.key} href={counter.href} data-testid={`dashboard-${counter.key}`}>
            <strong>{counter.value}</strong>
            {t(counter.label)}
          </Link>
        ))}
      </nav>
      <section className="phone-dashboard__orders">
        <Link href="/user/orders" className="phone-dashboard__all" data-testid="dashboard-all-orders">
          <h3>{t('account.centre.items.orders')}</h3>
          {t('account.centre.allOrders')}
          <IconRight aria-hidden="true" />
        </Link>
        <OrderShortcuts counts={overview.data?.count} phone />
      </section>
    </div>
  );
}
