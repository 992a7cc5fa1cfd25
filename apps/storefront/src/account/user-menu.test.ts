import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, USER_MENU, activeMenuItem, helpItemOf } from './user-menu.ts';

describe('user-centre menu', () => {
  it('has the six groups of the reference in order', () => {
    expect(USER_MENU.map((group) => group.key)).toEqual([
      'orders',
      'member',
      'integral',
      'assets',
      'distribution',
      'help',
    ]);
    expect(USER_MENU.flatMap((group) => group.items)).toHaveLength(21);
  });

  it('links the help articles by their encoded title', () => {
    const help = USER_MENU.find((group) => group.key === 'help');
    expect(help?.items[2]?.path).toBe(`/user/article/${encodeURIComponent('帮助中心')}`);
  });

  it('highlights a help article whether the router reports its address decoded or encoded', () => {
    expect(activeMenuItem('/user/article/帮助中心')).toBe('help');
    expect(activeMenuItem(`/user/article/${encodeURIComponent('网站公告')}`)).toBe('notices');
    expect(activeMenuItem('/user/article/其他文章')).toBeUndefined();
  });

  it('names the help item of an article title, none for other titles', () => {
    expect(helpItemOf(HELP_ARTICLES.about)).toBe('about');
    expect(helpItemOf(HELP_ARTICLES.notices)).toBe('notices');
    expect(helpItemOf('其他文章')).toBeUndefined();
  });

  it('highlights the item of a page and of its sub-pages', () => {
    expect(activeMenuItem('/user')).toBe('dashboard');
    expect(activeMenuItem('/user/')).toBe('dashboard');
    expect(activeMenuItem('/user/info')).toBe('info');
    expect(activeMenuItem('/user/safe/phone')).toBe('safe');
    expect(activeMenuItem('/user/orders')).toBe('orders');
    expect(activeMenuItem('/user/order/5')).toBe('orders');
    expect(activeMenuItem('/user/order/comment/5')).toBe('orders');
    expect(activeMenuItem('/user/comment/add/5')).toBe('comments');
    expect(activeMenuItem('/user/oauthx')).toBeUndefined();
    expect(activeMenuItem('/user/address/form/3')).toBe('address');
  });
});
