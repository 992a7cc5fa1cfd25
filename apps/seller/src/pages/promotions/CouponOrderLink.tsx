import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useShowQuery } from '@shop/api/resource';
import { OrderDetail } from '@shop/backoffice/orders/OrderDetail';
import { usePromotionText } from '@shop/backoffice/promotions/promotion-columns';

/** The order detail of the order list, in a dialog of its own (the order list has no address per order). */
function OrderDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const p = usePromotionText();
  const { t } = useTranslation();
  // Afresh on each opening: the order may have moved on since.
  const order = useShowQuery({ path: '/Seller/orders', id }, { refetchOnMountOrArgChange: true });
  return (
    <Modal
      visible
      title={p('cells.orderTitle')}
      footer={null}
      onCancel={onClose}
      style={{ width: '70%' }}
      unmountOnExit
    >
      {order.isFetching ? (
        <Spin block loading />
      ) : order.data ? (
        <OrderDetail area="Seller" order={order.data} />
      ) : (
        <Alert type="error" content={(order.error as { msg?: string } | undefined)?.msg || t('messages.error')} />
      )}
    </Modal>
  );
}

/**
 * A coupon log's order: its number (what the store sees on its orders) opening the order detail, or '-' while the
 * coupon is unused.
 */
export function CouponOrderLink({ id: value, orderNo }: { id: unknown; orderNo: unknown }) {
  const [open, setOpen] = useState(false);
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) return <>-</>;
  // An order the server could not name (gone since) still opens by its id.
  const label = typeof orderNo === 'string' && orderNo ? orderNo : `#${id}`;
  return (
    <>
      <Button type="text" size="mini" data-testid={`coupon-log-order-${id}`} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? <OrderDialog id={id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
