import { Input, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { DeliveryError } from './order-flow.ts';
import type { Courier } from './useCouriers.ts';
import { useOrderText } from './useOrderText.ts';

export interface CourierFieldsProps {
  couriers: readonly Courier[];
  code: string;
  no: string;
  /** Marks the field the error is about. */
  error?: DeliveryError;
  onCode: (code: string) => void;
  onNo: (no: string) => void;
  /** `<prefix>-courier` and `<prefix>-no` are the fields' test ids. */
  testIdPrefix: string;
}

/**
 * A courier from the platform's list and a tracking number: every place that ships goods (delivery, the platform's
 * status edit, an exchange re-shipped) asks for the pair the same way.
 *
 * @example <CourierFields couriers={couriers} code={code} no={no} onCode={setCode} onNo={setNo} testIdPrefix="deliver" />
 */
export function CourierFields({ couriers, code, no, error, onCode, onNo, testIdPrefix }: CourierFieldsProps) {
  const o = useOrderText();
  return (
    <Space size={12} wrap>
      <Select
        value={code || undefined}
        options={couriers.map((c) => ({ label: c.name, value: c.code }))}
        placeholder={o('deliver.courierHint')}
        aria-label={o('deliver.courier')}
        showSearch
        style={{ width: 200 }}
        status={error === 'courierRequired' ? 'error' : undefined}
        onChange={(value: string) => onCode(value)}
        data-testid={`${testIdPrefix}-courier`}
      />
      <Input
        value={no}
        placeholder={o('deliver.noHint')}
        aria-label={o('deliver.no')}
        maxLength={20}
        style={{ width: 240 }}
        status={error === 'noRequired' || error === 'noFormat' ? 'error' : undefined}
        onChange={(value) => onNo(value)}
        data-testid={`${testIdPrefix}-no`}
      />
    </Space>
  );
}
