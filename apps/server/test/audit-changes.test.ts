/**
 * The audit trail says what a write changed (docs/security.md#audit-trail): which record (resource, id, name) and
 * which fields, old and new value, secrets masked; shown to the super admin by GET /api/Admin/audit_logs.
 */
import { eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MASK, type AuditChanges, type AuditRecordChange } from '@shop/contract/audit';
import { admins, auditLogs, configs } from '../src/db/schema/index.ts';
import { auditWritesSettled } from '../src/modules/system/audit.ts';
import { testApp } from './helper.ts';

const t = await testApp();
const db = t.database.db;
type AuditRow = typeof auditLogs.$inferSelect;

let admin = '';
beforeAll(async () => {
  admin = await t.login('admin', 'admin');
});

/** A write, then the one audit row it left, as the super admin's list answers it. */
async function audited(method: string, url: string, body: object, token = admin) {
  const [last] = await db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .orderBy(sql`${auditLogs.id} desc`)
    .limit(1);
  const answer = await t.call(method, url, { token, body });
  await auditWritesSettled();
  const rows = await db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(gt(auditLogs.id, last?.id ?? 0));
  expect(rows, `${method} ${url} left one row`).toHaveLength(1);
  const shown = await t.call<AuditRow>('GET', `/api/Admin/audit_logs/${rows[0]!.id}`, { token: admin });
  expect(shown.code, shown.msg).toBe(200);
  const text = shown.data.changes;
  const changes: AuditChanges = text ? (JSON.parse(text) as AuditChanges) : { records: [], more: 0 };
  return { answer, row: shown.data, text, changes };
}

const fieldsOf = (record: AuditRecordChange | undefined) =>
  Object.fromEntries((record?.fields ?? []).map((f) => [f.field, [f.from, f.to]]));

describe('settings', () => {
  it('name each changed setting and key with its old and new value', async () => {
    const [web] = await db.select().from(configs).where(eq(configs.name, 'web_name'));
    const { answer, changes, row } = await audited('PUT', '/api/Admin/configs/update', {
      web_name: '审计商城',
      task: { cancel: '2' },
    });
    expect(answer.code, answer.msg).toBe(200);
    expect(row.route).toBe('/api/Admin/configs/update');
    expect(changes.records).toEqual([
      {
        resource: 'configs',
        action: 'update',
        id: String(web!.id),
        name: 'web_name',
        fields: [{ field: 'web_name', from: web!.content, to: '审计商城' }],
      },
      expect.objectContaining({
        resource: 'configs',
        name: 'task',
        fields: [{ field: 'task.cancel', from: '1', to: '2' }],
      }),
    ]);
  });

  it('mask secrets (SMS and payment keys), old and new, while naming the keys that changed', async () => {
    await audited('PUT', '/api/Admin/configs/update', { sms: { key: 'old-sms-key', secret: 'old-sms-secret' } });
    const sms = await audited('PUT', '/api/Admin/configs/update', {
      sms: { key: 'new-sms-key', secret: 'new-sms-secret' },
    });
    expect(fieldsOf(sms.changes.records[0])).toEqual({
      'sms.key': [AUDIT_MASK, AUDIT_MASK],
      'sms.secret': [AUDIT_MASK, AUDIT_MASK],
    });
    expect(sms.text).not.toMatch(/sms-key|sms-secret/);

    const pay = await audited('PUT', '/api/Admin/configs/update', {
      pay: { mch_id: '1900000109', secret_key: 'app-secret-value', mch_secret_key: 'merchant-secret' },
      many: true,
      many_name: 'wechatmp',
    });
    expect(pay.answer.code, pay.answer.msg).toBe(200);
    expect(fieldsOf(pay.changes.records[0])).toEqual({
      'pay.wechatmp.mch_id': ['', '1900000109'],
      'pay.wechatmp.secret_key': ['', AUDIT_MASK],
      'pay.wechatmp.mch_secret_key': ['', AUDIT_MASK],
    });
    expect(pay.text).not.toMatch(/secret-value|merchant-secret/);
  });

  it('record no change for a refused save', async () => {
    const refused = await audited('PUT', '/api/Admin/configs/update', { close_status: '7' });
    expect(refused.answer.code).toBe(422);
    expect(refused.text).toBe('');
  });
});

describe('resources written through the engine', () => {
  let brandId = 0;

  it('name a created record and the values it was given', async () => {
    const { answer, changes } = await audited('POST', '/api/Admin/goods_brands', { name: '审计品牌', is_sort: 3 });
    expect(answer.code, answer.msg).toBe(200);
    brandId = (answer.data as { id: number }).id;
    const [record] = changes.records;
    expect(record).toMatchObject({ resource: 'goods_brands', action: 'create', id: String(brandId), name: '审计品牌' });
    expect(fieldsOf(record)).toMatchObject({ name: ['', '审计品牌'], is_sort: ['', '3'] });
  });

  it('name an edited record and only the fields that changed, old and new', async () => {
    const { changes } = await audited('PUT', `/api/Admin/goods_brands/${brandId}`, { name: '审计品牌二', is_sort: 3 });
    expect(changes.records).toEqual([
      {
        resource: 'goods_brands',
        action: 'update',
        id: String(brandId),
        name: '审计品牌二',
        fields: [{ field: 'name', from: '审计品牌', to: '审计品牌二' }],
      },
    ]);
  });

  it('name a deleted record', async () => {
    const { changes } = await audited('DELETE', `/api/Admin/goods_brands/${brandId}`, {});
    expect(changes.records).toEqual([
      { resource: 'goods_brands', action: 'delete', id: String(brandId), name: '审计品牌二', fields: [] },
    ]);
  });

  it('mask a password, never storing it or its hash', async () => {
    const made = await t.call('POST', '/api/Admin/admins', {
      token: admin,
      body: { username: 'audit_changes_ops', nickname: '值班' },
    });
    expect(made.code, made.msg).toBe(200);
    const [ops] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, 'audit_changes_ops'));
    const { changes, text } = await audited('PUT', `/api/Admin/admins/${ops!.id}`, {
      username: 'audit_changes_ops',
      nickname: '值班二',
      password: 'Secret-pass-9',
    });
    expect(changes.records[0]).toMatchObject({ resource: 'admins', name: 'audit_changes_ops' });
    expect(fieldsOf(changes.records[0])).toEqual({
      nickname: ['值班', '值班二'],
      password: [AUDIT_MASK, AUDIT_MASK],
    });
    expect(text).not.toMatch(/Secret-pass|scrypt\$/);
  });
});
