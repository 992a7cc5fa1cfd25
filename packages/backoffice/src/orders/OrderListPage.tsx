import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Tabs } from '@arco-design/web-react';
import {
  IconCheck,
  IconClose,
  IconEye,
  IconPrinter,
  IconSend,
  IconSettings,
  IconTool,
} from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { httpHooks } from '@shop/api/http';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { CrudTable } from '@shop/ui/crud/CrudTable';
import type { CrudController } from '@shop/ui/crud/useCrudList';
import type { ColumnDef, CrudRow } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { useOrderApi } from './order-api.ts';
import { apiBase, canDeliver, refundOf, refundStage, type OrderArea } from './order-flow.ts';
import { ORDER_STATUS, ORDER_STATUS_CODES } from './order-status.ts';
import { DeliverDialog } from './DeliverDialog.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { OrderStatusDialog } from './OrderStatusDialog.tsx';
import { ORDER_STATUS_COLUMN, ORDER_STATUS_DICT, RefundStateTag } from './OrderStatusTag.tsx';
import { RefundReviewDialog, type RefundIntent } from './RefundReviewDialog.tsx';
import { COURIER_DICT } from './useCouriers.ts';
import { useOrderText } from './useOrderText.ts';
import { WaybillDialog } from './WaybillView.tsx';
import './orders.css';

/**
 * Which orders a page lists: all of them with status tabs, those waiting for
 * delivery, or the after-sale ones — refund only (`refund_status` 0) or returns (1).
 */
export type OrderListVariant = 'all' | 'wait' | 'refund' | 'return';

const PARAMS: Record<OrderListVariant, Record<string, number>> = {
  all: {},
  wait: { order_status: 2 },
  refund: { order_status: 5, refund_status: 0 },
  return: { order_status: 5, refund_status: 1 },
};

const isAfterSale = (variant: OrderListVariant) => variant === 'refund' || variant === 'return';
const canShip = (variant: OrderListVariant) => variant === 'all' || variant === 'wait';
/** A waybill is printed for an order about to ship or shipped (not for one still waiting for its group). */
const printable = (row: CrudRow) => canDeliver(row) || Number(row.order_status) === 3;

const price = (value: unknown) => (asText(value) ? `￥${asText(value)}` : '-');

/** Loads the after-sale rows of the listed orders (the list answer carries only the state's text). */
function AfterSaleRows({
  area,
  version,
  onLoaded,
}: {
  area: OrderArea;
  version: number;
  onLoaded: (orders: ReadonlyMap<number, CrudRow>) => void;
}) {
  const orders = useOrderApi();
  const { rows } = useCrud();
  useEffect(() => {
    const ids = rows.map((row) => Number(row.id)).filter((id) => Number.isSafeInteger(id) && id > 0);
    if (!ids.length) {
      onLoaded(new Map());
      return;
    }
    // The server answers at most 100 orders per call; a page may hold up to 400.
    const chunks: number[][] = [];
    for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100));
    let alive = true;
    void Promise.all(chunks.map((chunk) => orders.loadOrders(area, chunk))).then((results) => {
      if (!alive) return;
      const byId = new Map<number, CrudRow>();
      for (const result of results) if (result.ok) for (const order of result.data) byId.set(Number(order.id), order);
      onLoaded(byId);
    });
    return () => {
      alive = false;
    };
  }, [area, rows, version, onLoaded, orders]);
  return null;
}

/** The status tabs of the full list: they set the `order_status` search, as the search panel's select does. */
function StatusTabs({ crud }: { crud: CrudController }) {
  const o = useOrderText();
  const chosen = crud.searchValues.order_status;
  const active = typeof chosen === 'number' || (typeof chosen === 'string' && chosen !== '') ? String(chosen) : 'all';
  return (
    <Tabs
      activeTab={active}
      className="order-list-tabs"
      onChange={(key: string) => {
        const values = { ...crud.searchValues };
        if (key === 'all') delete values.order_status;
        else values.order_status = Number(key);
        crud.applySearch(values);
      }}
    >
      <Tabs.TabPane key="all" title={<span data-testid="order-tab-all">{o('tabs.all')}</span>} />
      {ORDER_STATUS_CODES.map((code) => (
        <Tabs.TabPane
          key={String(code)}
          title={<span data-testid={`order-tab-${code}`}>{o(ORDER_STATUS[code].label)}</span>}
        />
      ))}
    </Tabs>
  );
}

