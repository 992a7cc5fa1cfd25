import { SettlementListPage } from '@shop/ui/orders/SettlementListPage';

/** A11 Order settlements: every store's settlements and "settle now". */
export default function AdminOrderSettlementsPage() {
  return <SettlementListPage area="Admin" />;
}
