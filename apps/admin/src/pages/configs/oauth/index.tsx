import type { FieldDef } from '@shop/ui/fields/types';
import { ConfigTabs, type ConfigTab } from '../ConfigTabs.tsx';

const fields: FieldDef[] = [{ value: 'client_id' }, { value: 'key' }, { value: 'return_url' }];

const tabs: ConfigTab[] = ['weixin', 'weixinweb'].map((key) => ({
  key,
  labels: 'oauth',
  source: { kind: 'many', group: 'oauth', key },
  fields,
}));

/** Third-party login: WeChat H5 and WeChat scan (PC), each merged into the `oauth` setting alone. */
export default function OauthConfigPage() {
  return <ConfigTabs tabs={tabs} labelWidth={180} />;
}
