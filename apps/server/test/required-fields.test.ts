import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expresses } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';

const t = await testApp();
let admin = '';
let id = 0;
beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  const [row] = await t.database.db
    .insert(expresses)
    .values({ name: '必填快递', code: 'rq_probe' })
    .returning({ id: expresses.id });
  id = row!.id;
});

const stored = async () => (await t.database.db.select().from(expresses).where(eq(expresses.id, id)))[0]!;

/**
 * A required field may be left out of an update but never blanked, whatever shape the blank arrives in: an
 * empty string, whitespace, null, or a list holding one blank (the engine judges the joined value).
 */
describe('required fields on update', () => {
  for (const [label, blank] of [
    ['empty string', ''],
    ['whitespace', '   '],
    ['null', null],
    ['list of one blank', ['']],
  ] as const) {
    it(`refuses ${label} with 422 and changes nothing`, async () => {
      const before = await stored();
      const r = await t.call('PUT', `/api/Admin/expresses/${id}`, { token: admin, body: { name: blank } });
      expect(r.code).toBe(422);
      expect(await stored()).toEqual(before);
    });
  }

  it('reads an empty list as leaving the field out', async () => {
    const r = await t.call('PUT', `/api/Admin/expresses/${id}`, { token: admin, body: { name: [] } });
    expect(r.code).toBe(200);
    expect((await stored()).name).toBe('必填快递');
  });

  it('leaves an omitted required field as it is', async () => {
    const r = await t.call('PUT', `/api/Admin/expresses/${id}`, { token: admin, body: { code: 'rq_probe2' } });
    expect(r.code).toBe(200);
    const row = await stored();
    expect(row.name).toBe('必填快递');
    expect(row.code).toBe('rq_probe2');
  });
});
