import type { AuditChanges, AuditRecordChange } from '@shop/contract/audit';
import type { ResourceDescriptor } from '@shop/contract/resource';
import type { Translator } from '@shop/ui/fields/label';

/**
 * `audit_logs.changes` read back: the records, or none for a row without (a refused write, or one recorded before
 * the trail kept changes).
 */
export function parseChanges(value: unknown): AuditChanges {
  if (typeof value !== 'string' || !value) return { records: [], more: 0 };
  try {
    const parsed = JSON.parse(value) as Partial<AuditChanges>;
    return { records: Array.isArray(parsed.records) ? parsed.records : [], more: Number(parsed.more) || 0 };
  } catch {
    return { records: [], more: 0 };
  }
}

/** How a record's resource and fields are called in the interface language. */
export interface ChangeLabels {
  resource: (record: AuditRecordChange) => string;
  field: (record: AuditRecordChange, field: string) => string;
}

/**
 * Labels from the declared resources (their menu names) and the back-office bundles (`resources.<path>.fields`,
 * the settings pages' `resources.configs.<group>.<key>`), the raw name otherwise.
 */
export function changeLabels(
  descriptors: readonly ResourceDescriptor[],
  area: string,
  language: string,
  tr: Translator,
): ChangeLabels {
  const own = (key: string) => (tr.exists(key) ? tr.t(key) : undefined);
  return {
    resource: (record) => {
      const d =
        descriptors.find((x) => x.path === record.resource && x.area === area) ??
        descriptors.find((x) => x.path === record.resource);
      const menu = d?.menu?.labels;
      if (menu) return language === 'en' ? menu.en : menu.zh;
      return own(`resources.audit_logs.resources.${record.resource}`) ?? record.resource;
    },
    field: (record, field) => {
      if (record.resource === 'configs') {
        const [group = '', ...rest] = field.split('.');
        const key = rest.pop();
        const label = key ? own(`resources.configs.${group}.${key}`) : own(`resources.configs.web.${group}`);
        // A payment or sign-in tab names its key's group: 微信公众号 · 商户号.
        const tab = rest.length ? own(`resources.configs.tabs.${rest[rest.length - 1]}`) : undefined;
        return label ? [tab, label].filter(Boolean).join(' · ') : field;
      }
      return own(`resources.${record.resource}.fields.${field}`) ?? field;
    },
  };
}

/**
 * One line per record for the list: "<action> <resource> #id name: field, field".
 *
 * @example summary(changes, labels, actionText) // '修改 网站配置 #1 web_name: 网站名称'
 */
export function summary(changes: AuditChanges, labels: ChangeLabels, action: (a: string) => string): string {
  const lines = changes.records.map((record) => {
    const who = [labels.resource(record), record.id && `#${record.id}`, record.name].filter(Boolean).join(' ');
    const fields = record.fields.map((f) => labels.field(record, f.field)).join(', ');
    return `${action(record.action)} ${who}${fields ? `: ${fields}` : ''}`;
  });
  if (changes.more) lines.push(`+${changes.more}`);
  return lines.join('; ');
}
