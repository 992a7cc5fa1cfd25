/**
 * The order calls outside the generic table: loading several orders for
 * a dialog, shipping, after-sale decisions, tracking, waybills, review replies and settling — RTK Query
 * endpoints of the `orders`, `aftersale`, `finance` and `stores` modules, called on the user's action. Every
 * read reaches the server afresh; every write toasts its success and a refusal the http client stays silent
 * about (`settleWrite`).
 */
import { useMemo } from 'react';
import { aftersaleApi } from '@shop/api/endpoints/aftersale';
import { financeApi } from '@shop/api/endpoints/finance';
import { ordersApi } from '@shop/api/endpoints/orders';
import { storesApi } from '@shop/api/endpoints/stores';
import { useAppDispatch } from '@shop/api/hooks';
import type { AppDispatch } from '@shop/api/redux-store';
import { resourceApi } from '@shop/api/resource';
import { FRESH, settle, settleWrite, type WriteTexts } from '@shop/api/settle';
import type { CrudRow } from '@shop/ui/crud/types';
import {
  apiBase,
  deliveryPayload,
  orderIdsParam,
  refundPayload,
  type OrderArea,
  type RefundAction,
} from './order-flow.ts';

/** A read that failed carries the server's reason (e.g. tracking not configured) for the page to show. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

/** What a write toasts: on success, and for a refusal without a message of its own. */
export type SendTexts = WriteTexts;

const rows = (data: unknown): CrudRow[] =>
  Array.isArray(data) ? data.filter((row): row is CrudRow => !!row && typeof row === 'object') : [];
const record = (data: unknown): CrudRow =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as CrudRow) : {};

async function read<T>(call: PromiseLike<{ data?: unknown; error?: unknown }>, pick: (data: unknown) => T) {
  const settled = await settle(call);
  return settled.ok ? ({ ok: true, data: pick(settled.data) } as const) : ({ ok: false, msg: settled.msg } as const);
}

/** The order calls bound to an app's Redux store. */
export function orderApi(dispatch: AppDispatch) {
  return {
    /** `GET /<area>/orders/find/all`: the orders with their lines and after-sale row (the store's own for a seller). */
    loadOrders(area: OrderArea, ids: readonly (string | number)[]): Promise<Loaded<CrudRow[]>> {
      const args = { apiBase: apiBase(area), params: orderIdsParam(ids) };
      return read(dispatch(ordersApi.endpoints.backOrders.initiate(args, FRESH)), rows);
    },

    /** `GET /<area>/orders/{id}`: the order detail (OrderResource with its after-sale row). */
    loadOrder(area: OrderArea, id: string | number): Promise<Loaded<CrudRow>> {
      const args = { path: `${apiBase(area)}/orders`, id };
      return read(dispatch(resourceApi.endpoints.show.initiate(args, FRESH)), record);
    },

    /** The store that ships an order: the seller's own settings, or the order's store for the platform. */
    loadSender(area: OrderArea, storeId: unknown): Promise<Loaded<CrudRow>> {
      const call =
        area === 'Seller'
          ? dispatch(storesApi.endpoints.ownStore.initiate(undefined, FRESH))
          : dispatch(resourceApi.endpoints.show.initiate({ path: '/Admin/stores', id: String(storeId) }, FRESH));
      return read(call, record);
    },

    /** `POST /<area>/orders/express/find`: the courier's events, newest first as KuaiBao answers them. */
    loadTracking(area: OrderArea, id: string | number): Promise<Loaded<{ time: string; context: string }[]>> {
      return read(
        dispatch(ordersApi.endpoints.backOrderTracking.initiate({ apiBase: apiBase(area), id }, FRESH)),
        (data) =>
          rows(data).map((event) => ({
            time: typeof event.time === 'string' ? event.time : '',
            context: typeof event.context === 'string' ? event.context : '',
          })),
      );
    },

    /** `GET /<area>/print/waybill/{id}`: KuaiBao cloud print; answers the waybill number or the server's reason. */
    cloudWaybill(area: OrderArea, id: string | number): Promise<Loaded<string>> {
      return read(dispatch(ordersApi.endpoints.cloudWaybill.initiate({ apiBase: apiBase(area), id })), (data) =>
        typeof data === 'string' || typeof data === 'number' ? String(data) : '',
      );
    },

    /** Ships one order (status 3 with courier and number). No toast: the dialog shows each order's outcome. */
    shipOrder(area: OrderArea, orderId: number, code: string, no: string): Promise<Loaded<true>> {
      const data = deliveryPayload(orderId, code, no);
      const call = dispatch(ordersApi.endpoints.editOrderStatus.initiate({ apiBase: apiBase(area), data }));
      return read(call, () => true as const);
    },

    /** `PUT /Admin/orders/status/edit`: the platform moves an order to any status the transition rules allow. */
    async changeStatus(
      orderId: number,
      status: number,
      texts: SendTexts,
      delivery?: { code: string; no: string },
    ): Promise<boolean> {
      const data: CrudRow = { id: orderId, status };
      if (delivery) Object.assign(data, { delivery_code: delivery.code.trim(), delivery_no: delivery.no.trim() });
      const result = await settleWrite(
        dispatch(ordersApi.endpoints.editOrderStatus.initiate({ apiBase: '/Admin', data })),
        texts,
      );
      return result.ok;
    },

    /** `PUT /Seller/refunds/{order_id}`: one after-sale action of the store; true on success. */
    async sendRefundAction(orderId: number, action: RefundAction, texts: SendTexts): Promise<boolean> {
      const call = dispatch(aftersaleApi.endpoints.refundAction.initiate({ orderId, data: refundPayload(action) }));
      return (await settleWrite(call, texts)).ok;
    },

    /** `PUT /<area>/order_comments/{id}` with the reply; true on success. */
    async replyToReview(area: OrderArea, id: number, reply: string, texts: SendTexts): Promise<boolean> {
      const call = dispatch(
        aftersaleApi.endpoints.replyReview.initiate({ apiBase: apiBase(area), id, reply: reply.trim() }),
      );
      return (await settleWrite(call, texts)).ok;
    },

    /** `GET /Admin/order_settlement_handle`: settles what is due; the server's message when nothing is. */
    async settleNow(texts: SendTexts): Promise<boolean> {
      return (await settleWrite(dispatch(financeApi.endpoints.settleNow.initiate()), texts)).ok;
    },
  };
}

export type OrderApi = ReturnType<typeof orderApi>;

/** `orderApi` bound to the app's store, stable across renders. */
export function useOrderApi(): OrderApi {
  const dispatch = useAppDispatch();
  return useMemo(() => orderApi(dispatch), [dispatch]);
}