type Opened =
  | { kind: 'deliver'; ids: number[] }
  | { kind: 'waybill'; id: number }
  | { kind: 'refund'; order: CrudRow; intent: RefundIntent }
  | { kind: 'status'; order: CrudRow }
  | null;

/** The page's own dialogs, inside the table's context so a finished action reloads the list. */
function Dialogs({
  area,
  opened,
  close,
  changed,
}: {
  area: OrderArea;
  opened: Opened;
  close: () => void;
  changed: () => void;
}) {
  const crud = useCrud();
  const done = () => {
    changed();
    crud.reload();
  };
  return (
    <>
      <DeliverDialog
        area={area}
        orderIds={opened?.kind === 'deliver' ? opened.ids : null}
        onClose={close}
        onShipped={done}
      />
      <WaybillDialog
        area={area}
        orderId={opened?.kind === 'waybill' ? opened.id : null}
        onClose={close}
        onPrinted={done}
      />
      {opened?.kind === 'refund' ? (
        <RefundReviewDialog
          key={`${String(opened.order.id)}-${opened.intent}`}
          order={opened.order}
          intent={opened.intent}
          onClose={close}
          onDone={done}
        />
      ) : null}
      {opened?.kind === 'status' ? (
        <OrderStatusDialog key={String(opened.order.id)} order={opened.order} onClose={close} onDone={done} />
      ) : null}
    </>
  );
}

export interface OrderListPageProps {
  area: OrderArea;
  variant: OrderListVariant;
}

/**
 * The order lists of both back offices over the generic table: the columns, search and detail are shared;
 * the area and the variant decide the rest. Everyone reads the detail (number, state, receiver, lines,
 * amounts, payment, delivery with tracking, after-sale). Full and waiting lists ship orders (a row, or the
 * checked ones) and print waybills, and correct the receiver and delivery; the platform also changes a
 * status. The after-sale lists show each request's state, and the store decides it or handles the returned
 * goods — the platform only reads them (refunds are the store's decision). A seller's
 * calls are scoped to its store by the server.
 *
 * @example <OrderListPage area="Seller" variant="wait" />
 */
