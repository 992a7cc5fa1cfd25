import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSeckillGoodsQuery, type SeckillGoods } from '@shop/api/endpoints/promotions';
import { Empty } from '../../components/display/Empty.tsx';
import { price } from '../../components/display/money.ts';
import { Pager } from '../../components/display/Pager.tsx';
import { PromoCountdown } from '../../components/display/PromoCountdown.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { hourStart, msToNextHour, percentOf, seckillSessions } from '../../lib/promotions.ts';
import type { PageProps } from '../../routes.ts';
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
    <Link
      href={`/goods/${item.id}`}
      className="seckill-card"
      data-testid="seckill-item"
      data-goods-id={item.id}
      data-seckill-id={sale?.id}
    >
      <img
        className="seckill-card__image"
        src={item.goods_master_image}
        alt=""
        loading="lazy"
        width={180}
        height={180}
      />
      <span className="seckill-card__name" title={item.goods_name}>
        {item.goods_name}
      </span>
      <span className="seckill-card__prices">
        <b className="seckill-card__price" data-testid="seckill-item-price">
          ￥{price(sale?.price ?? item.goods_price)}
        </b>
        <s>￥{price(item.goods_price)}</s>
      </span>
      <span className="seckill-card__quota">
        <span className="promo-progress" aria-hidden="true">
          <span style={{ width: `${percentOf(sold, quota)}%` }} />
        </span>
        <span data-testid="seckill-item-sold">{t('promo.seckills.sold', { sold, quota })}</span>
      </span>
      <span className={running && !soldOut ? 'seckill-card__button' : 'seckill-card__button is-off'}>
        {!running ? t('promo.seckills.soon') : soldOut ? t('promo.seckills.soldOut') : t('promo.seckills.grab')}
      </span>
    </Link>
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
  const { data, isFetching, isError, refetch } = useSeckillGoodsQuery({ start_time: offset, page, per_page: PER_PAGE });
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
  const rows = data?.data ?? [];

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

      <div
        className="search-results"
        aria-busy={isFetching}
        data-testid="seckill-results"
        data-offset={offset}
        data-total={data?.total ?? ''}
      >
        {rows.length > 0 ? (
          <div className="seckill-grid">
            {rows.map((item) => (
              <SeckillCard key={`${item.id}-${item.seckill?.id}`} item={item} running={offset === 0} />
            ))}
          </div>
        ) : (
          !isFetching && (isError || data) && <Empty text={t('promo.seckills.empty')} testId="seckills-empty" />
        )}
      </div>
      {data && (
        <Pager page={data.current_page || page} lastPage={data.last_page} total={data.total} onChange={setPage} />
      )}
    </SiteLayout>
  );
}
