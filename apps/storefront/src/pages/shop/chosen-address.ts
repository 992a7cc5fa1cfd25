import type { AddressRow } from '@shop/contract/orders';

/**
 * The address an order goes to: the one picked on the page while it still exists, else the default one, else the
 * first of the list (the newest).
 */
export function chosenAddress(rows: readonly AddressRow[], picked: number | undefined): AddressRow | undefined {
  return rows.find((a) => a.id === picked) ?? rows.find((a) => a.is_default) ?? rows[0];
}
