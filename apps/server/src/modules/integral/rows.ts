/** How points goods and points orders read on the wire (qwshop's IntegralGoods* and IntegralOrderCollection). */
import { inArray, isNull, and } from 'drizzle-orm';
import type { IntegralOrderItem } from '@shop/contract/integral';
import type { Db } from '../../db/client.ts';
import { integralGoodsClasses, integralOrderGoods, users } from '../../db/schema/index.ts';
import type { integralGoods, integralOrders } from '../../db/schema/index.ts';
import type { Lang } from '../../http/messages.ts';
import type { Row } from '../../http/resource.ts';
import { imageList, thumb } from '../catalog/thumbs.ts';
import { orderStatusText } from '../orders/labels.ts';

export type IntegralGoodsRow = typeof integralGoods.$inferSelect;
export type IntegralOrderRow = typeof integralOrders.$inferSelect;

/** The names of the given categories, by id. */
export async function classNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: integralGoodsClasses.id, name: integralGoodsClasses.name })
    .from(integralGoodsClasses)
    .where(and(inArray(integralGoodsClasses.id, unique), isNull(integralGoodsClasses.deleted_at)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The fields every wire shape of a points goods opens with, in qwshop's order (the shapes go on differently). */
function goodsHead(g: IntegralGoodsRow) {
  return {
    id: g.id,
    cid: g.cid,
    goods_name: g.goods_name,
    goods_subname: g.goods_subname,
    goods_price: g.goods_price,
    goods_market_price: g.goods_market_price,
    goods_stock: g.goods_stock,
  };
}

/** IntegralGoodsCollection: a list row of the Admin's points goods, with its category name and a 300 px picture. */
export async function goodsCollection(db: Db, rows: Row[]) {
  const list = rows as unknown as IntegralGoodsRow[];
  const names = await classNames(
    db,
    list.map((g) => g.cid),
  );
  return list.map((g) => ({
    ...goodsHead(g),
    class_name: names.get(g.cid) ?? '',
    goods_sale: g.goods_sale,
    goods_status: g.goods_status,
    is_recommend: g.is_recommend,
    goods_master_image: thumb(g.goods_master_image, 300),
    created_at: g.created_at,
  }));
}

/** IntegralGoodsResource: one points goods with its pictures as lists (and their thumbnails), for the editor and the storefront page. */
export function goodsResource(g: IntegralGoodsRow) {
  const images = imageList(g.goods_images);
  return {
    ...goodsHead(g),
    goods_sale: g.goods_sale,
    goods_master_image: g.goods_master_image,
    goods_content: g.goods_content,
    goods_content_mobile: g.goods_content_mobile,
    is_recommend: g.is_recommend,
    // qwshop's editor binds its switch to a boolean here (and sends "true"/"false" back, which the write accepts).
    goods_status: g.goods_status === 1,
    goods_images: images,
    goods_images_thumb_150: images.map((i) => thumb(i, 150)),
    goods_images_thumb_400: images.map((i) => thumb(i, 400)),
    created_at: g.created_at,
  };
}

/** Storefront card fields of a points goods (lists and the points home); no descriptions. */
export function goodsCard(g: IntegralGoodsRow) {
  return {
    ...goodsHead(g),
    goods_sale: g.goods_sale,
    goods_master_image: g.goods_master_image,
    goods_images: g.goods_images,
    goods_status: g.goods_status,
    is_recommend: g.is_recommend,
    created_at: g.created_at,
    updated_at: g.updated_at,
  };
}

/** IntegralOrderCollection rows: the order with its quantity, the buyer's nickname and the status text. */
export async function orderItems(db: Db, rows: Row[], lang: Lang): Promise<IntegralOrderItem[]> {
  const list = rows as unknown as IntegralOrderRow[];
  if (!list.length) return [];
  const [lines, buyers] = await Promise.all([
    db
      .select({
        order_id: integralOrderGoods.order_id,
        goods_id: integralOrderGoods.goods_id,
        buy_num: integralOrderGoods.buy_num,
      })
      .from(integralOrderGoods)
      .where(
        inArray(
          integralOrderGoods.order_id,
          list.map((o) => o.id),
        ),
      ),
    db
      .select({ id: users.id, nickname: users.nickname, username: users.username })
      .from(users)
      .where(inArray(users.id, [...new Set(list.map((o) => o.user_id))])),
  ]);
  return list.map((o) => {
    const line = lines.find((l) => l.order_id === o.id);
    const buyer = buyers.find((u) => u.id === o.user_id);
    return {
      id: o.id,
      order_no: o.order_no,
      order_name: o.order_name,
      order_image: o.order_image,
      total_price: o.total_price,
      order_price: o.order_price,
      buy_num: line?.buy_num ?? 0,
      goods_id: line?.goods_id ?? 0,
      buyer_name: buyer?.nickname || buyer?.username || '',
      order_status: o.order_status,
      order_status_cn: orderStatusText(o.order_status, 0, lang),
      receive_name: o.receive_name,
      receive_tel: o.receive_tel,
      receive_area: o.receive_area,
      receive_address: o.receive_address,
      remark: o.remark,
      pay_time: o.pay_time,
      // Unset until shipped (the column's default is the creation time).
      delivery_time: o.delivery_code ? o.delivery_time : null,
      delivery_no: o.delivery_no,
      delivery_code: o.delivery_code,
      receipt_time: null,
      comment_time: null,
      created_at: o.created_at,
      updated_at: o.updated_at,
    };
  });
}
