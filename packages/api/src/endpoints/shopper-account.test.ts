import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { createReduxStore } from '../redux-store.ts';
import { asPage } from '../resource.ts';
import { accessApi } from './access.ts';
import { asUserCheck, storesApi } from './stores.ts';

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });
const token = { token_type: 'Bearer', expires_in: 604800, access_token: 'T1', refresh_token: 'R1' };

describe('account calls on the wire', () => {
  it('register and reset send the phone as username with type phone; the referral only when known', async () => {
    const server = fakeServer({ 'POST /api/register': ok(token), 'POST /api/forget_password': ok(token) });
    const store = createReduxStore('home');
    const args = { username: '13800000001', password: 'secret1', re_password: 'secret1', code: '1234' };
    await store.dispatch(accessApi.endpoints.register.initiate({ ...args, inviter_id: 7 })).unwrap();
    await store.dispatch(accessApi.endpoints.register.initiate(args)).unwrap();
    await store.dispatch(accessApi.endpoints.forgetPassword.initiate(args)).unwrap();
    expect(server.seen[0]?.form).toEqual({ ...args, type: 'phone', provider: 'users', inviter_id: '7' });
    expect(server.seen[1]?.form).toEqual({ ...args, type: 'phone', provider: 'users' });
    expect(server.seen[2]?.uri).toBe('/api/forget_password');
    expect(server.seen[2]?.form).toEqual({ ...args, type: 'phone', provider: 'users' });
  });

  it('sms, auth/edit and favourites use the reference paths and fields', async () => {
    const server = fakeServer({
      'GET /api/user/favorites': ok({
        data: [{ id: 3, out_id: 9, is_type: 1 }],
        total: 1,
        per_page: 30,
        last_page: 1,
        current_page: 1,
      }),
    });
    const store = createReduxStore('home');
    await store.dispatch(accessApi.endpoints.sendSms.initiate({ phone: '13800000001', name: 'user' })).unwrap();
    await store.dispatch(accessApi.endpoints.editAccount.initiate({ phone: '13800000001', code: '1234' })).unwrap();
    const page = await store.dispatch(storesApi.endpoints.favorites.initiate({ is_type: 1, page: 2 })).unwrap();
    await store.dispatch(storesApi.endpoints.removeFavorite.initiate({ ids: [3, 4], is_type: 1 })).unwrap();
    const [sms, edit, list, remove] = server.seen;
    expect(sms?.form).toEqual({ phone: '13800000001', name: 'user' });
    expect(edit?.uri).toBe('/api/auth/edit');
    expect(edit?.form).toEqual({ provider: 'users', phone: '13800000001', code: '1234' });
    expect(list?.uri).toBe('/api/user/favorites?is_type=1&page=2&per_page=30');
    expect(page.data[0]?.out_id).toBe(9);
    expect(remove?.method).toBe('DELETE');
    expect(remove?.uri).toBe('/api/user/favorites/3,4');
  });
});

describe('answer shapes', () => {
  it('reads an empty list answer as an empty page', () => {
    const empty = { data: [], total: 0, per_page: 30, last_page: 1, current_page: 1 };
    expect(asPage([], empty)).toBe(empty);
    expect(asPage({ data: 'x', total: '4' }, empty)).toEqual({ ...empty, total: 4 });
  });

  it('reads a missing real-name record ([]) as null and keeps only its text fields', () => {
    expect(asUserCheck([])).toBeNull();
    expect(asUserCheck(null)).toBeNull();
    expect(asUserCheck({ id: 1, name: '张三', card_no: 'X', bank_no: 5 })).toEqual({
      name: '张三',
      card_no: 'X',
      card_t: '',
      card_b: '',
      bank_no: '',
      bank_name: '',
    });
  });
});
