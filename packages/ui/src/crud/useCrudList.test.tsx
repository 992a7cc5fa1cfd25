import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchDef } from '../fields/types.ts';
import { installFakeApi, memoryResource, ok, fail, type FakeApi } from './testing/fake-api.ts';
import { createHarness } from './testing/CrudHarness.tsx';
import { useCrudList, type UseCrudListOptions } from './useCrudList.ts';
import type { ConfirmRequest } from './confirm.ts';
import { isErrorReply } from './reply.ts';

const PATH = '/api/Admin/articles';

function articles() {
  return [
    { id: 1, title: 'Tea', status: 1, user_id: 3 },
    { id: 2, title: 'Coffee', status: 0, user_id: 5 },
    { id: 3, title: 'Water', status: 1, user_id: 0 },
  ];
}

let api: FakeApi;
let rows: ReturnType<typeof articles>;
beforeEach(() => {
  rows = articles();
  api = installFakeApi(memoryResource(PATH, rows));
});
afterEach(() => api.restore());

const lists = () => api.requests.filter((r) => r.method === 'GET' && r.path === PATH);

function mount(options: UseCrudListOptions = {}, url = '/Admin/articles') {
  const { Harness, location } = createHarness(url);
  const hook = renderHook(() => useCrudList(options), { wrapper: Harness });
  return { ...hook, location, address: () => location.history?.at(-1) };
}

const search: SearchDef[] = [
  { value: 'title', where: 'like' },
  { value: 'status', type: 'select' },
  { value: 'id', where: 'in' },
];

describe('list', () => {
  it('reads the route path under the router base, with page 1, size 30 and the fixed params', async () => {
    const { result } = mount({ params: { isWith: 'user', empty: '' } });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(result.current.path).toBe('/Admin/articles');
    expect(result.current.area).toBe('admin');
    expect(lists()[0]!.query).toEqual({ page: '1', per_page: '30', isWith: 'user' });
    expect(result.current.total).toBe(3);
  });

  it('takes a path override', async () => {
    api.use((r) =>
      r.path === '/api/Admin/notices'
        ? ok({ data: [{ id: 9 }], total: 1, per_page: 30, current_page: 1, last_page: 1 })
        : undefined,
    );
    const { result } = mount({ path: '/Admin/notices' });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 9 }]));
  });

  it('sends search values with their operators, drops empty keys, goes to page 1 and keeps them in the address', async () => {
    rows.push(...Array.from({ length: 40 }, (_, i) => ({ id: 100 + i, title: `Filler ${i}`, status: 0, user_id: 0 })));
    const { result, address } = mount({ search }, '/Admin/articles?page=2');
    await waitFor(() => expect(lists()).toHaveLength(1));
    expect(lists()[0]!.query).toMatchObject({ page: '2' });
    act(() => result.current.applySearch({ title: 'Te', status: '', id: [1, 2] }));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(lists()[1]!.query).toEqual({ page: '1', per_page: '30', title: 'Te|like', id: '1,2|in' });
    expect(address()).toBe('/Admin/articles?title=Te&id=%5B1%2C2%5D');
    await waitFor(() => expect(result.current.rows.map((r) => r.title)).toEqual(['Tea']));
    expect(result.current.searchValues).toEqual({ title: 'Te', id: [1, 2] });
  });

  it('starts from the address bar (reload, Back) with the search panel open', async () => {
    rows.push(...Array.from({ length: 150 }, (_, i) => ({ id: 100 + i, title: `Cocoa ${i}`, status: 0, user_id: 0 })));
    const { result } = mount({ search }, '/Admin/articles?page=2&per_page=100&title=Co&status=0');
    await waitFor(() => expect(lists()).toHaveLength(1));
    expect(lists()[0]!.query).toEqual({ page: '2', per_page: '100', title: 'Co|like', status: '0' });
    expect(result.current.searchValues).toEqual({ title: 'Co', status: 0 });
    expect(result.current.searchOpen).toBe(true);
    expect(result.current.pageSize).toBe(100);
  });

  it('changes page and size (a new size restarts at page 1)', async () => {
    const { result, address } = mount();
    await waitFor(() => expect(lists()).toHaveLength(1));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(lists()[1]!.query).toMatchObject({ page: '3', per_page: '30' });
    act(() => result.current.paginationProps.onChange?.(3, 100));
    await waitFor(() => expect(lists()).toHaveLength(3));
    expect(lists()[2]!.query).toMatchObject({ page: '1', per_page: '100' });
    expect(address()).toBe('/Admin/articles?per_page=100');
    expect(result.current.paginationProps.sizeOptions).toEqual([30, 100, 200, 300, 400]);
  });

  it('moves back to the last page with rows when the current one is past the end', async () => {
    const { result, address } = mount({}, '/Admin/articles?page=4');
    await waitFor(() => expect(result.current.page).toBe(1));
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(lists().map((r) => r.query.page)).toEqual(['4', '1']);
    expect(address()).toBe('/Admin/articles');
  });

  it('keeps page and size out of the address when syncUrl is off', async () => {
    const { result, address } = mount({ syncUrl: false });
    await waitFor(() => expect(lists()).toHaveLength(1));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(address()).toBe('/Admin/articles');
  });

  it('ignores an HTML answer (a path with no API route)', async () => {
    api.use((r) => (r.path === PATH && r.method === 'GET' ? { body: '<!doctype html><html></html>' } : undefined));
    const { result } = mount();
    await waitFor(() => expect(lists()).toHaveLength(1));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBeUndefined();
    expect(result.current.rows).toEqual([]);
  });

  it('reports a failed list', async () => {
    api.use((r) => (r.path === PATH && r.method === 'GET' ? fail('Boom', { x: 1 }) : undefined));
    const { result } = mount();
    await waitFor(() => expect(result.current.error?.msg).toBe('Boom'));
    expect(api.notices.error).toEqual(['Boom']);
  });

  it('shows external data without fetching and reports query changes', async () => {
    const changes: unknown[] = [];
    const data = { data: [{ id: 7 }], total: 31, per_page: 30, current_page: 1, last_page: 2 };
    const { result } = mount({ data, onQueryChange: (q) => changes.push(q) });
    expect(result.current.rows).toEqual([{ id: 7 }]);
    expect(result.current.total).toBe(31);
    act(() => result.current.setPage(2));
    expect(changes).toEqual([{ page: 2, per_page: 30, search: {} }]);
    expect(api.requests).toHaveLength(0);
  });

  it("toasts 'wait setting.' when the search button is pressed without search fields", async () => {
    const { result } = mount();
    act(() => result.current.toggleSearch());
    expect(api.notices.error).toEqual(['等待设置。']);
    expect(result.current.searchOpen).toBe(false);
  });
});

