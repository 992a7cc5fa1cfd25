import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useUserCommentsQuery } from '@shop/api/endpoints/aftersale';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import { Stars } from '../../components/display/Stars.tsx';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../shop/texts.ts';
import './orders.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 10;
const RATINGS = ['score', 'agree', 'service', 'speed'] as const;

/**
 * My reviews from `GET /user/comments`: the goods, the four ratings, the text and
 * pictures, when, and the store's reply when there is one.
 */
export default function UserCommentsPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('shop.comment.mine')} testId="user-comments">
      <Comments />
    </UserCentre>
  );
}

function Comments() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const comments = useUserCommentsQuery({ page, per_page: PER_PAGE });
  const { data, isFetching } = comments;
  const rows = data?.data ?? [];
  return (
    <Spin loading={isFetching} style={{ display: 'block' }}>
      <ul className="my-comments" data-testid="comments-list">
        {rows.map((row) => (
          <li key={row.id} className="my-comment" data-testid="comment-row" data-id={row.id}>
            <div className="my-comment__goods">
              {row.goods_master_image ? <img src={row.goods_master_image} alt="" loading="lazy" /> : null}
              <span title={row.goods_name}>{row.goods_name || t('common.empty')}</span>
            </div>
            <div className="my-comment__body">
              <div className="my-comment__ratings">
                {RATINGS.map((field) => {
                  // Ratings arrive as decimal strings ("5.00").
                  const score = Math.round(Number(row[field]) || 0);
                  const label = `${t(`shop.comment.${field}`)} ${t('shop.comment.points', { count: score })}`;
                  return (
                    <span
                      key={field}
                      className="my-comment__rating"
                      data-testid={`comment-${field}`}
                      data-value={score}
                    >
                      {t(`shop.comment.${field}`)} <Stars value={score} label={label} />
                    </span>
                  );
                })}
              </div>
              <p className="my-comment__content" data-testid="comment-content">
                {row.content}
              </p>
              {row.image.length ? (
                <div className="my-comment__images">
                  {row.image.map((src) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt="" loading="lazy" />
                    </a>
                  ))}
                </div>
              ) : null}
              <div className="my-comment__time">{t('shop.comment.createdAt', { time: row.created_at })}</div>
              {row.reply ? (
                <div className="my-comment__reply" data-testid="comment-reply">
                  {t('shop.comment.reply', { reply: row.reply })}
                  {row.reply_time ? <time>{row.reply_time}</time> : null}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <QueryFallback
        query={comments}
        rows={rows.length}
        empty={<Empty text={t('shop.comment.empty')} testId="comments-empty" />}
      />
      {data ? (
        <Pager page={page} lastPage={data.last_page} total={data.total} onChange={setPage} testId="comments-pager" />
      ) : null}
    </Spin>
  );
}
