import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CrudTable } from './CrudTable.tsx';
import { CrudHarness } from './testing/CrudHarness.tsx';
import { installFakeApi, ok, type FakeApi, type FakeHandler, type FakeReply } from './testing/fake-api.ts';

const PATH = '/api/Admin/articles';

/** Answers the list with `reply` (after its delay), and the users dictionary with `users`. */
function lists(reply: FakeReply, users: FakeReply = ok([])): FakeHandler {
  return (request) => {
    if (request.method !== 'GET') return undefined;
    if (request.path === PATH) return reply;
    if (request.path === '/api/Admin/users') return users;
    return undefined;
  };
}

const page = (rows: unknown[]) => ({ data: rows, total: rows.length, per_page: 30, current_page: 1, last_page: 1 });

let api: FakeApi | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

function mount() {
  return render(
    <CrudHarness>
      <CrudTable
        resource="articles"
        columns={[{ value: 'title' }, { value: 'user_id', type: 'dict' }]}
        dicts={[{ name: 'user_id', url: '/Admin/users', labelName: 'nickname', valueName: 'id', byColumnIds: true }]}
      />
    </CrudHarness>,
  );
}

describe('CrudTable before its rows arrive', () => {
  it('shows a loading state, never "no data", until the first answer', async () => {
    api = installFakeApi(lists({ ...ok(page([{ id: 1, title: 'Tea', user_id: 0 }])), delay: 80 }));
    mount();
    expect(await screen.findByTestId('crud-loading')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(await screen.findByText('Tea')).toBeTruthy();
    expect(screen.queryByTestId('crud-loading')).toBeNull();
  });

  it('says "no data" once an answer came without rows', async () => {
    api = installFakeApi(lists({ ...ok(page([])), delay: 20 }));
    mount();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByTestId('crud-loading')).toBeNull();
  });

  it('shows a failure with a retry, not "no data", when the list cannot load', async () => {
    api = installFakeApi(lists({ status: 502, body: '<html><body>Bad Gateway</body></html>' }));
    mount();
    expect(await screen.findByText('重试')).toBeTruthy();
    expect(screen.getByText(/服务器出错了，请稍后再试。/)).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('keeps a name looked up from another list pending until it is known, never the bare id', async () => {
    api = installFakeApi(
      lists(ok(page([{ id: 1, title: 'Tea', user_id: 7 }])), { ...ok([{ id: 7, nickname: 'Lin' }]), delay: 80 }),
    );
    mount();
    const row = (await screen.findByText('Tea')).closest('tr') as HTMLElement;
    expect(within(row).getByTestId('pending')).toBeTruthy();
    expect(within(row).queryByText('7')).toBeNull();
    expect(within(row).queryByText('-')).toBeNull();
    await waitFor(() => expect(within(row).getByText('Lin')).toBeTruthy());
    expect(within(row).queryByTestId('pending')).toBeNull();
  });

  it("shows '-' once the dictionary answered without the value", async () => {
    api = installFakeApi(lists(ok(page([{ id: 1, title: 'Tea', user_id: 9 }])), ok([])));
    mount();
    const row = (await screen.findByText('Tea')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('-')).toBeTruthy());
    expect(within(row).queryByTestId('pending')).toBeNull();
  });
});
