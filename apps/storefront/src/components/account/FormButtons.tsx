import { useTranslation } from 'react-i18next';
import { Button, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';

/** Save and reset under a user-centre form; test ids `<testId>-submit` and `<testId>-reset`. */
export function FormButtons({ busy, onReset, testId }: { busy: boolean; onReset: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
      <Button type="primary" htmlType="submit" loading={busy} data-testid={`${testId}-submit`}>
        {t('account.actions.save')}
      </Button>
      <Button className="account-form__reset" onClick={onReset} data-testid={`${testId}-reset`}>
        {t('account.actions.reset')}
      </Button>
    </Form.Item>
  );
}
