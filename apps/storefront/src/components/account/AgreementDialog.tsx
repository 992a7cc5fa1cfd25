import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { richTextHtml } from '@shop/contract/rich-text-dom';
import { useAgreementQuery } from '@shop/api/endpoints/content';

/** The agreement every sign-up page shows (the seed's only agreement row has ename `agreement`). */
export const SITE_AGREEMENT = 'agreement';

/**
 * Agreement dialog: 80 % wide, centred, loads `GET /agreements/{ename}` when
 * opened; the title is the agreement's name or 'Site Agreement'; Cancel and OK both close it.
 *
 * @example <AgreementDialog visible={open} onClose={() => setOpen(false)} />
 */
export function AgreementDialog({
  visible,
  onClose,
  ename = SITE_AGREEMENT,
}: {
  visible: boolean;
  onClose: () => void;
  ename?: string;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useAgreementQuery(ename, { skip: !visible });
  return (
    <Modal
      visible={visible}
      title={data?.name || t('account.agreement.title')}
      style={{ width: '80%' }}
      alignCenter
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('account.actions.cancel')}</Button>
          <Button type="primary" onClick={onClose} data-testid="agreement-ok">
            {t('account.actions.ok')}
          </Button>
        </>
      }
    >
      <Spin loading={isFetching} style={{ display: 'block' }}>
        <AgreementBody content={data?.content ?? ''} testId="agreement-dialog" />
      </Spin>
    </Modal>
  );
}

/** The agreement's HTML (authored by the platform in the Admin editor), or a short note when empty. */
export function AgreementBody({ content, testId }: { content: string; testId: string }) {
  const { t } = useTranslation();
  // Written in the Admin: only what the shared rich-text rules keep is rendered.
  const html = useMemo(() => richTextHtml(content), [content]);
  if (!html.trim())
    return (
      <p className="agreement-body agreement-body--empty" data-testid={testId}>
        {t('account.agreement.empty')}
      </p>
    );
  return <div className="agreement-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
