import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useReviewMutation } from '@shop/api/endpoints/aftersale';
import { ORDER_STATUS } from '@shop/contract/order-codes';
import type { OrderHomeResource } from '@shop/contract/orders';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';
import '../shop/texts.ts';
import { orderIdOf } from './order-actions.ts';
import { OrderBrief, WithOrder } from './OrderBrief.tsx';
import { PictureList } from './PictureList.tsx';
import './orders.css';

/** The four ratings of a review, each 1-5 and 5 until the shopper changes it. */
const RATINGS = ['score', 'agree', 'service', 'speed'] as const;
type Rating = (typeof RATINGS)[number];
const FULL: Record<Rating, number> = { score: 5, agree: 5, service: 5, speed: 5 };
/** Long enough for a real review (the original's 15-character default was a defect); the server's limit. */
const MAX_TEXT = 500;

/**
 * Write a review (also `/user/comment/add/:id`): the order's lines, four star ratings,
 * the text and up to six pictures, sent as `POST /user/comments`; the order then completes and the shopper goes
 * back to the orders. Only an order waiting for its review can be reviewed (the server would silently ignore
 * another), so for any other the form is replaced by a notice.
 */
export default function OrderReviewPage(_props: PageProps) {
  const { t } = useTranslation();
  const id = orderIdOf(useParams<{ id: string }>().id);
  return (
    <UserCentre title={t('shop.comment.title')} testId="user-order-comment">
      <WithOrder id={id}>
        {(order) => (
          <>
            <OrderBrief order={order} />
            {order.order_status === ORDER_STATUS.waitComment ? (
              <ReviewForm order={order} />
            ) : (
              <p className="order-notice" data-testid="review-unavailable">
                {t('shop.comment.unavailable')}
              </p>
            )}
          </>
        )}
      </WithOrder>
    </UserCentre>
  );
}

function ReviewForm({ order }: { order: OrderHomeResource }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [review, { isLoading }] = useReviewMutation();
  const [ratings, setRatings] = useState(FULL);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState(false);

  const submit = async () => {
    if (!content.trim()) {
      setError(true);
      return;
    }
    const result = await review({ order_id: order.id, ...ratings, content: content.trim(), image: images });
    if ('error' in result) return;
    Message.success(t('shop.comment.done'));
    navigate('/user/orders');
  };

  return (
    <div className="order-form" data-testid="review-form">
      {RATINGS.map((field) => (
        <div key={field} className="order-form__row">
          <span className="order-form__label">{t(`shop.comment.${field}`)}</span>
          <StarInput
            value={ratings[field]}
            onChange={(n) => setRatings({ ...ratings, [field]: n })}
            label={t(`shop.comment.${field}`)}
            testId={`review-star-${field}`}
          />
        </div>
      ))}
      <div className="order-form__row">
        <label className="order-form__label" htmlFor="review-content">
          {t('shop.comment.content')}
        </label>
        <div className="order-form__control">
          <Input.TextArea
            id="review-content"
            value={content}
            onChange={(value) => {
              setContent(value);
              if (value.trim()) setError(false);
            }}
            placeholder={t('shop.comment.contentPlaceholder')}
            maxLength={MAX_TEXT}
            showWordLimit
            autoSize={{ minRows: 4, maxRows: 8 }}
            status={error ? 'error' : undefined}
            data-testid="review-content"
          />
          {error ? (
            <div className="order-form__error" role="alert" data-testid="review-content-error">
              {t('shop.comment.contentRequired')}
            </div>
          ) : null}
        </div>
      </div>
      <div className="order-form__row">
        <span className="order-form__label">{t('shop.comment.images')}</span>
        <PictureList name="comment" value={images} onChange={setImages} testId="review-images" />
      </div>
      <div className="order-form__buttons">
        <Button type="primary" loading={isLoading} onClick={() => void submit()} data-testid="review-submit">
          {t('shop.comment.submit')}
        </Button>
        <Button
          onClick={() => {
            // As the original: text and ratings go back to their start; uploaded pictures stay.
            setRatings(FULL);
            setContent('');
            setError(false);
          }}
          data-testid="review-reset"
        >
          {t('shop.comment.reset')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Five clickable stars as a radio group: `data-value` holds the rating, each star `review-star-<field>-<n>`.
 *
 * @example <StarInput value={5} onChange={setScore} label="Overall" testId="review-star-score" />
 */
function StarInput({
  value,
  onChange,
  label,
  testId,
}: {
  value: number;
  onChange: (n: number) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="star-input" role="radiogroup" aria-label={label} data-testid={testId} data-value={value}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={n === value}
          aria-label={t('shop.comment.points', { count: n })}
          className={n <= value ? 'star-input__star is-on' : 'star-input__star'}
          data-testid={`${testId}-${n}`}
          onClick={() => onChange(n)}
        />
      ))}
      <span className="star-input__text">{t('shop.comment.points', { count: value })}</span>
    </span>
  );
}
