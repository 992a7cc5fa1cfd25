import { useState } from 'react';
import { useDashText } from './useDashText.ts';
import { useDashboardListQuery, type DashboardListKind } from '@shop/api/endpoints/dashboards';
import { CrudTable } from '@shop/ui/crud-table';
import type { CrudQuery } from '@shop/ui/crud/useCrudList';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { Chart } from '@shop/ui/charts/Chart';
import { DashCard } from './DashCard.tsx';
import { LoadError } from './LoadError.tsx';
import { PeriodFilter } from './PeriodFilter.tsx';
import { DEFAULT_PERIOD, moneyText, type Period } from './period.ts';
import './dashboards.css';

export interface ListAnalysisProps {
  kind: DashboardListKind;
  /** Labels of the list's columns: `resources.<resource>.fields.*`. */
  resource: string;
  /** The plot's series name (an i18n key) and whether its figures are money. */
  series: string;
  money?: boolean;
  columns: readonly ColumnDef[];
  search: readonly SearchDef[];
  dicts?: readonly DictDef[];
  /** Show the table's export button (the payment list has it). */
  exportable?: boolean;
}

/**
 * An Admin analysis with a list (A22 members, A23 stores, A25 payments): the figure per period over the chosen
 * range, and below it the rows of that range in a read-only table whose page and filters the server applies.
 */
export function ListAnalysis({ kind, resource, series, money, columns, search, dicts, exportable }: ListAnalysisProps) {
  const t = useDashText();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [query, setQuery] = useState<CrudQuery>({ page: 1, per_page: 30, search: {} });
  const { data, isError } = useDashboardListQuery({ kind, ...period, ...query });
  const format = money ? (v: number) => t('money', { value: moneyText(v) }) : undefined;
  return (
    <div className="dash" data-testid={`dashboard-${kind}`}>
      {isError && <LoadError />}
      <DashCard title={t(series)} extra={<PeriodFilter value={period} onChange={setPeriod} />}>
        <Chart name={t(series)} points={data?.plot ?? []} format={format} />
      </DashCard>
      <CrudTable
        resource={resource}
        columns={columns}
        search={search}
        dicts={dicts}
        data={data?.list}
        onQueryChange={setQuery}
        buttons={{ add: false, edit: false, view: false, batchDelete: false, export: !!exportable }}
        rowActions={false}
      />
    </div>
  );
}
