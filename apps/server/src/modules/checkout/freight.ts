import { toCents } from '../catalog/money.ts';

/** A store's freight template as the database holds it (numeric strings; area_id = comma list of province ids). */
export interface FreightRow {
  id: number;
  f_weight: string;
  f_price: string;
  o_weight: string;
  o_price: string;
  area_id: string;
  is_type: number;
}

/**
 * Freight of one order in cents, by qwshop's template rules. `freightId` is the first line's goods.freight_id (−1 free,
 * 0 the store default, n a template), `weight` the order's total weight in hundredths of a kilogram, `provinceId`
 * the delivery address's province. Weights are compared as integers so 1.10 kg never becomes 1.1000000001.
 */
export function freightCents(templates: FreightRow[], freightId: number, weight: number, provinceId: number): number {
  if (freightId === -1) return 0;
  const fallback = templates.find((t) => t.is_type === 0);
  let tpl = freightId === 0 ? fallback : templates.find((t) => t.id === freightId);
  // Rule 3 looks at the chosen template before the province fallback: a free (0 / 0) template is free everywhere.
  if (!tpl || (isZero(tpl.f_weight) && isZero(tpl.f_price))) return 0;
  // An area template applies only to its provinces; everywhere else the default one does.
  if (tpl.is_type !== 0 && !tpl.area_id.split(',').map(Number).includes(provinceId)) tpl = fallback;
  if (!tpl) return 0;
  const fWeight = toCents(tpl.f_weight);
  const fPrice = toCents(tpl.f_price);
  const oWeight = toCents(tpl.o_weight);
  const oPrice = toCents(tpl.o_price);
  if (fPrice === 0) return 0;
  if (fWeight === 0 || weight <= fWeight) return fPrice;
  if (oWeight === 0) return oPrice === 0 ? fPrice : 0;
  return fPrice + Math.ceil((weight - fWeight) / oWeight) * oPrice;
}

const isZero = (amount: string) => toCents(amount) === 0;
