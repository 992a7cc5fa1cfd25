import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useConfigsQuery } from '@shop/api/endpoints/system';
import { useResourceText } from '../useResourceText.ts';
import { feeRate } from './review.ts';

/** The withdrawal fee the platform charges (setting `store.cash`), above the review list; nothing while it loads. */
export function CashFee() {
  const text = useResourceText();
  const { data, isSuccess } = useConfigsQuery({ name: 'store' });
  if (!isSuccess) return null;
  const rate = feeRate(data);
  return (
    <Alert
      type="info"
      style={{ marginBottom: 12 }}
      content={rate === undefined ? text('resources.cashes.fee.unset') : text('resources.cashes.fee.rate', { rate })}
      data-testid="cash-fee"
    />
  );
}
