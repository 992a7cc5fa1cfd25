import { SettlementListPage } from '@shop/backoffice/orders/SettlementListPage';

/** Order settlements: every store's settlements and "settle now". */
export default function AdminOrderSettlementsPage() {
  return <SettlementListPage area="Admin" />;
}
