import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fake-server.ts';
import { createReduxStore } from './redux-store.ts';
import { resourceApi } from './resource.ts';
import { settle, settleWrite } from './settle.ts';

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });
const refusal = (msg: string, data: unknown = null, code = 500) => ({ body: { code, msg, data } });
const texts = { success: 'Done.', failure: 'Failed.' };

/** One write through the generic update call, as a screen's action sends it. */
function update(path: string, data: Record<string, unknown> = {}) {
  const store = createReduxStore('admin');
  return store.dispatch(resourceApi.endpoints.update.initiate({ path, id: 3, data }));
}

describe('settleWrite', () => {
  it('sends the form, toasts the success and resolves the data', async () => {
    const server = fakeServer({ 'PUT /api/Admin/stores/3': ok([]) });
    const result = await settleWrite(update('/Admin/stores', { store_verify: 4, store_status: 1 }), texts);
    expect(result.ok).toBe(true);
    expect(server.seen[0]?.form).toEqual({ store_verify: '4', store_status: '1' });
    expect(server.notify.success.mock.calls).toEqual([['Done.']]);
    expect(server.notify.error).not.toHaveBeenCalled();
  });

  it("shows the server's reason once when the answer carries no data (the client is silent then)", async () => {
    const server = fakeServer({ 'PUT /api/Admin/users/3': refusal('余额不足.') });
    const result = await settleWrite(update('/Admin/users'), texts);
    expect(result).toMatchObject({ ok: false, msg: '余额不足.' });
    expect(server.notify.error.mock.calls).toEqual([['余额不足.']]);
    expect(server.notify.success).not.toHaveBeenCalled();
  });

  it('falls back to the generic failure text when there is no reason', async () => {
    const server = fakeServer({ 'PUT /api/x/3': refusal('') });
    await settleWrite(update('/x'), texts);
    expect(server.notify.error.mock.calls).toEqual([['Failed.']]);
  });

  it('does not toast twice what the client already showed (an error with data, no permission)', async () => {
    const server = fakeServer({
      'PUT /api/a/3': refusal('Name taken', { field: 'name' }, 422),
      'PUT /api/b/3': refusal('No permission', null, 402),
    });
    await settleWrite(update('/a'), texts);
    await settleWrite(update('/b'), texts);
    expect(server.notify.error.mock.calls).toEqual([['Name taken'], ['No permission']]);
  });

  it('fails with no message of its own on an HTTP failure (the client has shown it)', async () => {
    const server = fakeServer({ 'PUT /api/x/3': { status: 500, body: { code: 500, msg: 'boom', data: null } } });
    const result = await settleWrite(update('/x'), { failure: 'Failed.' });
    expect(result).toMatchObject({ ok: false, msg: '', error: { transport: true } });
    expect(server.notify.success).not.toHaveBeenCalled();
    expect(server.notify.error.mock.calls.flat()).not.toContain('Failed.');
  });
});

describe('settle', () => {
  it("reads the data, a refusal's message, and '' for a request that failed outright", async () => {
    fakeServer({
      'GET /api/Admin/stores/3': ok({ id: 3 }),
      'GET /api/Admin/stores/4': refusal('店铺不存在.'),
      'GET /api/Admin/stores/5': { network: true },
    });
    const store = createReduxStore('admin');
    const show = (id: number) => store.dispatch(resourceApi.endpoints.show.initiate({ path: '/Admin/stores', id }));
    expect(await settle(show(3))).toEqual({ ok: true, data: { id: 3 } });
    expect(await settle(show(4))).toMatchObject({ ok: false, msg: '店铺不存在.' });
    expect(await settle(show(5))).toMatchObject({ ok: false, msg: '' });
  });
});
