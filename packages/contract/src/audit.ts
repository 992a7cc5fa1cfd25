/**
 * What an audit trail row says changed (`audit_logs.changes`, docs/security.md#audit-trail): the records a write
 * created, edited or deleted, by resource, id and name, with each changed field's old and new value. Secrets are
 * never stored: a secret field that changed shows `AUDIT_MASK` on both sides.
 */

/** Stands for a secret's value, old or new. */
export const AUDIT_MASK = '******';

/** One changed field; values as text (shortened), '' for empty, `AUDIT_MASK` for a secret. */
export interface AuditFieldChange {
  field: string;
  from: string;
  to: string;
}

export type AuditAction = 'create' | 'update' | 'delete';

/** One record a write touched. */
export interface AuditRecordChange {
  /** The resource's path (`goods_brands`, `configs`, `admins`). */
  resource: string;
  action: AuditAction;
  /** The record's id ('' when it has none). */
  id: string;
  /** What a person calls it: its name, title or username, '' when it has none. */
  name: string;
  fields: AuditFieldChange[];
}

/** What `audit_logs.changes` holds: the records, and how many more were left out to keep the row small. */
export interface AuditChanges {
  records: AuditRecordChange[];
  more: number;
}

/**
 * Field names whose values are secrets wherever they appear (a resource column, a setting's key): passwords,
 * keys, tokens, salts, private certificates. Masked in the trail.
 */
const SECRET_NAME = /(^|_)(password|passwd|pwd|secret|token|salt|key|appkey|access|security|private)(_|$)|secret/i;

/**
 * The keys of the site settings (`configs`) that hold secrets, by setting name, at any depth of its JSON (a
 * payment tab's `secret_key`): payment, sign-in, SMS, storage, map and courier credentials. Besides these, any key
 * `isSecretField` names is one.
 */
export const SECRET_CONFIG_KEYS: Readonly<Record<string, readonly string[]>> = {
  upload: ['key', 'access'],
  sms: ['key', 'secret'],
  oauth: ['key'],
  pay: ['secret_key', 'mch_secret_key', 'mch_secret_cert', 'app_secret_cert'],
  amap: ['key', 'security'],
  kuaibao: ['appkey'],
};

/**
 * Whether a field's value is a secret, by its name.
 *
 * @example isSecretField('pay_password') // true
 * @example isSecretField('web_name') // false
 */
export function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name);
}

/**
 * Whether a setting's key holds a secret: listed for its setting, or secret by name. `path` is the key's dotted
 * path inside the setting (`wechatmp.secret_key`).
 *
 * @example isSecretConfigKey('pay', 'wechatmp.secret_key') // true
 */
export function isSecretConfigKey(config: string, path: string): boolean {
  const key = path.split('.').pop() ?? path;
  return (SECRET_CONFIG_KEYS[config] ?? []).includes(key) || isSecretField(key);
}
