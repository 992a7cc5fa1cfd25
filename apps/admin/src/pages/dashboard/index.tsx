import { AppConsole } from '@shop/backoffice/shell/AppConsole';
import { Overview } from '@shop/backoffice/dashboards/Overview';

/** The Admin's first screen (A02): the platform's sales, orders, trends and top stores, in the bare console. */
export default function AdminDashboardPage() {
  return (
    <AppConsole hideFrame>
      <Overview area="Admin" />
    </AppConsole>
  );
}