export function OrderListPage({ area, variant }: OrderListPageProps) {
  const o = useOrderText();
  const [opened, setOpened] = useState<Opened>(null);
  const [afterSale, setAfterSale] = useState<ReadonlyMap<number, CrudRow>>(new Map());
  const [version, setVersion] = useState(0);
  const admin = area === 'Admin';
  const afterSaleList = isAfterSale(variant);
  // The platform reads after-sale orders; the store decides them, so only its lists act on them.
  const decides = afterSaleList && area === 'Seller';
  const editable = !afterSaleList;

  const columns = useMemo<ColumnDef[]>(
    () => [
      { value: 'order_image', type: 'avatar', width: 70 },
      // 20 digits on one line.
      { value: 'order_no', width: 210 },
      { value: 'order_name', width: 160, ellipsis: true },
      ...(admin ? [{ value: 'store_name', width: 120, ellipsis: true }] : []),
      { value: 'buyer_name', width: 110, ellipsis: true },
      {
        value: 'total_price',
        width: 110,
        render: (row: CrudRow) => <span className="order-money">{price(row.total_price)}</span>,
      },
      ORDER_STATUS_COLUMN,
      ...(afterSaleList
        ? [
            {
              value: 'refund_status_cn',
              width: 150,
              render: (row: CrudRow) => {
                const loaded = afterSale.get(Number(row.id));
                // Until the after-sale rows arrive, the server's text stands in.
                return loaded ? <RefundStateTag refund={refundOf(loaded)} /> : asText(row.refund_status_cn) || '-';
              },
            },
          ]
        : []),
      { value: 'created_at' },
    ],
    [admin, afterSaleList, afterSale],
  );

  const search = useMemo<SearchDef[]>(
    () => [
      { value: 'order_no', where: 'likeRight' },
      { value: 'order_name', where: 'like' },
      ...(variant === 'all' ? [{ value: 'order_status', type: 'select' as const }] : []),
      { value: 'created_at', type: 'daterange' },
    ],
    [variant],
  );

  const dicts: DictDef[] = useMemo(() => [ORDER_STATUS_DICT, ...(editable ? [COURIER_DICT] : [])], [editable]);

  /** Receiver and delivery corrections (`PUT /<area>/orders/{id}` keeps only these; the platform also renames). */
  const editFields = useMemo<FieldDef[]>(
    () => [
      ...(admin ? [{ value: 'order_name', span: 24 }] : []),
      { value: 'receive_name', required: true },
      { value: 'receive_tel', required: true },
      { value: 'receive_area', required: true },
      { value: 'receive_address', required: true },
      { value: 'delivery_code', type: 'select', dict: 'delivery_code' },
      { value: 'delivery_no' },
    ],
    [admin],
  );
  const editableFields = useMemo(() => ['id', ...editFields.map((f) => f.value)], [editFields]);

  const rowActions = (row: CrudRow, defaults: ReactNode, crud: CrudController) => {
    const id = Number(row.id);
    const stage = refundStage(refundOf(afterSale.get(id)));
    return (
      <>
        <Button
          size="small"
          icon={<IconEye />}
          title={o('detail.title')}
          aria-label={o('detail.title')}
          data-testid={`order-detail-${id}`}
          onClick={() => crud.openView(row)}
        />
        {defaults}
        {canShip(variant) && canDeliver(row) ? (
          <Button
            size="small"
            type="primary"
            status="success"
            icon={<IconSend />}
            title={o('deliver.action')}
            aria-label={o('deliver.action')}
            data-testid={`order-deliver-${id}`}
            onClick={() => setOpened({ kind: 'deliver', ids: [id] })}
          />
        ) : null}
        {canShip(variant) && printable(row) ? (
          <Button
            size="small"
            icon={<IconPrinter />}
            title={o('waybill.action')}
            aria-label={o('waybill.action')}
            data-testid={`waybill-print-${id}`}
            onClick={() => setOpened({ kind: 'waybill', id })}
          />
        ) : null}
        {admin && variant === 'all' ? (
          <Button
            size="small"
            icon={<IconSettings />}
            title={o('status.action')}
            aria-label={o('status.action')}
            data-testid={`order-status-${id}`}
            onClick={() => setOpened({ kind: 'status', order: row })}
          />
        ) : null}
        {decides && stage === 'decide' ? (
          <>
            <Button
              size="small"
              type="primary"
              status="success"
              icon={<IconCheck />}
              title={o('refund.approve')}
              aria-label={o('refund.approve')}
              data-testid={`refund-approve-${id}`}
              onClick={() => openRefund(id, 'approve')}
            />
            <Button
              size="small"
              type="primary"
              status="danger"
              icon={<IconClose />}
              title={o('refund.refuse')}
              aria-label={o('refund.refuse')}
              data-testid={`refund-refuse-${id}`}
              onClick={() => openRefund(id, 'refuse')}
            />
          </>
        ) : null}
        {decides && stage === 'process' ? (
          <Button
            size="small"
            type="primary"
            icon={<IconTool />}
            title={o('refund.handle')}
            aria-label={o('refund.handle')}
            data-testid={`refund-handle-${id}`}
            onClick={() => openRefund(id, 'process')}
          />
        ) : null}
      </>
    );
  };

  const openRefund = (id: number, intent: RefundIntent) => {
    const order = afterSale.get(id);
    if (order) setOpened({ kind: 'refund', order, intent });
  };

  return (
    <CrudTable
      resource="orders"
      path={`${apiBase(area)}/orders`}
      params={PARAMS[variant]}
      columns={columns}
      search={search}
      dicts={dicts}
      editFields={editFields}
      onEditLoaded={(record) =>
        Object.fromEntries(editableFields.filter((f) => f in record).map((f) => [f, record[f]]))
      }
      buttons={{ add: false, view: false, edit: editable, batchDelete: false }}
      dialog={{ width: 880 }}
      actionsWidth={admin ? 190 : 170}
      viewBody={(_crud, order) => <OrderDetail area={area} order={order} />}
      top={variant === 'all' ? (crud) => <StatusTabs crud={crud} /> : undefined}
      toolbar={{
        left: (defaults, crud) => (
          <>
            {defaults}
            {canShip(variant) ? (
              <Button
                type="primary"
                status="success"
                icon={<IconSend />}
                data-testid="batch-deliver"
                onClick={() => {
                  const ids = crud.selection.keys.map(Number).filter((id) => id > 0);
                  if (!ids.length) httpHooks().notify.error(o('messages.selectFirst'));
                  else setOpened({ kind: 'deliver', ids });
                }}
              >
                {o('deliver.batch')}
              </Button>
            ) : null}
          </>
        ),
      }}
      rowActions={rowActions}
      dialogs={
        <>
          {afterSaleList ? <AfterSaleRows area={area} version={version} onLoaded={setAfterSale} /> : null}
          <Dialogs area={area} opened={opened} close={() => setOpened(null)} changed={() => setVersion((v) => v + 1)} />
        </>
      }
    />
  );
}
