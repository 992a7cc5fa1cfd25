import { SalesAnalysis } from '@shop/backoffice/dashboards/SalesAnalysis';

/** Sales analysis (A24): the platform's sales per period, top 10 stores and goods of the range. */
export default function AdminSalesAnalysisPage() {
  return <SalesAnalysis area="Admin" />;
}
