import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Message } from '@arco-design/web-react';
import { IconWechat } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { oauthStartUrl, useOauthCallbackMutation, useOauthProvidersQuery } from '@shop/api/endpoints/oauth';
import { useAppDispatch } from '@shop/api/hooks';
import { loginAfter } from '@shop/api/session';
import { inviterId } from '../../account/redirect.ts';
import './wechat-login.css';

/**
 * The login page's WeChat part: the "WeChat login" button, shown only when an administrator configured the PC QR
 * login, and WeChat's return to this page (`?code=&state=`). Signed out, the return signs the shopper in (a new
 * account for a new WeChat user); signed in (the bind button of `/user/oauth` went through WeChat), it binds
 * that WeChat and goes back to the binding page. A failed return leaves the plain login page; the interceptor
 * has shown why.
 */
export function WechatLogin({ search }: { search: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const { data: providers } = useOauthProvidersQuery();
  const [finish] = useOauthCallbackMutation();
  // The state is single use: a second run of the effect (React's development double mount) must not spend it again.
  const handled = useRef('');

  useEffect(() => {
    const query = new URLSearchParams(search);
    const code = query.get('code') ?? '';
    const state = query.get('state') ?? '';
    if (!code || handled.current === code) return;
    handled.current = code;
    const inviter = inviterId();
    void (async () => {
      const result = await finish({
        name: 'weixinweb',
        code,
        state,
        ...(inviter ? { inviter_id: String(inviter) } : {}),
      });
      if ('error' in result || !result.data) {
        navigate('/login', { replace: true });
        return;
      }
      const answer = result.data;
      if ('bound' in answer) {
        Message.success(t('login.wechatBound'));
        navigate('/user/oauth', { replace: true });
        return;
      }
      const after = await dispatch(loginAfter({ accessToken: answer.access_token }));
      if (loginAfter.rejected.match(after)) {
        navigate('/login', { replace: true });
        return;
      }
      Message.success(t('messages.loginSuccess'));
      navigate('/', { replace: true });
    })();
  }, [search, finish, dispatch, navigate, t]);

  if (!providers?.includes('weixinweb')) return null;
  return (
    <div className="login-oauth" data-testid="login-oauth">
      <span className="login-oauth__title">{t('login.otherWays')}</span>
      <Button
        type="text"
        icon={<IconWechat />}
        onClick={() => window.location.assign(oauthStartUrl('weixinweb'))}
        data-testid="login-wechat"
      >
        {t('login.wechat')}
      </Button>
    </div>
  );
}
