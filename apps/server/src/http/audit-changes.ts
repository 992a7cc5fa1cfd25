/**
 * What a back-office write changed, for the audit trail (docs/security.md#audit-trail): the code that writes
 * (the resource engine, the settings route) notes each record it created, edited or deleted on the request, with
 * the fields' old and new values, after its transaction committed; the trail stores them with the write's row.
 * Secret values never get here: they are masked as they are noted.
 */
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_MASK,
  isSecretField,
  type AuditAction,
  type AuditChanges,
  type AuditFieldChange,
  type AuditRecordChange,
} from '@shop/contract/audit';

type Row = Record<string, unknown>;

/** Longest value kept, in characters (a rich text or a JSON setting is cut, with '…'). */
const MAX_VALUE = 200;
/** Records kept per write (an import or a batch delete may name hundreds); the rest are counted. */
const MAX_RECORDS = 50;
/** Bookkeeping columns no person changes. */
const NOT_CHANGES = new Set(['id', 'created_at', 'updated_at', 'deleted_at']);
/** Columns naming a record, the first present wins. */
const NAME_FIELDS = ['name', 'title', 'username', 'nickname', 'store_name', 'goods_name', 'order_no', 'code'];

const noted = new WeakMap<FastifyRequest, AuditRecordChange[]>();

/**
 * A value as the trail shows it: text, JSON for objects, shortened.
 *
 * @example auditText({ a: 1 }) // '{"a":1}'
 */
export function auditText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else text = JSON.stringify(value) ?? '';
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * The fields whose text differs between two versions of a record (`undefined` before a create or after a delete),
 * secrets masked on both sides. `secret` adds names beyond those `isSecretField` knows (a resource's hidden columns).
 */
export function fieldChanges(
  before: Row | undefined,
  after: Row | undefined,
  secret: (field: string) => boolean = () => false,
): AuditFieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: AuditFieldChange[] = [];
  for (const field of fields) {
    if (NOT_CHANGES.has(field)) continue;
    const from = before ? auditText(before[field]) : '';
    const to = after ? auditText(after[field]) : '';
    if (from === to && before && after) continue;
    if (!before && !to) continue; // a create leaves most columns at their empty default
    const masked = isSecretField(field) || secret(field);
    out.push(masked ? { field, from: from && AUDIT_MASK, to: to && AUDIT_MASK } : { field, from, to });
  }
  return out;
}

/** What a person calls a record: its first naming column with a value. */
export function recordName(row: Row | undefined): string {
  for (const field of NAME_FIELDS) {
    const text = row ? auditText(row[field]) : '';
    if (text) return text;
  }
  return '';
}

/**
 * Notes one record a write touched on its request. An update that changed nothing is not noted.
 *
 * @example noteChange(req, { resource: 'goods_brands', action: 'update', before, after })
 */
export function noteChange(
  req: FastifyRequest,
  change: {
    resource: string;
    action: AuditAction;
    before?: Row | undefined;
    after?: Row | undefined;
    /** Field names that are secrets here besides those `isSecretField` knows. */
    secret?: (field: string) => boolean;
    /** Already computed changes (a setting's keys), instead of comparing `before` and `after`. */
    fields?: AuditFieldChange[];
    name?: string;
    id?: string | number;
  },
): void {
  const fields = change.fields ?? fieldChanges(change.before, change.after, change.secret);
  if (change.action === 'update' && !fields.length) return;
  const row = change.after ?? change.before;
  const list = noted.get(req) ?? [];
  list.push({
    resource: change.resource,
    action: change.action,
    id: auditText(change.id ?? row?.id),
    name: change.name ?? recordName(row),
    fields,
  });
  noted.set(req, list);
}

/** The changes noted on a request, as `audit_logs.changes` stores them; undefined when none were. */
export function notedChanges(req: FastifyRequest): AuditChanges | undefined {
  const list = noted.get(req);
  if (!list?.length) return undefined;
  return { records: list.slice(0, MAX_RECORDS), more: Math.max(0, list.length - MAX_RECORDS) };
}
