import { useState } from 'react';
import { useLocation } from 'wouter';
import { useEditUserMutation } from '@shop/api/auth';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { useLoadMenuQuery, type BackOfficeArea } from '@shop/api/endpoints/access';
import { refreshUser, signOut } from '@shop/api/session';
import { setLanguage } from '@shop/i18n';
import type { ConsoleLayoutProps } from '@shop/ui/console/ConsoleLayout';
import type { UserInfoDialogProps } from '@shop/ui/console/UserInfoDialog';
import { useBackOfficeArea } from './context.ts';

/**
 * The route point index: the module tab last clicked. Kept for the page session, so a
 * layout mounted afresh (after a standalone page) checks the same tab when the path has no route.
 * One per area, as the login records are, so two back offices in one page (tests) never share it.
 */
const routePointIndex: Record<BackOfficeArea, number> = { admin: 0, seller: 0 };

export interface ConsoleWiring {
  layout: Omit<ConsoleLayoutProps, 'children'>;
  userInfo: UserInfoDialogProps;
}

/**
 * Wires the pure `ConsoleLayout` and `UserInfoDialog` to the surrounding back office (its area from
 * `BackOfficeApp`): menus from the RTK Query cache, the user from the auth slice, the router, logout,
 * profile edit and the language.
 *
 * @example const { layout, userInfo } = useConsole(); <ConsoleLayout {...layout}>{page}</ConsoleLayout>
 */
export function useConsole(): ConsoleWiring {
  const area = useBackOfficeArea();
  const [path, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const menus = useLoadMenuQuery({ area }).data;
  const [editUser] = useEditUserMutation();
  const [userInfoOpen, setUserInfoOpen] = useState(false);

  return {
    layout: {
      area,
      menus: menus ?? [],
      path,
      user,
      onNavigate: (to) => navigate(to),
      onLogout: () => void dispatch(signOut()),
      onOpenUserInfo: () => setUserInfoOpen(true),
      onLanguageChange: (language) => void setLanguage(language),
      defaultModuleIndex: routePointIndex[area],
      onModuleChange: (index) => {
        routePointIndex[area] = index;
      },
    },
    userInfo: {
      visible: userInfoOpen,
      onClose: () => setUserInfoOpen(false),
      loadUser: () => dispatch(refreshUser()).unwrap(),
      saveUser: async (values) => {
        const result = await editUser({ area, ...values });
        // A reply counts as success by its code (0/absent = success) and msg.
        if ('error' in result && result.error) {
          const error = result.error;
          const msg = 'msg' in error ? error.msg : (error.message ?? '');
          return { code: 'status' in error && typeof error.status === 'number' ? error.status : -1, msg };
        }
        return result.data;
      },
    },
  };
}
