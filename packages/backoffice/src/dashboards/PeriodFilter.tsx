import { DatePicker, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useDashText } from './useDashText.ts';
import { withGranularity, withRange, type Period } from './period.ts';

const UNITS = [
  { value: 0, key: 'day' },
  { value: 1, key: 'month' },
  { value: 2, key: 'year' },
] as const;

export interface PeriodFilterProps {
  value: Period;
  onChange: (next: Period) => void;
}

/** Granularity (day, month, year) and an optional range of days: what every dashboard's figures cover. */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const t = useDashText();
  return (
    <div className="dash-period" data-testid="dashboard-period">
      <Radio.Group
        type="button"
        size="small"
        aria-label={t('period.label')}
        value={value.is_type}
        onChange={(next: Period['is_type']) => onChange(withGranularity(value, next))}
      >
        {UNITS.map((u) => (
          <Radio key={u.value} value={u.value} data-testid={`dashboard-unit-${u.key}`}>
            {t(`period.${u.key}`)}
          </Radio>
        ))}
      </Radio.Group>
      <DatePicker.RangePicker
        size="small"
        format="YYYY-MM-DD"
        allowClear
        aria-label={t('period.range')}
        placeholder={[t('period.start'), t('period.end')]}
        value={value.created_at ? [...value.created_at] : undefined}
        onChange={(texts?: string[]) => onChange(withRange(value, texts))}
        style={{ width: 240 }}
      />
    </div>
  );
}
