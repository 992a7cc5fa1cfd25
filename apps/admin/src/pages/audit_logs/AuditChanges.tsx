import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCES } from '@shop/contract/resources';
import type { CrudRow } from '@shop/ui/crud/types';
import { useTranslator } from '@shop/ui/fields/label';
import { StatusTag } from '@shop/ui/widgets/StatusTag';
import { useResourceText } from '../useResourceText.ts';
import { changeLabels, parseChanges, summary, type ChangeLabels } from './changes.ts';
import './audit.css';

const ACTION_COLORS = { create: 'green', update: 'arcoblue', delete: 'red' } as const;

function useChangeLabels(area: unknown): ChangeLabels {
  const { i18n } = useTranslation();
  const tr = useTranslator();
  return useMemo(() => changeLabels(RESOURCES, String(area), i18n.language, tr), [area, i18n.language, tr]);
}

/** The list's cell: one line naming each record and the fields changed ('-' when nothing was noted). */
export function ChangesSummary({ row }: { row: CrudRow }) {
  const text = useResourceText();
  const labels = useChangeLabels(row.area);
  const line = summary(parseChanges(row.changes), labels, (a) => text(`resources.audit_logs.actions.${a}`));
  return <span title={line}>{line || '-'}</span>;
}

/** The View dialog's detail: each record with its changed fields, old value → new value. */
export function ChangesDetail({ record }: { record: CrudRow }) {
  const text = useResourceText();
  const labels = useChangeLabels(record.area);
  const changes = parseChanges(record.changes);
  if (!changes.records.length) return <span>{text('resources.audit_logs.change.none')}</span>;
  const shown = (value: string) => value || text('resources.audit_logs.change.empty');
  return (
    <div className="audit-changes" data-testid="audit-changes">
      {changes.records.map((change, index) => (
        <section key={index} className="audit-changes__record">
          <header>
            <StatusTag
              value={text(`resources.audit_logs.actions.${change.action}`)}
              color={ACTION_COLORS[change.action]}
            />
            <strong>{labels.resource(change)}</strong>
            {change.id ? <span>#{change.id}</span> : null}
            {change.name ? <span>{change.name}</span> : null}
          </header>
          {change.fields.length ? (
            <table>
              <tbody>
                {change.fields.map((f) => (
                  <tr key={f.field}>
                    <th scope="row">{labels.field(change, f.field)}</th>
                    <td className="audit-changes__from">{shown(f.from)}</td>
                    <td aria-hidden="true">→</td>
                    <td className="audit-changes__to">{shown(f.to)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}
      {changes.more ? <p>{text('resources.audit_logs.change.more', { count: changes.more })}</p> : null}
    </div>
  );
}
