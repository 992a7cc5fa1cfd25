import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetGoodsCommentsQuery, type CommentStatistics, type CommentType } from '@shop/api/endpoints/catalog';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import { Stars } from '../../components/display/Stars.tsx';
import { commentTabs, positiveRate } from '../../lib/comments.ts';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 10;

/**
 * The reviews tab: positive rate, filter tabs all / good / medium / bad with the
 * counts of `comment_statistics`, the page of `GET /goods_comments/{id}` and its pager (which pages the
 * reviews, not the goods as the original did).
 */
export function Reviews({ goodsId, stats }: { goodsId: number; stats: CommentStatistics | undefined }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<{ type: CommentType; page: number }>({ type: 0, page: 1 });
  const comments = useGetGoodsCommentsQuery({
    id: goodsId,
    is_type: filter.type,
    page: filter.page,
    per_page: PER_PAGE,
  });
  const { data, isFetching } = comments;
  const rows = data?.data ?? [];

  return (
    <div className="reviews" data-testid="reviews">
      <div className="reviews__head">
        <div className="reviews__rate" data-testid="reviews-rate">
          <b>{positiveRate(stats)}%</b>
          <span>{t('browse.goods.positive')}</span>
        </div>
        <div className="reviews__tabs" role="tablist">
          {commentTabs(stats).map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={filter.type === tab.type}
              className={filter.type === tab.type ? 'is-active' : undefined}
              data-testid="review-tab"
              data-type={tab.type}
              data-count={tab.count}
              onClick={() => setFilter({ type: tab.type, page: 1 })}
            >
              {t(`browse.goods.reviewTabs.${tab.key}`, { count: tab.count })}
            </button>
          ))}
        </div>
      </div>
      <ul className="reviews__list" aria-busy={isFetching}>
        {rows.map((row) => {
          // Scores arrive as decimal strings ("5.00").
          const score = Math.round(Number(row.score) || 0);
          return (
            <li key={row.id} className="review" data-testid="review-item">
              <div className="review__user">
                {row.avatar ? (
                  <img src={row.avatar} alt="" width={40} height={40} loading="lazy" />
                ) : (
                  <span className="review__avatar" />
                )}
                <span>{row.nickname || t('common.empty')}</span>
              </div>
              <div className="review__body">
                <p>
                  {t('browse.goods.score')}
                  <Stars value={score} label={t('browse.goods.points', { n: score })} />{' '}
                  {t('browse.goods.points', { n: score })}
                </p>
                <p>
                  {t('browse.goods.content')}
                  {row.content || t('browse.goods.defaultContent')}
                </p>
                {Array.isArray(row.image) && row.image.length > 0 && (
                  <div className="review__images">
                    {row.image.filter(Boolean).map((src) => (
                      <a key={src} href={src} target="_blank" rel="noreferrer">
                        <img src={src} alt="" width={60} height={60} loading="lazy" />
                      </a>
                    ))}
                  </div>
                )}
                {row.reply && (
                  <div className="review__reply" data-testid="review-reply">
                    <b>{t('browse.goods.reply')}</b>
                    <p>
                      {t('browse.goods.replyContent')}
                      {row.reply}
                    </p>
                  </div>
                )}
              </div>
              <time className="review__time">{row.created_at}</time>
            </li>
          );
        })}
      </ul>
      <QueryFallback
        query={comments}
        rows={rows.length}
        empty={<Empty text={t('browse.goods.noReviews')} testId="reviews-empty" />}
      />
      {data && (
        <Pager
          page={data.current_page || filter.page}
          lastPage={data.last_page}
          total={data.total}
          testId="reviews-pager"
          onChange={(page) => setFilter((f) => ({ ...f, page }))}
        />
      )}
    </div>
  );
}
