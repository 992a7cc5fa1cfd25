import { useState, type ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { CrudTable, type CrudTableProps } from '@shop/ui/crud-table';
import type { CrudRow } from '@shop/ui/crud/types';
import { useResourceText } from './useResourceText.ts';

/** The rows change only through their action: nothing is added, edited or deleted from the list. */
const ACTION_ONLY = { add: false, edit: false, batchDelete: false, delete: false };

/** The one thing done to a row of the list, in its dialog. */
export interface RowDialogAction {
  /** Label key of the row's button. */
  label: string;
  /** The button's `data-testid` is `<testId>-<row id>`. */
  testId: string;
  status?: 'warning';
  /** The rows the action applies to; the others show no button. */
  when: (row: CrudRow) => boolean;
  /** The dialog of the row under action (`null`: closed). */
  dialog: (row: CrudRow | null, close: () => void) => ReactNode;
}

export type RowDialogListProps = Omit<CrudTableProps, 'buttons' | 'rowActions' | 'dialogs'> & {
  action: RowDialogAction;
};

/**
 * A list whose rows are viewed, searched and exported, and changed only by one action in a dialog (a withdrawal
 * reviewed, a points order shipped).
 *
 * @example <RowDialogList descriptor={integralOrders} action={{ label: 'resources.integral_orders.ship.action',
 *   testId: 'integral-ship', when: canShip, dialog: (order, close) => <ShipDialog order={order} onClose={close} /> }} />
 */
export function RowDialogList({ action, ...table }: RowDialogListProps) {
  const text = useResourceText();
  const [acting, setActing] = useState<CrudRow | null>(null);
  return (
    <CrudTable
      {...table}
      buttons={ACTION_ONLY}
      rowActions={(row, defaults) => (
        <>
          {defaults}
          {action.when(row) ? (
            <Button
              size="small"
              type="outline"
              {...(action.status ? { status: action.status } : {})}
              data-testid={`${action.testId}-${String(row.id)}`}
              onClick={() => setActing(row)}
            >
              {text(action.label)}
            </Button>
          ) : null}
        </>
      )}
      dialogs={action.dialog(acting, () => setActing(null))}
    />
  );
}
