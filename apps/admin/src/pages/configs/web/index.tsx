import type { FieldDef } from '@shop/ui/fields/types';
import { ConfigTabs, type ConfigTab } from '../ConfigTabs.tsx';
import { integralTab } from '../integral.ts';
import { searchTab } from '../search.ts';

const long = { maxLength: 100 } as const;
const switchOn = { activeValue: 'true', inactiveValue: 'false' } as const;

const webFields: FieldDef[] = [
  { value: 'web_name' },
  { value: 'index_name' },
  { value: 'keyword', type: 'textarea', options: long },
  { value: 'description', type: 'textarea', options: long },
  // The storefront header shows the logo at 242x74.
  { value: 'logo', type: 'image', options: { uploadName: 'logo', uploadOption: { width: 242, height: 74 } } },
  { value: 'tel' },
  { value: 'mobile' },
  { value: 'email' },
  { value: 'icp' },
  {
    value: 'close_status',
    type: 'radio',
    options: {
      items: [
        { label: 'resources.configs.options.open', value: '1' },
        { label: 'resources.configs.options.close', value: '0' },
      ],
    },
  },
  { value: 'close_reason', type: 'textarea', options: long },
];

const tabs: ConfigTab[] = [
  { key: 'web', source: { kind: 'names', names: webFields.map((f) => f.value) }, fields: webFields },
  {
    key: 'upload',
    source: { kind: 'group', group: 'upload' },
    fields: [
      { value: 'save_type', type: 'switch', options: switchOn },
      { value: 'key' },
      { value: 'access' },
      { value: 'bucket' },
      { value: 'endpoint' },
      { value: 'cdn' },
      { value: 'ssl', type: 'switch', options: switchOn },
    ],
  },
  {
    key: 'amap',
    source: { kind: 'group', group: 'amap' },
    fields: [{ value: 'key' }, { value: 'jsapi' }, { value: 'security' }],
  },
  {
    key: 'kuaibao',
    source: { kind: 'group', group: 'kuaibao' },
    fields: [{ value: 'appid' }, { value: 'appkey' }, { value: 'agent_id' }],
  },
  {
    key: 'task',
    source: { kind: 'group', group: 'task' },
    // unpaid_order_limit: unpaid orders one shopper may hold at once; unpaid_goods_limit: pieces of one goods they
    // may hold (0 = no cap for both), enforced when ordering; promotion_pay_minutes: the payment window of
    // flash-sale and group orders, after which the timed task cancels them.
    fields: [
      ...['cancel', 'confirm', 'settlement', 'unpaid_order_limit', 'unpaid_goods_limit'].map((value): FieldDef => ({
        value,
        type: 'number',
        options: { min: 0, precision: 0 },
      })),
      { value: 'promotion_pay_minutes', type: 'number', options: { min: 1, max: 1440, precision: 0 } },
    ],
  },
  // The points shoppers earn on completed orders: a platform rule next to the order rules (qwshop had none).
  integralTab,
  // The keyword search's synonyms (qwshop had none either).
  searchTab,
];

/**
 * Site settings: website, uploads (OSS), map, Kuaibao tracking, timed tasks, the unpaid-order cap, points and the
 * search's synonyms.
 */
export default function WebConfigPage() {
  return <ConfigTabs tabs={tabs} />;
}
