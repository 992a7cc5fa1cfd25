/**
 * The demo points mall beyond its first category (demo.ts writes category 1 and goods 1-2): two more categories
 * and goods drawn with the shared goods pictures, so the points home shows a section per category, a goods off
 * the shelf (the Admin sees it, the storefront does not) and one nearly sold out.
 */
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { Tx } from '../client.ts';
import { integralGoods, integralGoodsClasses } from '../schema/index.ts';

/** A rich text as the server stores one written with this HTML: cleaned, with the editor JSON built from it. */
const rich = (html: string) => sanitizeRichText(html);

/** [id, cid, name, subname, points, market price, stock, sales, picture shape, on shelf, recommended] */
const GOODS: ReadonlyArray<
  readonly [number, number, string, string, string, string, number, number, string, number, number]
> = [
  [3, 2, '青梧蓝牙耳机', '轻巧入耳 长续航', '800.00', '199.00', 30, 12, 'headphones', 1, 1],
  [4, 2, '青梧无线鼠标', '静音按键 2.4G 无线', '300.00', '69.00', 80, 25, 'mouse', 1, 0],
  [5, 2, '青梧智能手表', '心率监测 50米防水', '2000.00', '499.00', 3, 2, 'watch', 1, 1],
  [6, 3, '青梧精选咖啡豆', '中度烘焙 500g', '150.00', '59.00', 120, 40, 'coffee', 1, 0],
  [7, 3, '青梧坚果礼盒', '每日坚果 30袋', '260.00', '89.00', 60, 18, 'snack', 1, 1],
  [8, 3, '青梧有机绿茶', '明前新茶 250g', '180.00', '68.00', 0, 9, 'leaf', 0, 0],
];

/** Inserts categories 2-3 and goods 3-8; `pool` holds the shared goods pictures keyed `<shape>-<slot>`. */
export async function seedDemoIntegral(tx: Tx, pool: ReadonlyMap<string, string>): Promise<void> {
  const pictureOf = (shape: string) => [...pool].find(([key]) => key.startsWith(`${shape}-`))?.[1] ?? '';
  await tx.insert(integralGoodsClasses).values([
    { id: 2, name: '科技好礼' },
    { id: 3, name: '美食饮品' },
  ]);
  await tx.insert(integralGoods).values(
    GOODS.map(([id, cid, name, sub, price, market, stock, sale, shape, status, recommend]) => {
      const picture = pictureOf(shape);
      return {
        id,
        cid,
        goods_name: name,
        goods_subname: sub,
        goods_price: price,
        goods_market_price: market,
        goods_stock: stock,
        goods_sale: sale,
        goods_images: picture,
        goods_master_image: picture,
        goods_status: status,
        is_recommend: recommend,
        goods_content: rich(`<p>${name}，${sub}。积分兑换，包邮到家。</p>`),
        goods_content_mobile: rich(`<p>${name}</p>`),
      };
    }),
  );
}
