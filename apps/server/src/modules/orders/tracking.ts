import { createHash } from 'node:crypto';
import type { TrackingEvent } from '@shop/contract/orders';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/envelope.ts';
import { readConfigs } from '../system/configs.ts';
import type { OrderRow } from './transitions.ts';

const GATEWAY = 'https://kop.kuaidihelp.com/api';
const TIMEOUT_MS = 5000;

interface KuaibaoConfig {
  appid: string;
  appkey: string;
  agent_id: string;
  /** Test and proxy override of the gateway URL. */
  gateway: string;
}

async function kuaibaoConfig(db: Db): Promise<KuaibaoConfig> {
  const raw = (await readConfigs(db, ['kuaibao'])).kuaibao;
  const c = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const s = (k: string) => (typeof c[k] === 'string' || typeof c[k] === 'number' ? String(c[k]).trim() : '');
  return { appid: s('appid'), appkey: s('appkey'), agent_id: s('agent_id'), gateway: s('gateway') || GATEWAY };
}

/** One signed KuaiBao call: sign = md5(app_id + method + ts + appkey). */
async function kuaibao(c: KuaibaoConfig, method: string, data: object): Promise<unknown> {
  const ts = String(Math.floor(Date.now() / 1000));
  const sign = createHash('md5').update(`${c.appid}${method}${ts}${c.appkey}`).digest('hex');
  const body = new URLSearchParams({ app_id: c.appid, method, ts, sign, data: JSON.stringify(data) });
  let answer: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    const res = await fetch(c.gateway, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    answer = (await res.json()) as typeof answer;
  } catch {
    throw fail('order.trackingFailed');
  }
  if (Number(answer.code) !== 0)
    throw fail(typeof answer.msg === 'string' && answer.msg ? answer.msg : 'order.trackingFailed');
  return answer.data;
}

/** The courier's events of a shipped order; throws when tracking is not configured or the courier fails. */
export async function trackingEvents(db: Db, order: OrderRow): Promise<TrackingEvent[]> {
  if (!order.delivery_no || !order.delivery_code) return [];
  const c = await kuaibaoConfig(db);
  if (!c.appid || !c.appkey) throw fail('order.trackingOff');
  const data = await kuaibao(c, 'express.info.get', {
    waybill_no: order.delivery_no,
    exp_company_code: order.delivery_code,
    result_sort: 0,
    phone: order.receive_tel.slice(-4),
  });
  // The answer is a list of waybills, each with its events; one waybill was asked for.
  const first: unknown = Array.isArray(data) ? data[0] : data;
  const events = first && typeof first === 'object' && 'data' in first ? first.data : data;
  return Array.isArray(events) ? (events as TrackingEvent[]) : [];
}

/** Tracking for the order page: an empty list when tracking is off or failing, so the page still shows. */
export async function trackingOrEmpty(db: Db, order: OrderRow): Promise<TrackingEvent[]> {
  try {
    return await trackingEvents(db, order);
  } catch {
    return [];
  }
}

/** Cloud-prints a waybill (KuaiBao `cloud.print.waybill`) and answers its number. */
export async function printWaybill(
  db: Db,
  order: OrderRow,
  sender: { name: string; mobile: string; address: string },
): Promise<string> {
  const c = await kuaibaoConfig(db);
  if (!c.appid || !c.appkey || !c.agent_id) throw fail('order.waybillOff');
  const data = await kuaibao(c, 'cloud.print.waybill', {
    agent_id: c.agent_id,
    print_type: 1,
    sequence: String(order.id),
    order_id: order.order_no,
    shipper_type: order.delivery_code,
    goods_name: order.order_name,
    note: order.remark,
    sender,
    recipient: {
      name: order.receive_name,
      mobile: order.receive_tel,
      address: `${order.receive_area} ${order.receive_address}`,
    },
  });
  const code = data && typeof data === 'object' ? (data as Record<string, unknown>).waybill_code : undefined;
  if (typeof code !== 'string' || !code) throw fail('order.trackingFailed');
  return code;
}
