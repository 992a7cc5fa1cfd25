import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '@arco-design/web-react';
import { IconArchive, IconClockCircle, IconMessage, IconSend, IconUndo } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Badge/style/css.js';

/** The dashboard's order-status shortcuts with their `order_status` filter, `count` index and phone icon. */
const ORDER_SHORTCUTS = [
  { status: 1, key: 'waitPay', icon: <IconClockCircle /> },
  { status: 2, key: 'waitSend', icon: <IconArchive /> },
  { status: 3, key: 'waitReceive', icon: <IconSend /> },
  { status: 4, key: 'waitComment', icon: <IconMessage /> },
  { status: 5, key: 'afterSale', icon: <IconUndo /> },
] as const satisfies readonly { status: number; key: string; icon: ReactNode }[];

/**
 * Links to the order list on each status tab, with the number of orders there (`GET /user/default` counts).
 * Desktop: a row of labels; phones (`phone`): an icon over each label, as shops' 我的 pages show them.
 *
 * @example <OrderShortcuts counts={overview.data?.count} />
 */
export function OrderShortcuts({ counts, phone = false }: { counts: readonly number[] | undefined; phone?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className={phone ? 'order-shortcuts' : 'dashboard__status'}>
      {ORDER_SHORTCUTS.map((item) => {
        // Arco hides a zero count and shows "99+" above 99, as the reference asks.
        const count = counts?.[item.status - 1] ?? 0;
        const label = t(`account.dashboard.orderStatus.${item.key}`);
        return (
          <Link
            key={item.status}
            href={`/user/orders?status=${item.status}`}
            data-testid={`dashboard-order-status-${item.status}`}
          >
            {phone ? (
              <>
                <Badge count={count} maxCount={99} offset={[6, -2]}>
                  <span className="order-shortcuts__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                </Badge>
                {label}
              </>
            ) : (
              <Badge count={count} maxCount={99} offset={[12, -4]}>
                {label}
              </Badge>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
