import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useSetOrderStatusMutation } from '@shop/api/endpoints/orders';
import { actionHref, orderActions, type OrderAction } from './order-actions.ts';

/** The confirmations' OK button, built apart so it may carry a test id (Arco's props type names none). */
export const CONFIRM_OK_PROPS = { type: 'primary' as const, 'data-testid': 'order-confirm-ok' };

/** Test id of an action button: `order-<action>-<id>`, the after-sale progress as `order-view-refund-<id>`. */
const TEST_ID: Record<OrderAction, string> = {
  pay: 'order-pay',
  cancel: 'order-cancel',
  confirm: 'order-confirm',
  comment: 'order-comment',
  refund: 'order-refund',
  viewRefund: 'order-view-refund',
  detail: 'order-detail',
};

/** The primary action of a status: what the shopper is expected to do next. */
const PRIMARY: ReadonlySet<OrderAction> = new Set(['pay', 'confirm', 'comment']);

/**
 * The buttons an order's status allows (order-actions.ts). Cancelling and confirming receipt ask first, then
 * change the order through `PUT /user/order/{id}`; the `Order` tag refreshes every list and detail showing it.
 *
 * @example <OrderActions order={order} hide={['detail']} />
 */
export function OrderActions({
  order,
  hide = [],
}: {
  order: { id: number; order_status: number; refund_status?: number | null };
  /** Actions not shown here (the detail page does not link to itself). */
  hide?: OrderAction[];
}) {
  const { t } = useTranslation();
  const [setStatus] = useSetOrderStatusMutation();

  const change = (action: 'cancel' | 'confirm') => {
    Modal.confirm({
      title: t('shop.orders.confirmTitle'),
      content: t(action === 'cancel' ? 'shop.orders.cancelConfirm' : 'shop.orders.confirmConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: CONFIRM_OK_PROPS,
      onOk: async () => {
        const result = await setStatus({ id: order.id, order_status: action === 'cancel' ? 0 : 4 });
        // A refusal was toasted by the http layer; the dialog closes either way.
        if (!('error' in result)) Message.success(t('messages.success'));
      },
    });
  };

  return (
    <div className="order-actions">
      {orderActions(order)
        .filter((action) => !hide.includes(action))
        .map((action) => {
          const className = `order-btn${PRIMARY.has(action) ? ' order-btn--primary' : ''}`;
          const testId = `${TEST_ID[action]}-${order.id}`;
          const href = actionHref(action, order.id);
          if (href)
            return (
              <Link key={action} href={href} className={className} data-testid={testId}>
                {t(`shop.orders.${action}`)}
              </Link>
            );
          return (
            <button
              key={action}
              type="button"
              className={className}
              data-testid={testId}
              onClick={() => change(action === 'cancel' ? 'cancel' : 'confirm')}
            >
              {t(`shop.orders.${action}`)}
            </button>
          );
        })}
    </div>
  );
}
