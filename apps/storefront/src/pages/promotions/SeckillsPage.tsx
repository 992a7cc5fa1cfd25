import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSeckillGoodsQuery, type SeckillGoods } from '@shop/api/endpoints/promotions';
import { Empty } from '../../components/display/Empty.tsx';
import { PagedGrid } from '../../components/display/PagedGrid.tsx';
import { PromoCountdown } from '../../components/display/PromoCountdown.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { hourStart, msToNextHour, percentOf, seckillSessions } from '../../lib/promotions.ts';
import type { PageProps } from '../../routes.ts';
import { PromoCard } from './PromoCard.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import './texts.ts';
import './promotions.css';

const PER_PAGE = 30;

/** The clock, moved on at each full hour (when the sessions shift by one). */
function useHour(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msToNextHour(now) + 50);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

function SeckillCard({ item, running }: { item: SeckillGoods; running: boolean }) {
  const { t } = useTranslation();
  const sale = item.seckill;
  const sold = Math.max(0, Number(sale?.sold) || 0);
  const quota = Math.max(0, Number(sale?.quota) || 0);
  const soldOut = running && Number(sale?.left) <= 0;
  return (
    <PromoCard goods={item} promoPrice={sale?.price} testId="seckill-item" data={{ 'data-seckill-id': sale?.id }}>
      <span className="seckill-card__quota">
        <span className="promo-progress" aria-hidden="true">
          <span style={{ width: `${percentOf(sold, quota)}%` }} />
        </span>
        <span data-testid="seckill-item-sold">{t('promo.seckills.sold', { sold, quota })}</span>
      </span>
      <span className={running && !soldOut ? 'seckill-card__button' : 'seckill-card__button is-off'}>
        {!running ? t('promo.seckills.soon') : soldOut ? t('promo.seckills.soldOut') : t('promo.seckills.grab')}
      </span>
    </PromoCard>
  );
}

/**
 * Flash sales `/seckills`: a tab for the sales running now and one for each of the next four hours (Asia/Shanghai),
 * each with its goods (flash price, normal price, units sold of the quota), paged by 30. The tabs move on at each
 * full hour.
 */
export default function SeckillsPage(_props: PageProps) {
  const { t } = useTranslation();
  const now = useHour();
  const sessions = useMemo(() => seckillSessions(now), [now]);
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState(1);
  const list = useSeckillGoodsQuery({ start_time: offset, page, per_page: PER_PAGE });
  const { refetch } = list;
  // A new hour: the same tab now means another slot, so ask again.
  const lastHour = useRef(now);
  useEffect(() => {
    if (lastHour.current === now) return;
    lastHour.current = now;
    void refetch();
  }, [now, refetch]);

  const choose = (next: number) => {
    setOffset(next);
    setPage(1);
  };

  return (
    <SiteLayout className="w1200 browse-page promo-page seckills-page">
      <nav className="breadcrumb">
        <Link href="/">{t('browse.list.home')}</Link>
        <span>/</span>
        <span>{t('promo.seckills.title')}</span>
      </nav>
      <h1 className="sr-only">{t('promo.seckills.title')}</h1>

      <div className="seckill-sessions" role="tablist" data-testid="seckill-sessions">
        {sessions.map((session) => (
          <button
            key={session.offset}
            type="button"
            role="tab"
            aria-selected={session.offset === offset}
            className={session.offset === offset ? 'seckill-session is-active' : 'seckill-session'}
            data-testid="seckill-session"
            data-offset={session.offset}
            onClick={() => choose(session.offset)}
          >
            <b>{session.hour}</b>
            <span>
              {session.offset === 0 ? t('promo.seckills.onNow') : t('promo.seckills.startsAt', { hour: session.hour })}
            </span>
          </button>
        ))}
      </div>
      {offset > 0 && (
        <p className="seckill-sessions__timer">
          {t('promo.seckills.startsIn')}{' '}
          <PromoCountdown key={`${now}-${offset}`} end={hourStart(now, offset)} testId="seckill-session-countdown" />
        </p>
      )}

      <PagedGrid
        list={list}
        pager={{ page, onPage: setPage }}
        grid="seckill-grid"
        testId="seckill-results"
        empty={<Empty text={t('promo.seckills.empty')} testId="seckills-empty" />}
        data={{ 'data-offset': offset }}
      >
        {(item) => <SeckillCard key={`${item.id}-${item.seckill?.id}`} item={item} running={offset === 0} />}
      </PagedGrid>
    </SiteLayout>
  );
}
