import { describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';

const t = await testApp();
const admin = await t.login('admin', 'admin');
const seller = await t.login('seller', '18888888888');
const url = '/api/Admin/integral_goods_classes';

interface Row {
  id: number;
  name: string;
}

/** Points-mall categories: a plain resource mounted from its declaration alone. */
describe('points goods classes', () => {
  it('are listed with the demo row, created, found, renamed and deleted by an admin', async () => {
    const list = await t.call<{ data: Row[] }>('GET', url, { token: admin });
    expect(list.data.data.map((r) => r.name)).toContain('生活好物');

    const made = await t.call<Row>('POST', url, { token: admin, body: { name: '数码积分' } });
    expect(made.code).toBe(200);
    const found = await t.call<{ data: Row[] }>('GET', url, { token: admin, query: { name: '积分|like' } });
    expect(found.data.data.map((r) => r.id)).toEqual([made.data.id]);

    expect((await t.call('PUT', `${url}/${made.data.id}`, { token: admin, body: { name: '数码' } })).code).toBe(200);
    expect((await t.call<Row>('GET', `${url}/${made.data.id}`, { token: admin })).data.name).toBe('数码');
    expect((await t.call('DELETE', `${url}/${made.data.id}`, { token: admin })).code).toBe(200);
    const after = await t.call<{ data: Row[] }>('GET', url, { token: admin, query: { name: '数码|like' } });
    expect(after.data.data).toEqual([]);
  });

  it('need a name of at most 20 characters, on create and on update', async () => {
    const blank = await t.call('POST', url, { token: admin, body: { name: ' ' } });
    expect([blank.code, blank.msg]).toEqual([422, 'name 不能为空.']);
    const long = await t.call('POST', url, { token: admin, body: { name: 'x'.repeat(21) } });
    expect([long.code, long.msg]).toEqual([422, 'name 不能超过 20 个字符.']);
    const blanked = await t.call('PUT', `${url}/1`, { token: admin, body: { name: [''] } });
    expect(blanked.code).toBe(422);
    expect((await t.call<Row>('GET', `${url}/1`, { token: admin })).data.name).toBe('生活好物');
  });

  it('are out of a seller’s reach', async () => {
    const r = await t.call('POST', url, { token: seller, body: { name: 'x' } });
    expect([r.status, r.code]).toEqual([200, 401]);
    const list = await t.call<{ data: Row[] }>('GET', url, { token: admin, query: { name: 'x' } });
    expect(list.data.data).toEqual([]);
  });
});
