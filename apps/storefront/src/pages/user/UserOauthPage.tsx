import { useTranslation } from 'react-i18next';
import { Button, Message, Popconfirm, Spin } from '@arco-design/web-react';
import { IconWechat } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import {
  oauthStartUrl,
  useOauthBindingsQuery,
  useOauthProvidersQuery,
  useOauthUnbindMutation,
} from '@shop/api/endpoints/oauth';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

/** The confirmation's OK button, red like the action; built apart so it may carry a test id. */
const UNBIND_OK_PROPS = { status: 'danger' as const, 'data-testid': 'oauth-unbind-ok' };

/**
 * Account binding: the shopper's WeChat binding (`GET /user/oauth`). Bind goes through WeChat's PC QR login
 * (`/api/oauth/weixinweb`), whose return to the login page binds the WeChat to this signed-in account and comes
 * back here; unbind removes it (`DELETE /user/oauth/{id}`) after a confirmation. Without a configured WeChat login
 * the page says so instead of offering a button that cannot work.
 */
export default function UserOauthPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.oauth.title')} testId="user-oauth">
      <WechatBinding />
    </UserCentre>
  );
}

function WechatBinding() {
  const { t } = useTranslation();
  const providers = useOauthProvidersQuery();
  const bindings = useOauthBindingsQuery();
  const [unbind, { isLoading: unbinding }] = useOauthUnbindMutation();
  const binding = bindings.data?.find((b) => b.oauth_name === 'weixinweb' || b.oauth_name === 'weixin');
  const available = providers.data?.includes('weixinweb') ?? false;

  const remove = async (id: number) => {
    const result = await unbind(id);
    if ('error' in result) return;
    Message.success(t('account.oauth.unbound'));
    await bindings.refetch();
  };

  let text = t('account.oauth.wechatDesc');
  if (binding)
    text = binding.nickname ? t('account.oauth.boundAs', { nickname: binding.nickname }) : t('account.oauth.bound');
  else if (providers.isSuccess && !available) text = t('account.oauth.unavailable');

  return (
    <Spin loading={providers.isFetching || bindings.isFetching} style={{ display: 'block' }}>
      <ul className="safe-rows">
        <li className={`safe-row ${binding ? 'is-done' : ''}`} data-testid="oauth-wechat" data-bound={binding ? 1 : 0}>
          <span className="safe-row__icon">
            <IconWechat />
          </span>
          <strong className="safe-row__title">{t('account.oauth.wechat')}</strong>
          <span className="safe-row__text">{text}</span>
          {binding ? (
            <Popconfirm
              title={t('account.oauth.unbindConfirm')}
              okText={t('account.actions.ok')}
              cancelText={t('account.actions.cancel')}
              okButtonProps={UNBIND_OK_PROPS}
              onOk={() => remove(binding.id)}
            >
              <Button type="text" status="danger" loading={unbinding} data-testid="oauth-unbind">
                {t('account.oauth.unbind')}
              </Button>
            </Popconfirm>
          ) : (
            available && (
              <Button
                type="text"
                onClick={() => window.location.assign(oauthStartUrl('weixinweb'))}
                data-testid="oauth-bind"
              >
                {t('account.oauth.bind')}
              </Button>
            )
          )}
        </li>
      </ul>
    </Spin>
  );
}
