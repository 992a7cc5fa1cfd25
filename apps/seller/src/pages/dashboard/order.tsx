import { SalesAnalysis } from '@shop/backoffice/dashboards/SalesAnalysis';

/** Sales analysis (S03): the store's sales per period, its top 10 goods by quantity and by sales. */
export default function SellerSalesAnalysisPage() {
  return <SalesAnalysis area="Seller" />;
}
