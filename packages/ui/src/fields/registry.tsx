import { lazy, Suspense, type ComponentType } from 'react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { FieldType, FieldWidget, FieldWidgetProps } from './types.ts';
import { AutocompleteField, NumberField, PasswordField, TextareaField, TextField } from './inputs.tsx';
import { RadioField, SelectField, SwitchField } from './choices.tsx';
import { EditorField } from './editor.tsx';

/**
 * Widgets most forms and search bars use (inputs, select, switch, radio) are in the registry's chunk. The
 * others load on first render of their type, so a page pays only for what it shows: date pickers, cascaders,
 * uploaders and the table picker (together ~45 KB gzipped of Arco), the icon picker (Font Awesome CSS, font
 * and the 786-name list). The editor field is small; RichTextEditor splits wangEditor (~194 KB gz) off itself.
 */
function lazyWidget(load: () => Promise<ComponentType<FieldWidgetProps>>): FieldWidget {
  const Component = lazy(() => load().then((widget) => ({ default: widget })));
  return function LazyField(props: FieldWidgetProps) {
    return (
      <Suspense fallback={<Spin size={16} />}>
        <Component {...props} />
      </Suspense>
    );
  };
}

const dates = () => import('./dates.tsx');
const cascaders = () => import('./cascaders.tsx');
const uploads = () => import('./uploads.tsx');

/**
 * The one map `type → widget` used by the add/edit form, the search bar and the
 * view dialog. `satisfies` makes a missing type a compile error.
 */
export const fieldWidgets = {
  icon: lazyWidget(() => import('./icon-field.tsx').then((m) => m.default)),
  table_select: lazyWidget(() => import('./pickers.tsx').then((m) => m.TableSelectField)),
  text: TextField,
  password: PasswordField,
  number: NumberField,
  textarea: TextareaField,
  cascader: lazyWidget(() => cascaders().then((m) => m.CascaderField)),
  cascader_lazy: lazyWidget(() => cascaders().then((m) => m.CascaderLazyField)),
  select: SelectField,
  autocomplete: AutocompleteField,
  avatar: lazyWidget(() => uploads().then((m) => m.AvatarField)),
  image: lazyWidget(() => uploads().then((m) => m.ImageField)),
  file: lazyWidget(() => uploads().then((m) => m.FileField)),
  editor: EditorField,
  switch: SwitchField,
  radio: RadioField,
  datetime: lazyWidget(() => dates().then((m) => m.DatetimeField)),
  daterange: lazyWidget(() => dates().then((m) => m.DaterangeField)),
  date: lazyWidget(() => dates().then((m) => m.DateField)),
} satisfies Record<FieldType, FieldWidget>;
