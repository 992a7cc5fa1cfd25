import type { SkuNumber } from '../sku-matrix.ts';

/** The number columns of the SKU matrix and of the bulk-fill bar, in the reference's order, with their decimals. */
export const SKU_COLUMNS: readonly { key: SkuNumber; precision: number; unit: 'yuan' | 'kg' | undefined }[] = [
  { key: 'goods_market_price', precision: 2, unit: 'yuan' },
  { key: 'goods_price', precision: 2, unit: 'yuan' },
  { key: 'goods_weight', precision: 2, unit: 'kg' },
  { key: 'goods_stock', precision: 0, unit: undefined },
];
