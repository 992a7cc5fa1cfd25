import type { FieldDef } from '@shop/ui/fields/types';
import { ConfigTabs, type ConfigTab } from '../ConfigTabs.tsx';

// Certificates and keys go up as files into `crt` (the Admin's `uploadType=uploadFile`).
const cert = (value: string): FieldDef => ({ value, type: 'file', options: { uploadName: 'crt' } });
const wechatTail: FieldDef[] = [
  { value: 'mch_id' },
  { value: 'mch_secret_key' },
  cert('mch_secret_cert'),
  cert('mch_public_cert_path'),
  // Requests name the merchant certificate by its serial; notifications are checked with the platform key.
  { value: 'mch_serial_no' },
  cert('wechat_public_cert_path'),
  { value: 'notify_url' },
];
const alipay: FieldDef[] = [
  { value: 'app_id' },
  { value: 'app_secret_cert', type: 'textarea', options: { maxLength: 5000 } },
  cert('app_public_cert_path'),
  cert('alipay_public_cert_path'),
  cert('alipay_root_cert_path'),
  { value: 'notify_url' },
  { value: 'return_url' },
];

const PAY_TABS: Record<string, FieldDef[]> = {
  wechatwap: [{ value: 'mp_app_id' }, ...wechatTail],
  wechatmp: [{ value: 'mp_app_id' }, { value: 'secret_key' }, ...wechatTail],
  wechatmini: [{ value: 'mini_app_id' }, { value: 'secret_key' }, ...wechatTail],
  wechatapp: [{ value: 'app_id' }, ...wechatTail],
  wechatscan: [{ value: 'mp_app_id' }, ...wechatTail],
  alipaywap: alipay,
  alipayapp: alipay,
  alipayscan: alipay,
  alipaymini: alipay,
};

const tabs: ConfigTab[] = Object.entries(PAY_TABS).map(([key, fields]) => ({
  key,
  labels: 'pay',
  source: { kind: 'many', group: 'pay', key },
  fields,
}));

/** Payment settings: one tab per payment method and device, each merged into the `pay` setting alone. */
export default function PayConfigPage() {
  return <ConfigTabs tabs={tabs} labelWidth={180} />;
}
