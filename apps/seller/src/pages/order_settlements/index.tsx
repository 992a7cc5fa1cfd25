import { SettlementListPage } from '@shop/backoffice/orders/SettlementListPage';

/** Settlements: the store's settlements, read-only. */
export default function SellerOrderSettlementsPage() {
  return <SettlementListPage area="Seller" />;
}
