import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fake-server.ts';
import { accessApi } from './endpoints/access.ts';
import { createReduxStore } from './redux-store.ts';
import { resourceApi } from './resource.ts';

const MENUS = [{ id: 20, name: '公告管理', apis: '/Admin/notices', view: 'Admin/notices/index', is_open: 0 }];

/** The console's menu tree loaded and kept, then one generic write to `path`: how often the tree was asked. */
async function treeLoadsAfterWriteTo(path: string): Promise<number> {
  localStorage.setItem('admin_token', 't');
  const server = fakeServer({ '/api/Admin/load_menu': { body: { code: 200, msg: 'ok', data: MENUS } } });
  server.setPage('/Admin/menus');
  const store = createReduxStore('admin');
  const tree = store.dispatch(accessApi.endpoints.loadMenu.initiate({ area: 'admin' }));
  await tree;
  await store.dispatch(resourceApi.endpoints.update.initiate({ path, id: 20, data: { is_open: 1 } }));
  // Let a refetch that the write started reach the server.
  await new Promise((resolve) => setTimeout(resolve, 20));
  tree.unsubscribe();
  return server.seen.filter((seen) => seen.uri.startsWith('/api/Admin/load_menu')).length;
}

describe('generic writes and the console menu tree', () => {
  it('an edited menu (e.g. switched to is_open 1) reloads the tree, so the console follows without a reload', async () => {
    expect(await treeLoadsAfterWriteTo('/Admin/menus')).toBe(2);
  });

  it('an edited role reloads it too (its grants decide the tree)', async () => {
    expect(await treeLoadsAfterWriteTo('/Admin/roles')).toBe(2);
  });

  it('other resources leave the tree alone', async () => {
    expect(await treeLoadsAfterWriteTo('/Admin/notices')).toBe(1);
  });
});
