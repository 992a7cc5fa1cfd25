import { useMemo, useState } from 'react';
import { AutoComplete } from '@arco-design/web-react';
import '@arco-design/web-react/es/AutoComplete/style/css.js';
// The icon font comes from the npm package (bundled with the app, never a CDN), only where a picker is shown.
import 'font-awesome/css/font-awesome.css';
import { useTranslation } from 'react-i18next';
import { faClass, searchIcons } from './icons.ts';

export interface IconPickerProps {
  /** A Font Awesome 4.7 class name as menus store it, e.g. 'fa-desktop' ('' when none). */
  value?: string | null;
  onChange?: (icon: string) => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
}

/**
 * Autocomplete over the 786 Font Awesome 4.7 names; each suggestion shows its icon, and the input's suffix
 * previews the current value as it is typed.
 *
 * @example <IconPicker value={menu.icon} onChange={(icon) => set('icon', icon)} />
 */
export default function IconPicker({ value, onChange, placeholder, disabled, status }: IconPickerProps) {
  const { t } = useTranslation();
  const current = value ?? '';
  const [typed, setTyped] = useState(current);
  const matches = useMemo(() => searchIcons(typed), [typed]);
  const preview = faClass(current);
  return (
    <AutoComplete
      value={current}
      filterOption={false}
      onSearch={setTyped}
      onChange={(next) => {
        setTyped(next);
        onChange?.(next);
      }}
      disabled={disabled}
      status={status}
      placeholder={placeholder ?? t('fields.iconPlaceholder')}
      allowClear
      data={matches.map((icon) => (
        <AutoComplete.Option key={icon} value={icon}>
          <i className={`fa ${icon}`} aria-hidden style={{ width: 20, textAlign: 'center', marginRight: 8 }} />
          {icon}
        </AutoComplete.Option>
      ))}
      inputProps={{
        suffix: preview ? <i className={preview} aria-hidden data-testid="icon-preview" /> : <span data-testid="icon-preview" />,
      }}
    />
  );
}

export { IconPicker };
