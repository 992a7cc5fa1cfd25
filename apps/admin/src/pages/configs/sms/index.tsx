import { Button, Form, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Space/style/css.js';
import { useLocation } from 'wouter';
import { ConfigTabs, type ConfigTab } from '../ConfigTabs.tsx';
import { useResourceText } from '../../useResourceText.ts';

/** Shortcuts to the templates and the log, as the reference's "other configuration" row. */
function SmsShortcuts() {
  const text = useResourceText();
  const [, navigate] = useLocation();
  return (
    <Form.Item label={text('resources.configs.actions.other')}>
      <Space>
        <Button type="outline" onClick={() => navigate('/sms')}>
          {text('resources.configs.actions.smsTemplates')}
        </Button>
        <Button type="outline" onClick={() => navigate('/sms_logs')}>
          {text('resources.configs.actions.smsLogs')}
        </Button>
      </Space>
    </Form.Item>
  );
}

const tabs: ConfigTab[] = [
  {
    key: 'sms',
    source: { kind: 'group', group: 'sms' },
    header: <SmsShortcuts />,
    // Aliyun SMS credentials.
    fields: [{ value: 'key' }, { value: 'secret' }],
  },
];

/** SMS settings. */
export default function SmsConfigPage() {
  return <ConfigTabs tabs={tabs} />;
}
