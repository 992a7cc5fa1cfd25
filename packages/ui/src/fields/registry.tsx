import { lazy, Suspense } from 'react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { FieldType, FieldWidget, FieldWidgetProps } from './types.ts';
import { AutocompleteField, NumberField, PasswordField, TextareaField, TextField } from './inputs.tsx';
import { RadioField, SelectField, SwitchField } from './choices.tsx';
import { DateField, DaterangeField, DatetimeField } from './dates.tsx';
import { CascaderField, CascaderLazyField } from './cascaders.tsx';
import { AvatarField, FileField, ImageField } from './uploads.tsx';
import { TableSelectField } from './pickers.tsx';
import { EditorField } from './editor.tsx';

// Heavy widgets load on first render of their type, so a page pays only for what it shows: the icon picker
// (Font Awesome CSS, font and the 786-name list) here; the rich-text editor splits wangEditor off inside
// RichTextEditor itself.
const LazyIcon = lazy(() => import('./icon-field.tsx'));

function lazyWidget(Component: React.ComponentType<FieldWidgetProps>): FieldWidget {
  return function LazyField(props: FieldWidgetProps) {
    return (
      <Suspense fallback={<Spin size={16} />}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/**
 * The one map `type → widget` (spec §3, style guide §4) used by the add/edit form, the search bar and the
 * view dialog. `satisfies` makes a missing type a compile error.
 */
export const fieldWidgets = {
  icon: lazyWidget(LazyIcon),
  table_select: TableSelectField,
  text: TextField,
  password: PasswordField,
  number: NumberField,
  textarea: TextareaField,
  cascader: CascaderField,
  cascader_lazy: CascaderLazyField,
  select: SelectField,
  autocomplete: AutocompleteField,
  avatar: AvatarField,
  image: ImageField,
  file: FileField,
  editor: EditorField,
  switch: SwitchField,
  radio: RadioField,
  datetime: DatetimeField,
  daterange: DaterangeField,
  date: DateField,
} satisfies Record<FieldType, FieldWidget>;
