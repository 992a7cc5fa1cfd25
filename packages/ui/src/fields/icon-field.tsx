import IconPicker from '../widgets/IconPicker.tsx';
import type { FieldWidgetProps } from './types.ts';
import { asText } from './values.ts';

/** `icon` (loaded lazily by the registry): the Font Awesome picker. */
export default function IconField({ value, onChange, placeholder, disabled, status }: FieldWidgetProps) {
  return <IconPicker value={asText(value)} onChange={(icon) => onChange(icon)} placeholder={placeholder} disabled={disabled} status={status} />;
}
