import { useState } from 'react';
import { Button, Descriptions, Image, Input, Modal, Rate, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Rate/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useOrderApi } from './order-api.ts';
import { imageList, type OrderArea } from './order-flow.ts';
import { useOrderText } from './useOrderText.ts';
import './orders.css';

/** The reply's limit (reviews.ts refuses longer texts). */
export const REPLY_MAX = 500;

/** A 1-5 rating as the server stores it ('5.00'). */
export const ratingOf = (value: unknown) => Math.max(0, Math.min(5, Number(asText(value)) || 0));

export interface ReplyDialogProps {
  area: OrderArea;
  /** The review (OrderCommentItem) being answered. */
  review: CrudRow;
  onClose: () => void;
  /** After the reply was saved (the list reloads). */
  onDone: () => void;
}

/**
 * Answers a review: the review as the buyer wrote it (ratings, text, pictures) and a
 * reply, required, sent as `PUT /<area>/order_comments/{id}` with `reply`. An existing reply is edited.
 * Mount it per review (`key`), so each opening starts from that review's reply.
 *
 * @example {replying ? <ReplyDialog key={replying.id} area="Seller" review={replying} onClose={close} onDone={reload} /> : null}
 */
export function ReplyDialog({ area, review, onClose, onDone }: ReplyDialogProps) {
  const orders = useOrderApi();
  const o = useOrderText();
  const [reply, setReply] = useState(asText(review.reply));
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const label = (field: string) => o(`resources.order_comments.fields.${field}`);
  const pictures = imageList(review.image);

  const submit = async () => {
    if (!reply.trim()) {
      setMissing(true);
      return;
    }
    setSending(true);
    const ok = await orders.replyToReview(area, Number(review.id), reply, {
      success: o('messages.success'),
      failure: o('messages.error'),
    });
    setSending(false);
    if (ok) {
      onDone();
      onClose();
    }
  };

  return (
    <Modal
      visible
      title={o('resources.order_comments.reply.title')}
      onCancel={onClose}
      unmountOnExit
      maskClosable={false}
      style={{ width: 640 }}
      footer={
        <>
          <Button onClick={onClose}>{o('crud.cancel')}</Button>
          <Button type="primary" loading={sending} onClick={() => void submit()} data-testid="reply-submit">
            {o('resources.order_comments.reply.submit')}
          </Button>
        </>
      }
    >
      <Space direction="vertical" size={14} className="order-reply-dialog">
        <Descriptions
          column={2}
          border
          size="small"
          data={[
            { label: label('nickname'), value: asText(review.nickname) || '-' },
            { label: label('goods_name'), value: asText(review.goods_name) || '-' },
            { label: label('score'), value: <Rate readonly allowHalf value={ratingOf(review.score)} /> },
            { label: label('created_at'), value: asText(review.created_at) || '-' },
            {
              label: label('content'),
              value: <span data-testid="reply-review-content">{asText(review.content) || '-'}</span>,
              span: 2,
            },
            {
              label: label('image'),
              span: 2,
              value: pictures.length ? (
                <Image.PreviewGroup>
                  <Space wrap size={8}>
                    {pictures.map((src) => (
                      <Image key={src} src={src} width={60} height={60} alt="" />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                '-'
              ),
            },
          ]}
        />
        <div>
          <div className="order-field-label">{label('reply')}</div>
          <Input.TextArea
            value={reply}
            maxLength={REPLY_MAX}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={o('resources.order_comments.reply.placeholder')}
            status={missing ? 'error' : undefined}
            onChange={(value) => {
              setReply(value);
              setMissing(false);
            }}
            data-testid="reply-content"
          />
          {missing ? (
            <div className="order-error" role="alert" data-testid="reply-missing">
              {o('messages.requiredMsg')}
            </div>
          ) : null}
        </div>
      </Space>
    </Modal>
  );
}
