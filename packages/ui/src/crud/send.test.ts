import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, type FakeApi } from './testing/fake-api.ts';
import { sendWrite } from './send.ts';

let api: FakeApi;
const texts = { success: 'Done.', failure: 'Failed.' };

beforeEach(() => {
  api = installFakeApi([]);
});
afterEach(() => api.restore());

describe('sendWrite', () => {
  it('sends the form, toasts the success and resolves the data', async () => {
    api.use((r) => (r.path === '/api/Admin/stores/3' ? ok([]) : undefined));
    const result = await sendWrite(
      { url: '/Admin/stores/3', method: 'PUT', data: { store_verify: 4, store_status: 1 } },
      texts,
    );
    expect(result?.ok).toBe(true);
    expect(api.writes()[0]!.form).toEqual({ store_verify: '4', store_status: '1' });
    expect(api.notices).toEqual({ success: ['Done.'], error: [] });
  });

  it("shows the server's reason once when the answer carries no data (the client is silent then)", async () => {
    api.use(() => fail('余额不足.', null));
    const result = await sendWrite({ url: '/Admin/users/money/handle', method: 'POST', data: { money: -5 } }, texts);
    expect(result?.ok).toBe(false);
    expect(api.notices).toEqual({ success: [], error: ['余额不足.'] });
  });

  it('falls back to the generic failure text when there is no reason', async () => {
    api.use(() => fail('', null));
    await sendWrite({ url: '/x', method: 'POST' }, texts);
    expect(api.notices.error).toEqual(['Failed.']);
  });

  it('does not toast twice what the client already showed (an error with data, no permission)', async () => {
    api.use((r) => (r.path === '/api/a' ? fail('Name taken', { field: 'name' }, 422) : undefined));
    api.use((r) => (r.path === '/api/b' ? fail('No permission', null, 402) : undefined));
    await sendWrite({ url: '/a', method: 'POST' }, texts);
    await sendWrite({ url: '/b', method: 'POST' }, texts);
    expect(api.notices.error).toEqual(['Name taken', 'No permission']);
  });

  it('resolves undefined on an HTTP failure (the client has shown it)', async () => {
    api.use(() => ({ status: 500, body: { code: 500, msg: 'boom', data: null } }));
    const result = await sendWrite({ url: '/x', method: 'PUT', data: {} }, { failure: 'Failed.' });
    expect(result).toBeUndefined();
    expect(api.notices.success).toEqual([]);
  });
});
