import { useMemo, useState } from 'react';
import { Button, Rate } from '@arco-design/web-react';
import { IconMessage } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Rate/style/css.js';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { CrudTable } from '@shop/ui/crud/CrudTable';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { SearchDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { StatusMapTag } from '@shop/ui/widgets/StatusMapTag';
import type { StatusMap } from '@shop/ui/widgets/status-map';
import { apiBase, type OrderArea } from './order-flow.ts';
import { ReplyDialog, ratingOf } from './ReplyDialog.tsx';
import { useOrderText } from './useOrderText.ts';
import './orders.css';

/** Whether the store answered a review. */
const REPLY_STATE = {
  replied: { color: 'green', label: 'resources.order_comments.reply.replied' },
  waiting: { color: 'orange', label: 'resources.order_comments.reply.waiting' },
} as const satisfies StatusMap<'replied' | 'waiting'>;

const stars = (value: unknown) => <Rate readonly allowHalf value={ratingOf(value)} style={{ fontSize: 14 }} />;

const columns: ColumnDef[] = [
  { value: 'avatar', type: 'avatar', width: 70 },
  { value: 'nickname', width: 110, ellipsis: true },
  { value: 'goods_master_image', type: 'image', width: 70 },
  { value: 'goods_name', width: 170, ellipsis: true },
  { value: 'score', width: 150, render: (row) => stars(row.score) },
  { value: 'content', width: 200, ellipsis: true },
  {
    value: 'reply',
    width: 100,
    render: (row) => <StatusMapTag map={REPLY_STATE} value={asText(row.reply) ? 'replied' : 'waiting'} />,
  },
  { value: 'created_at' },
];

const viewFields: ViewFieldDef[] = [
  { value: 'avatar', type: 'avatar' },
  { value: 'nickname', viewType: 'text' },
  { value: 'goods_master_image', type: 'image' },
  { value: 'goods_name', viewType: 'text' },
  { value: 'score', render: (record) => stars(record.score) },
  { value: 'agree', render: (record) => stars(record.agree) },
  { value: 'service', render: (record) => stars(record.service) },
  { value: 'speed', render: (record) => stars(record.speed) },
  { value: 'content', viewType: 'text', span: 24 },
  { value: 'image', viewType: 'images', span: 24 },
  { value: 'reply', viewType: 'text', span: 24 },
  { value: 'reply_time', viewType: 'text' },
  { value: 'created_at', viewType: 'text' },
];

/** The reply dialog inside the table's context, so a saved reply reloads the list. */
function Replying({ area, review, close }: { area: OrderArea; review: CrudRow | null; close: () => void }) {
  const crud = useCrud();
  return review ? (
    <ReplyDialog key={String(review.id)} area={area} review={review} onClose={close} onDone={crud.reload} />
  ) : null;
}

export interface ReviewListPageProps {
  area: OrderArea;
}

/**
 * The reviews of both back offices: reviewer, goods, stars, text and whether it was answered; the
 * View shows every rating and picture, and a reply dialog answers (or edits the answer). The platform may
 * also delete reviews (the server's Admin verbs); a store sees only its goods' reviews.
 *
 * @example <ReviewListPage area="Seller" />
 */
export function ReviewListPage({ area }: ReviewListPageProps) {
  const o = useOrderText();
  const [review, setReview] = useState<CrudRow | null>(null);
  const admin = area === 'Admin';
  const search = useMemo<SearchDef[]>(
    () => [
      { value: 'order_id' },
      { value: 'goods_id' },
      { value: 'score', type: 'select', data: [5, 4, 3, 2, 1].map((n) => ({ label: String(n), value: n })) },
      { value: 'created_at', type: 'daterange' },
    ],
    [],
  );
  return (
    <CrudTable
      resource="order_comments"
      path={`${apiBase(area)}/order_comments`}
      columns={columns}
      search={search}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: admin, delete: admin }}
      actionsWidth={admin ? 130 : 100}
      rowActions={(row, defaults) => (
        <>
          {defaults}
          <Button
            size="small"
            type="primary"
            icon={<IconMessage />}
            title={o('resources.order_comments.reply.action')}
            aria-label={o('resources.order_comments.reply.action')}
            data-testid={`comment-reply-${String(row.id)}`}
            onClick={() => setReview(row)}
          />
        </>
      )}
      dialogs={<Replying area={area} review={review} close={() => setReview(null)} />}
    />
  );
}
