import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Empty, Pagination, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useUserCouponsQuery, type CouponState, type UserCoupon } from '@shop/api/endpoints/promotions';
import { COUPON_STATE } from '@shop/contract/promotions';
import type { MessageKey } from '@shop/i18n';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { price } from '../../components/display/money.ts';
import { noThreshold } from '../../lib/promotions.ts';
import type { PageProps } from '../../routes.ts';
import './texts.ts';
import './promotions.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 30;

/** The tabs, in the order shown: the state the list asks for and its title. */
const TABS: { state: CouponState; label: MessageKey }[] = [
  { state: COUPON_STATE.usable, label: 'promo.coupons.usable' },
  { state: COUPON_STATE.used, label: 'promo.coupons.used' },
  { state: COUPON_STATE.notStarted, label: 'promo.coupons.notStarted' },
  { state: COUPON_STATE.ended, label: 'promo.coupons.ended' },
];

/**
 * My coupons `/user/coupons`: the coupons the shopper claimed, by state (usable, used, not started, ended) over
 * `GET /user/coupons?state=`; each shows its amount, threshold, store, validity and description, and a usable one
 * links to its store to shop there.
 */
export default function UserCouponsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CouponState>(COUPON_STATE.usable);
  return (
    <UserCentre title={t('promo.coupons.title')} testId="user-coupons">
      <Tabs
        activeTab={String(state)}
        onChange={(key) => setState((TABS.find((tab) => String(tab.state) === key) ?? TABS[0]!).state)}
      >
        {TABS.map((tab) => (
          <Tabs.TabPane
            key={String(tab.state)}
            title={<span data-testid={`coupons-tab-${tab.state}`}>{t(tab.label)}</span>}
          >
            {state === tab.state && <CouponList state={tab.state} />}
          </Tabs.TabPane>
        ))}
      </Tabs>
    </UserCentre>
  );
}

function CouponList({ state }: { state: CouponState }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const coupons = useUserCouponsQuery({ state, page, per_page: PER_PAGE });
  const { data, isFetching } = coupons;
  const rows = data?.data ?? [];
  return (
    <Spin loading={isFetching} style={{ display: 'block' }}>
      {rows.length === 0 ? (
        <QueryFallback
          query={coupons}
          rows={0}
          empty={<Empty description={t('promo.coupons.empty')} data-testid="coupons-empty" />}
        />
      ) : (
        <ul className="user-coupons" data-testid={`coupons-list-${state}`}>
          {rows.map((row) => (
            <CouponCard key={row.id} coupon={row} />
          ))}
        </ul>
      )}
      {data && data.total > PER_PAGE && (
        <Pagination
          className="user-coupons__pager"
          current={page}
          pageSize={PER_PAGE}
          total={data.total}
          onChange={setPage}
        />
      )}
    </Spin>
  );
}

function CouponCard({ coupon }: { coupon: UserCoupon }) {
  const { t } = useTranslation();
  const usable = Number(coupon.state) === COUPON_STATE.usable;
  const store = `/store/${coupon.store_id}`;
  return (
    <li
      className={usable ? 'user-coupon' : 'user-coupon is-off'}
      data-testid="user-coupon"
      data-id={coupon.id}
      data-coupon-id={coupon.coupon_id}
      data-state={coupon.state}
    >
      <div className="user-coupon__value">
        <b data-testid="user-coupon-money">￥{price(coupon.money)}</b>
        <span>
          {noThreshold(coupon.use_money)
            ? t('promo.coupon.noThreshold')
            : t('promo.coupon.threshold', { money: price(coupon.use_money) })}
        </span>
      </div>
      <div className="user-coupon__body">
        <span className="user-coupon__name">{coupon.name}</span>
        <span className="user-coupon__meta">
          {t('promo.coupons.store')}
          <Link href={store} data-testid="user-coupon-store">
            {coupon.store_name || t('common.empty')}
          </Link>
        </span>
        <span className="user-coupon__meta">
          {t('promo.coupon.validity', { start: coupon.start_time, end: coupon.end_time })}
        </span>
        {coupon.content && <span className="user-coupon__meta">{coupon.content}</span>}
      </div>
      <div className="user-coupon__action">
        {usable ? (
          <Link href={store} className="user-coupon__use" data-testid="user-coupon-use">
            {t('promo.coupons.use')}
          </Link>
        ) : Number(coupon.state) === COUPON_STATE.used && coupon.order_id > 0 ? (
          <Link href={`/user/order/${coupon.order_id}`} data-testid="user-coupon-order">
            {t('promo.coupons.order')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
