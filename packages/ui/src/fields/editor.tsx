import { RichTextEditor } from '../widgets/RichTextEditor.tsx';
import type { FieldWidgetProps } from './types.ts';
import { asText } from './values.ts';

/** `editor` (loaded lazily by the registry): rich text stored as HTML + marker + editor JSON. */
export function EditorField({ def, value, onChange, disabled, area, placeholder }: FieldWidgetProps) {
  return (
    <RichTextEditor
      value={asText(value)}
      onChange={(next) => onChange(next)}
      height={def.options?.height}
      uploadName={def.options?.uploadName}
      area={area}
      disabled={disabled}
      // The form's placeholder for a field is its label (FormField).
      label={placeholder}
    />
  );
}
