import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { admins } from '@shop/contract/resources/accounts';
import { CrudHarness } from '@shop/ui/crud/testing/CrudHarness';
import { installFakeApi, ok, type FakeApi } from '@shop/ui/crud/testing/fake-api';
import { AccountsPage } from './AccountsPage.tsx';

const page = (rows: unknown[]) => ({ data: rows, total: rows.length, per_page: 30, current_page: 1, last_page: 1 });

/** The administrators list as the server answers it: the super administrator's own account among the others. */
const ADMINS = [
  { id: 2, username: 'operator', nickname: '运营', role_name: ['运营人员'], is_super: 0 },
  { id: 1, username: 'admin', nickname: '超级管理员', role_name: [], is_super: 1 },
];

let api: FakeApi | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
});

/** The row buttons' names of the row showing `username`. */
async function buttonsOf(username: string): Promise<string[]> {
  const row = (await screen.findByText(username)).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
}

describe('AccountsPage (Admin)', () => {
  it("lists the super administrator's own account with View only; other accounts keep Edit", async () => {
    api = installFakeApi((request) =>
      request.method === 'GET' && request.path === '/api/Admin/admins' ? ok(page(ADMINS)) : ok([]),
    );
    render(
      <CrudHarness url="/Admin/admins">
        <AccountsPage area="Admin" descriptor={admins} />
      </CrudHarness>,
    );
    expect(await buttonsOf('admin')).toEqual(['查看']);
    expect(await buttonsOf('operator')).toEqual(['查看', '编辑']);
  });
});
