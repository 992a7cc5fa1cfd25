import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '@shop/api/endpoints/access';
import { i18n } from '@shop/i18n';
import { ModuleTabs, shortModuleName } from './ModuleTabs.tsx';

const modules = (rows: ReadonlyArray<readonly [string, string, string]>): MenuNode[] =>
  rows.map(([name, ename, icon], i) => ({
    id: i + 1,
    name,
    ename,
    icon,
    apis: '',
    view: '',
    is_open: 0,
    children: [],
  }));

/** The seven Seller modules and the six Admin ones, names and icons as seeded. */
const SELLER = modules([
  ['工作台', 'Workbench', 'fa-desktop'],
  ['商品中心', 'Goods', 'fa-shopping-bag'],
  ['店铺中心', 'Store', 'fa-archive'],
  ['订单中心', 'Orders', 'fa-cube'],
  ['营销中心', 'Marketing', 'fa-share-alt'],
  ['数据统计', 'Statistics', 'fa-bar-chart'],
  ['系统中心', 'System', 'fa-cogs'],
]);
const ADMIN = modules([
  ['工作台', 'Workbench', 'fa-desktop'],
  ['商品中心', 'Goods', 'fa-shopping-bag'],
  ['店铺中心', 'Stores', 'fa-archive'],
  ['积分商城', 'Points Mall', 'fa-gift'],
  ['数据统计', 'Statistics', 'fa-bar-chart'],
  ['系统中心', 'System', 'fa-cogs'],
]);

/**
 * jsdom lays nothing out: each tab is as wide as the browser draws it at 14 px (12 px padding a side, a 24 px icon
 * and its 6 px gap, 14 px per Chinese character and 7.5 per Latin one), 4 px apart; the bar is `room` px wide, and
 * its scrollWidth, as in a browser, never less than that.
 */
let room = 0;
const observers = new Set<() => void>();

function tabWidth(tab: HTMLElement): number {
  const text = tab.querySelector('.console-module__name')?.textContent ?? '';
  const icon = tab.querySelector('.console-module__icon') ? 24 : 0;
  const letters = [...text].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 7.5), 0);
  if (!text) return icon + 12;
  return 24 + letters + (icon ? icon + 6 : 0);
}

function tabsExtent(bar: HTMLElement): number {
  const tabs = [...bar.querySelectorAll<HTMLElement>('.console-module')];
  return tabs.reduce((sum, tab) => sum + tabWidth(tab), 0) + 4 * Math.max(0, tabs.length - 1);
}

beforeEach(() => {
  observers.clear();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  const bar = (el: HTMLElement) => el.classList.contains('console-modules');
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return bar(this) ? room : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return bar(this) ? Math.max(room, tabsExtent(this)) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('console-module')) return new DOMRect();
    const before = [...(this.parentElement?.children ?? [])].slice(0, [...this.parentElement!.children].indexOf(this));
    const left = before.reduce((sum, tab) => sum + tabWidth(tab as HTMLElement) + 4, 0);
    return new DOMRect(left, 0, tabWidth(this), 40);
  });
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('zh-cn'));
});

/** The bar laid out in `width` px, in `language`, with tab `checked` open. */
async function show(list: MenuNode[], width: number, language: string, checked = 0) {
  room = width;
  await act(() => i18n.changeLanguage(language));
  render(<ModuleTabs modules={list} checked={checked} onSelect={() => {}} />);
}

/** The bar narrowed or widened to `width` px after it was laid out (the window, the side menu, the user's name). */
function resize(width: number) {
  room = width;
  act(() => observers.forEach((notify) => notify()));
}

const tabs = () => screen.getAllByTestId('console-module');
const texts = () => tabs().map((tab) => tab.textContent);
const icons = () => document.querySelectorAll('.console-module__icon').length;

describe('shortModuleName', () => {
  it('keeps the first word of a longer name, and the first two characters of a Chinese one', () => {
    expect(['Points Mall', 'Store Management', 'Goods', '数据统计', '工作台', '商品'].map(shortModuleName)).toEqual([
      'Points',
      'Store',
      'Goods',
      '数据',
      '工作',
      '商品',
    ]);
  });
});

describe('ModuleTabs', () => {
  it.each([
    ['zh-cn', ADMIN.map((m) => m.name)],
    ['en', ADMIN.map((m) => m.ename)],
  ])('shows icon and name on every tab when they fit (%s)', async (language, names) => {
    await show(ADMIN, 900, language);
    expect(texts()).toEqual(names);
    expect(icons()).toBe(6);
  });

  it('keeps the names when the bar narrows after they were measured and they still fit', async () => {
    // The English Admin bar at 1280 px: 751 px until the user's name arrives beside it, then 735; the tabs need 697.
    await show(ADMIN, 751, 'en');
    resize(735);
    expect(texts()).toEqual(ADMIN.map((m) => m.ename));
    expect(icons()).toBe(6);
  });

  it('drops the icons first when the names alone fit', async () => {
    await show(SELLER, 600, 'en', 6);
    expect(texts()).toEqual(SELLER.map((m) => m.ename));
    expect(icons()).toBe(0);
  });

  it.each([
    ['zh-cn', 1, ['工作', '商品中心', '店铺', '订单', '营销', '数据', '系统']],
    ['en', 0, ['Workbench', 'Goods', 'Stores', 'Points', 'Statistics', 'System']],
  ] as const)('shortens the other tabs’ names before dropping them (%s)', async (language, checked, shown) => {
    const list = language === 'en' ? ADMIN : SELLER;
    await show(list, language === 'en' ? 500 : 420, language, checked);
    expect(texts()).toEqual(shown);
    const names = list.map((m) => (language === 'en' ? m.ename : m.name));
    const shortened = tabs().filter((tab, i) => tab.textContent !== names[i]);
    expect(shortened.length).toBeGreaterThan(0);
    for (const tab of shortened) {
      const whole = names[tabs().indexOf(tab)]!;
      expect(tab.getAttribute('title')).toBe(whole);
      expect(screen.getByRole('tab', { name: whole })).toBe(tab);
    }
  });

  it('leaves only icons, named by tooltip, beside the checked tab when even short names do not fit', async () => {
    await show(SELLER, 300, 'zh-cn', 1);
    const shown = tabs();
    expect(shown[1]?.textContent).toBe('商品中心');
    expect(shown[6]?.textContent).toBe('');
    expect(shown[6]?.getAttribute('title')).toBe('系统中心');
    expect(screen.getByRole('tab', { name: '系统中心' })).toBeTruthy();
    // Room again: the names come back.
    resize(900);
    expect(texts()).toEqual(SELLER.map((m) => m.name));
  });
});
