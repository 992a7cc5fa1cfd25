import { DatePicker } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from './types.ts';
import { asRange, asText, DATE_FORMAT, DATETIME_FORMAT } from './values.ts';

/** `datetime`: stores 'YYYY-MM-DD HH:mm:ss'; clearing stores ''. */
export function DatetimeField({ value, onChange, placeholder, disabled, status }: FieldWidgetProps) {
  return (
    <DatePicker
      showTime
      format={DATETIME_FORMAT}
      value={asText(value) || undefined}
      onChange={(text) => onChange(text ?? '')}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      style={{ width: '100%' }}
    />
  );
}

/** `date`: stores 'YYYY-MM-DD'. */
export function DateField({ value, onChange, placeholder, disabled, status }: FieldWidgetProps) {
  return (
    <DatePicker
      format={DATE_FORMAT}
      value={asText(value) || undefined}
      onChange={(text) => onChange(text ?? '')}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      style={{ width: '100%' }}
    />
  );
}

/** `daterange`: stores two 'YYYY-MM-DD HH:mm:ss' strings (the server reads `[a, b]` as `>= a AND < b`); cleared → []. */
export function DaterangeField({ value, onChange, disabled, status }: FieldWidgetProps) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      showTime
      format={DATETIME_FORMAT}
      value={asRange(value)}
      onChange={(texts) => onChange(texts && texts.length === 2 ? [texts[0], texts[1]] : [])}
      placeholder={[t('fields.dateRangeStart'), t('fields.dateRangeEnd')]}
      disabled={disabled}
      status={status}
      style={{ width: '100%' }}
    />
  );
}
