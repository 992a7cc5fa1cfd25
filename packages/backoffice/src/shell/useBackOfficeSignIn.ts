import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Message } from '@arco-design/web-react';
import { useAppDispatch } from '@shop/api/hooks';
import { accessApi } from '@shop/api/endpoints/access';
import { landingPath, toFullPath } from '@shop/api/menu-tree';
import { signIn } from '@shop/api/session';
import { useBackOfficeArea } from './context.ts';

/** What a back-office login submits: `sign`, the solved sign-in challenge, when one is asked (always for the Admin). */
export interface BackOfficeCredentials {
  username: string;
  password: string;
  sign?: string;
}

/**
 * The back-office login for the surrounding area: `signIn` (with the solved challenge when there is one, the
 * Seller's `area: 'seller'`), the user info, the area's menus, then on to `defaultUrl` or the first menu
 * page. Rejects when a step fails; the http interceptor has already shown the server's message.
 *
 * @example const signIn = useBackOfficeSignIn();
 *          <LoginForm onSubmit={(c) => signInWithChallenge(gate, c.username, (sign) => signIn({ ...c, sign }))} … />
 */
export function useBackOfficeSignIn(): (credentials: BackOfficeCredentials) => Promise<void> {
  const area = useBackOfficeArea();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  return async (credentials) => {
    const user = await dispatch(signIn(credentials)).unwrap();
    const menus = await dispatch(accessApi.endpoints.loadMenu.initiate({ area })).unwrap();
    Message.success(t('messages.loginSuccess'));
    const landing = landingPath(menus, area, user.defaultUrl);
    navigate(landing ? `~${toFullPath(landing, area)}` : '/');
  };
}
