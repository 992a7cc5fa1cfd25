/**
 * What a save of the site settings changed, for the audit trail: each changed key by its dotted path inside the
 * setting (`pay.wechatmp.mch_id`), old and new value, secrets (`isSecretConfigKey`) masked.
 */
import type { FastifyRequest } from 'fastify';
import { AUDIT_MASK, isSecretConfigKey, type AuditFieldChange } from '@shop/contract/audit';
import { auditText, noteChange } from '../../http/audit-changes.ts';

function parsed(content: string): unknown {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return content;
  }
}

/** Every scalar of a JSON value by its dotted path (`{ a: { b: 1 } }` → `a.b: 1`). */
function flatten(value: unknown, path: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, out);
  } else out.set(path, value);
  return out;
}

/**
 * The changed keys of one setting between its stored text before and after a save; `json` for the JSON settings
 * (`is_type` 1), whose keys are compared one by one.
 *
 * @example configChanges('sms', true, '{"key":"a","secret":"x"}', '{"key":"b","secret":"y"}')
 * // [{ field: 'sms.key', from: '******', to: '******' }, { field: 'sms.secret', from: '******', to: '******' }]
 */
export function configChanges(name: string, json: boolean, before: string, after: string): AuditFieldChange[] {
  const old = json ? flatten(parsed(before), '', new Map()) : new Map([['', before]]);
  const now = json ? flatten(parsed(after), '', new Map()) : new Map([['', after]]);
  const out: AuditFieldChange[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const from = auditText(old.get(path));
    const to = auditText(now.get(path));
    if (from === to) continue;
    const field = path ? `${name}.${path}` : name;
    const secret = isSecretConfigKey(name, path || name);
    out.push(secret ? { field, from: from && AUDIT_MASK, to: to && AUDIT_MASK } : { field, from, to });
  }
  return out;
}

/** A stored setting as the save read it. */
interface StoredSetting {
  id: number;
  name: string;
  content: string;
  is_type: number;
}

/**
 * Notes on the request, for the audit trail, each setting a save wrote: by id and name, with the keys that changed
 * (a setting written with its same value is not noted).
 */
export function noteConfigChanges(
  req: FastifyRequest,
  stored: ReadonlyMap<string, StoredSetting>,
  written: readonly { id: number; content: string }[],
): void {
  const byId = new Map([...stored.values()].map((row) => [row.id, row]));
  for (const w of written) {
    const row = byId.get(w.id);
    if (!row) continue;
    const fields = configChanges(row.name, row.is_type === 1, row.content, w.content);
    noteChange(req, { resource: 'configs', action: 'update', id: row.id, name: row.name, fields });
  }
}