describe('selection and delete', () => {
  const confirmWith = (answer: boolean, asked: ConfirmRequest[]) => async (request: ConfirmRequest) => {
    asked.push(request);
    return answer;
  };

  it('requires a selection', async () => {
    const { result } = mount();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    let done = true;
    await act(async () => {
      done = await result.current.requestDelete();
    });
    expect(done).toBe(false);
    expect(api.notices.error).toEqual(['请先选择操作数据。']);
    expect(api.writes()).toEqual([]);
  });

  it('asks, and sends nothing when cancelled', async () => {
    const asked: ConfirmRequest[] = [];
    const { result } = mount({ confirm: confirmWith(false, asked) });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.setSelection([1], [rows[0]!]));
    await act(async () => {
      await result.current.requestDelete();
    });
    expect(asked).toEqual([{ title: '提示', content: '确定要删除所选数据吗？', okText: '确定', cancelText: '取消' }]);
    expect(api.writes()).toEqual([]);
  });

  it('deletes the checked rows with DELETE path/ids, toasts, clears the selection and reloads', async () => {
    const { result } = mount({ confirm: confirmWith(true, []) });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.setSelection([1, 2], [rows[0]!, rows[1]!]));
    expect(result.current.tableProps.rowSelection?.selectedRowKeys).toEqual([1, 2]);
    await act(async () => {
      await result.current.requestDelete();
    });
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${PATH}/1,2`]);
    expect(api.notices.success).toEqual(['操作成功。']);
    expect(result.current.selection.keys).toEqual([]);
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual([3]));
  });

  it('drops selected rows that are no longer listed', async () => {
    const { result } = mount({ search });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.setSelection([1, 2], [rows[0]!, rows[1]!]));
    act(() => result.current.applySearch({ title: 'Tea' }));
    await waitFor(() => expect(result.current.selection.keys).toEqual([1]));
  });
});

describe('create and update', () => {
  it('posts the add form, toasts, closes the dialog and reloads', async () => {
    const { result } = mount();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.openAdd());
    let done = false;
    await act(async () => {
      done = await result.current.create({ title: 'Milk', status: 1, is_sort: '' });
    });
    expect(done).toBe(true);
    const post = api.writes()[0]!;
    expect(`${post.method} ${post.path}`).toBe(`POST ${PATH}`);
    // An empty is_sort (or is_type) is sent as 0, as the original clients do.
    expect(post.form).toEqual({ title: 'Milk', status: '1', is_sort: '0' });
    expect(api.notices.success).toEqual(['操作成功。']);
    expect(result.current.dialog).toBeNull();
    await waitFor(() => expect(result.current.rows).toHaveLength(4));
  });

  it('keeps the dialog open when the answer has code, data and msg (a create/update error reply)', async () => {
    api.use((r) => (r.method === 'POST' ? fail('Title taken', { field: 'title' }) : undefined));
    const { result } = mount();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.openAdd());
    let done = true;
    await act(async () => {
      done = await result.current.create({ title: 'Tea' });
    });
    expect(done).toBe(false);
    expect(result.current.dialog).toEqual({ kind: 'add' });
    // The http client shows the message once; no success toast.
    expect(api.notices.error).toEqual(['Title taken']);
    expect(api.notices.success).toEqual([]);
  });

  it('treats a success whose payload is itself a full envelope as an error too', async () => {
    expect(isErrorReply({ code: 500, data: { a: 1 }, msg: 'bad' })).toBe(true);
    expect(isErrorReply({ code: 200, data: null, msg: 'ok' })).toBe(false);
    expect(isErrorReply({ id: 1, title: 'x' })).toBe(false);
    api.use((r) => (r.method === 'PUT' ? ok({ code: 422, data: { field: 'title' }, msg: 'Nested error' }) : undefined));
    const { result } = mount();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.openEdit(rows[0]!));
    let done = true;
    await act(async () => {
      done = await result.current.update(rows[0]!, { title: 'x' });
    });
    expect(done).toBe(false);
    expect(result.current.dialog?.kind).toBe('edit');
    expect(api.notices.error).toEqual(['Nested error']);
  });

  it('toasts an error envelope without data itself (the client stays silent on those)', async () => {
    api.use((r) => (r.method === 'POST' ? { body: { code: 500, msg: 'Quiet failure', data: null } } : undefined));
    const { result } = mount();
    act(() => result.current.openAdd());
    await act(async () => {
      await result.current.create({ title: 'Tea' });
    });
    expect(api.notices.error).toEqual(['Quiet failure']);
    expect(result.current.dialog).toEqual({ kind: 'add' });
  });

  it('loads GET path/id and puts the whole loaded record as edited', async () => {
    const { result } = mount();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    let record: Record<string, unknown> | undefined;
    await act(async () => {
      record = await result.current.loadRecord({ id: 2 });
    });
    expect(record).toEqual(rows[1]);
    expect(api.requests.at(-1)!.path).toBe(`${PATH}/2`);
    await act(async () => {
      await result.current.update(record!, { title: 'Espresso' });
    });
    const put = api.writes()[0]!;
    expect(`${put.method} ${put.path}`).toBe(`PUT ${PATH}/2`);
    expect(put.form).toEqual({ id: '2', title: 'Espresso', status: '0', user_id: '5' });
    await waitFor(() => expect(result.current.rows.find((r) => r.id === 2)?.title).toBe('Espresso'));
  });

  it('posts imported rows to path/import/excel as a form-encoded array', async () => {
    const { result } = mount();
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    await act(async () => {
      await result.current.importRows([{ title: 'A' }, { title: 'B', status: 1 }]);
    });
    const post = api.writes()[0]!;
    expect(`${post.method} ${post.path}`).toBe(`POST ${PATH}/import/excel`);
    expect(post.body).toBe('0%5Btitle%5D=A&1%5Btitle%5D=B&1%5Bstatus%5D=1');
    expect(post.form).toEqual([{ title: 'A' }, { title: 'B', status: '1' }]);
    expect(api.notices.success).toEqual(['操作成功。']);
    await waitFor(() => expect(result.current.rows).toHaveLength(5));
  });

  it('refuses an empty import', async () => {
    const { result } = mount();
    await act(async () => {
      await result.current.importRows([]);
    });
    expect(api.writes()).toEqual([]);
    expect(api.notices.error).toEqual(['文件中没有可导入的数据。']);
  });
});

describe('dictionaries', () => {
  it('loads static, remote, paginated and by-column dictionaries after each list load', async () => {
    api.use((r) => {
      if (r.path === '/api/Admin/users') {
        return ok({
          data: [
            { id: 3, nickname: 'Ann' },
            { id: 5, nickname: 'Bob' },
          ],
          total: 2,
          per_page: 30,
          current_page: 1,
          last_page: 1,
        });
      }
      if (r.path === '/api/Admin/article_menus')
        return ok([{ id: 1, name: 'News', children: [{ id: 2, name: 'Local' }] }]);
      return undefined;
    });
    const { result } = mount({
      dicts: [
        { name: 'status', items: [{ label: 'On', value: 1 }] },
        { name: 'user_id', url: '/Admin/users', isPage: true, byColumnIds: true, labelName: 'nickname' },
        { name: 'menu_id', url: '/Admin/article_menus?isAll=true', addSelect: { label: 'Top', value: 0 } },
      ],
    });
    expect(result.current.dicts.status).toEqual([{ label: 'On', value: 1 }]);
    await waitFor(() => expect(result.current.dicts.user_id).toBeDefined());
    const users = api.requests.find((r) => r.path === '/api/Admin/users')!;
    expect(users.query).toEqual({ id: '3,5|in' });
    expect(result.current.dicts.user_id).toEqual([
      { id: 3, nickname: 'Ann', label: 'Ann' },
      { id: 5, nickname: 'Bob', label: 'Bob' },
    ]);
    await waitFor(() => expect(result.current.dicts.menu_id?.[0]).toEqual({ label: 'Top', value: 0 }));
    expect(api.requests.find((r) => r.path === '/api/Admin/article_menus')!.query).toEqual({ isAll: 'true' });

    const before = api.requests.filter((r) => r.path === '/api/Admin/users').length;
    act(() => result.current.reload());
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/api/Admin/users').length).toBe(before + 1));
  });
});

describe('tree mode', () => {
  it('loads the root with isChildren=true&pid=0 and children lazily by the tree key', async () => {
    api.restore();
    const areas = [
      { id: 1, code: '11', pid: '0', name: 'Beijing' },
      { id: 2, code: '1101', pid: '11', name: 'Dongcheng' },
      { id: 3, code: '12', pid: '0', name: 'Tianjin' },
    ];
    api = installFakeApi(memoryResource('/api/Admin/areas', areas, { treeKey: 'code' }));
    const { Harness } = createHarness('/Admin/areas');
    const { result } = renderHook(() => useCrudList({ tree: { key: 'code' } }), { wrapper: Harness });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(api.requests[0]!.query).toEqual({ isChildren: 'true', pid: '0' });
    const data = result.current.tableProps.data!;
    // Beijing has children: Arco draws the arrow for a row with a (still empty) children list.
    expect(data[0]!.__children).toEqual([]);
    expect('__children' in data[1]!).toBe(false);
    act(() => result.current.tableProps.onExpand?.(data[0]!, true));
    await waitFor(() => expect(result.current.children['11']).toHaveLength(1));
    expect(api.requests.at(-1)!.query).toEqual({ isChildren: 'true', pid: '11' });
    expect(result.current.expandedKeys).toEqual([1]);
    expect((result.current.tableProps.data![0]!.__children as unknown[])[0]).toMatchObject({ name: 'Dongcheng' });
    expect(result.current.paginationProps.total).toBe(2);

    // After an add under Beijing, its level reloads.
    const before = api.requests.length;
    await act(async () => {
      await result.current.create({ code: '1102', pid: '11', name: 'Xicheng' });
    });
    await waitFor(() => expect(result.current.children['11']).toHaveLength(2));
    expect(api.requests.slice(before).some((r) => r.query.pid === '11')).toBe(true);
  });
});
