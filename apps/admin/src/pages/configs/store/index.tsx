import { ConfigTabs, type ConfigTab } from '../ConfigTabs.tsx';

const tabs: ConfigTab[] = [
  {
    key: 'store',
    source: { kind: 'group', group: 'store' },
    fields: [
      // On: new or re-titled seller goods wait for review.
      { value: 'goods_verify', type: 'switch', options: { activeValue: 'true', inactiveValue: 'false' } },
      // Percentage charged on seller withdrawals.
      { value: 'cash', type: 'number', options: { min: 0, max: 100, precision: 2 } },
    ],
  },
];

/** Store settings: goods verification and the withdrawal fee. */
export default function StoreConfigPage() {
  return <ConfigTabs tabs={tabs} />;
}
