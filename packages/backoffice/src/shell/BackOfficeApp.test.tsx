import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { accessApi, type MenuEntry, type MenuNode } from '@shop/api/endpoints/access';
import { authActions } from '@shop/api/session';
import { removeToken, setToken } from '@shop/api/storage';
import { createReduxStore } from '@shop/api/redux-store';
import sellerSeed from './__fixtures__/menus-seller.json';
import { BackOfficeApp } from './BackOfficeApp.tsx';
import { guardWith } from './BackOfficeGuard.tsx';
import type { MenuPageProps, PageRegistryModule } from './pages.ts';

/** Every view renders this: which view, under which app path, standalone or not. */
function StubPage({ route }: MenuPageProps) {
  return (
    <p data-testid="stub-page">
      {route.menu.view} {route.path} {route.standalone ? 'standalone' : 'framed'}
    </p>
  );
}
const pageFor = () => StubPage;
const pages = (): Promise<PageRegistryModule> => Promise.resolve({ pageFor, default: guardWith(pageFor) });
/** The seed as `load_menu` answers it: the fields the reference file leaves out, filled in. */
const asEntries = (nodes: MenuNode[], lev = 0): MenuEntry[] =>
  nodes.map((node) => ({
    pid: 0,
    ename: '',
    icon: '',
    is_sort: 0,
    ...node,
    lev,
    children: asEntries(node.children ?? [], lev + 1),
  }));
const loginPage = () => Promise.resolve({ default: () => <p data-testid="stub-login">login</p> });

/** The Seller back office at `path`, signed in (token, menus and user already loaded) or not. */
function openSeller(path: string, { signedIn }: { signedIn: boolean }) {
  if (signedIn) setToken('seller', 'test-token');
  const store = createReduxStore('seller');
  if (signedIn) {
    // As after the login page: the menus are cached and the user was loaded, so nothing goes to the network.
    store.dispatch(authActions.markLoaded());
    void store.dispatch(accessApi.util.upsertQueryData('loadMenu', { area: 'seller' }, asEntries(sellerSeed)));
  }
  window.history.replaceState(null, '', path);
  render(<BackOfficeApp store={store} area="seller" pages={pages} loginPage={loginPage} />);
}

// jsdom has no scrolling; ScrollToTop's calls are recorded instead.
const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

afterEach(() => {
  cleanup();
  removeToken('seller');
});

describe('BackOfficeApp (Seller)', () => {
  it('sends a visitor without the seller token to /Seller/login and shows the login page', async () => {
    openSeller('/Seller/goods', { signedIn: false });
    await screen.findByTestId('stub-login');
    expect(window.location.pathname).toBe('/Seller/login');
  });

  it('shows the 404 page at /Seller/404 without signing in', async () => {
    openSeller('/Seller/404', { signedIn: false });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('lands on the first menu page, rendered alone for is_open 1', async () => {
    openSeller('/Seller/', { signedIn: true });
    expect((await screen.findByTestId('stub-page')).textContent).toBe('Seller/dashboard/index /dashboard standalone');
    expect(window.location.pathname).toBe('/Seller/dashboard');
    expect(screen.queryByTestId('console')).toBeNull();
    // The route change (the redirect) scrolled to the top.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('shows the 404 page for a path no menu route matches (case-sensitive)', async () => {
    openSeller('/Seller/Goods', { signedIn: true });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
