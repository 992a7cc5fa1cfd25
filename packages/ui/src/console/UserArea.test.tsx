import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@shop/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserArea } from './UserArea.tsx';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('zh-cn'));
});

/** The user dropdown opened from the nickname, as a back-office user does. */
async function openMenu(language: string) {
  await act(() => i18n.changeLanguage(language));
  const onLogout = vi.fn();
  render(<UserArea user={{ nickname: '超级管理员' }} onOpenUserInfo={() => {}} onLogout={onLogout} />);
  fireEvent.click(screen.getByTestId('console-nickname'));
  return { entry: await screen.findByTestId('console-logout'), onLogout };
}

describe('UserArea', () => {
  // 注销账号 or 退出系统 read as closing the account or quitting a program; the entry only ends the session.
  it.each([
    ['zh-cn', '退出登录'],
    ['en', 'Sign out'],
  ])('names the logout entry as signing out (%s)', async (language, name) => {
    const { entry, onLogout } = await openMenu(language);
    expect(entry.textContent?.trim()).toBe(name);
    fireEvent.click(entry);
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
