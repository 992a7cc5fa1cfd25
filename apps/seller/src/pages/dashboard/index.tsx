import { AppConsole } from '@shop/backoffice/shell/AppConsole';
import { Overview } from '@shop/backoffice/dashboards/Overview';

/** The store's first screen (S02): its sales, orders, trends and top goods, in the bare console. */
export default function SellerDashboardPage() {
  return (
    <AppConsole hideFrame>
      <Overview area="Seller" />
    </AppConsole>
  );
}
