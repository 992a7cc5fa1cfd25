import { Avatar, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './MenuIcon.tsx';

/** The part of the signed-in account the top bar shows. */
export interface ConsoleUser {
  nickname?: string | null | undefined;
  avatar?: string | null | undefined;
}

export interface UserAreaProps {
  user: ConsoleUser | null | undefined;
  onOpenUserInfo: () => void;
  onLogout: () => void;
}

/** The top-bar avatar is 30px. */
export const AVATAR_SIZE = 30;

/**
 * Avatar, greeting and nickname ('-' when none); the nickname opens a dropdown with 'user info' and
 * 'logout'.
 */
export function UserArea({ user, onOpenUserInfo, onLogout }: UserAreaProps) {
  const { t } = useTranslation();
  const nickname = user?.nickname?.trim() || '-';
  const droplist = (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'userInfo') onOpenUserInfo();
        else if (key === 'logout') onLogout();
      }}
    >
      <Menu.Item key="userInfo" data-testid="console-userinfo">
        <MenuIcon icon="fa-user" />
        {t('common.userInfo')}
      </Menu.Item>
      <Menu.Item key="logout" data-testid="console-logout">
        <MenuIcon icon="fa-sign-out" />
        {t('common.logout')}
      </Menu.Item>
    </Menu>
  );
  return (
    <div className="console-user">
      <Avatar size={AVATAR_SIZE} className="console-avatar" data-testid="console-avatar">
        {user?.avatar ? <img src={user.avatar} alt="" /> : nickname.slice(0, 1)}
      </Avatar>
      <span className="console-greeting">{t('common.greeting')}</span>
      <Dropdown droplist={droplist} trigger="click" position="br">
        <button type="button" className="console-user__trigger" aria-haspopup="menu">
          <span className="console-nickname" data-testid="console-nickname">
            {nickname}
          </span>
          <i className="fa fa-angle-down" aria-hidden="true" />
        </button>
      </Dropdown>
    </div>
  );
}
