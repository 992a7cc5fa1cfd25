import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '@shop/api/endpoints/access';
import { ModuleTabs } from './ModuleTabs.tsx';

/** The seven Seller modules (names and icons as seeded). */
const SELLER_MODULES: ReadonlyArray<readonly [string, string]> = [
  ['工作台', 'fa-desktop'],
  ['商品中心', 'fa-shopping-bag'],
  ['店铺中心', 'fa-archive'],
  ['订单中心', 'fa-cube'],
  ['营销中心', 'fa-share-alt'],
  ['数据统计', 'fa-bar-chart'],
  ['系统中心', 'fa-cogs'],
];
const MODULES: MenuNode[] = SELLER_MODULES.map(([name, icon], i) => ({
  id: i + 1,
  name,
  ename: '',
  icon,
  apis: '',
  view: '',
  is_open: 0,
  children: [],
}));

/**
 * jsdom lays nothing out: the bar's widths are given as the browser measured them at 1280 px (the full tabs need
 * 794 px, the names alone 584 px), and `room` is the width the header leaves the bar.
 */
function layout(room: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('console-modules') ? room : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('console-modules')) return 0;
    if (this.classList.contains('console-modules--labels')) return 584;
    return this.classList.contains('console-modules--icons') ? 330 : 794;
  });
}

const tabs = () => screen.getAllByTestId('console-module');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ModuleTabs', () => {
  it('shows icon and name on every tab when they fit', () => {
    layout(900);
    render(<ModuleTabs modules={MODULES} checked={0} onSelect={() => {}} />);
    expect(tabs().map((tab) => tab.textContent)).toEqual(MODULES.map((m) => m.name));
    expect(document.querySelectorAll('.console-module__icon')).toHaveLength(7);
  });

  it('drops the icons first when the names alone fit (the Seller bar at 1280 px)', () => {
    layout(750);
    render(<ModuleTabs modules={MODULES} checked={6} onSelect={() => {}} />);
    expect(tabs().map((tab) => tab.textContent)).toEqual(MODULES.map((m) => m.name));
    expect(document.querySelectorAll('.console-module__icon')).toHaveLength(0);
  });

  it('leaves only icons, named by tooltip, beside the checked tab when even the names do not fit', () => {
    layout(500);
    render(<ModuleTabs modules={MODULES} checked={1} onSelect={() => {}} />);
    const shown = tabs();
    expect(shown[1]?.textContent).toBe('商品中心');
    expect(shown[6]?.textContent).toBe('');
    expect(shown[6]?.getAttribute('title')).toBe('系统中心');
    expect(screen.getByRole('tab', { name: '系统中心' })).toBeTruthy();
  });
});
