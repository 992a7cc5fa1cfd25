/**
 * @shop/ui — the design system of the back offices. Prefer subpath imports so a page bundles only what it
 * uses (`@shop/ui/fields/FormField`, `@shop/ui/widgets/StatusTag`, ...); this index re-exports the public API
 * for convenience and for the documentation.
 */

// Form-field registry: one widget per field type, used by forms, search bars and view dialogs.
export { FormField, widgetFor, fieldWidgets, type FormFieldProps } from './fields/FormField.tsx';
export {
  toOptions,
  dictOptions,
  useDictOptions,
  optionLabel,
  type DictData,
  type OptionSource,
} from './fields/options.ts';
export {
  useFieldLabel,
  useTranslator,
  resolveFieldLabel,
  translateMaybe,
  humanizeFieldName,
  resourceFieldKey,
  commonFieldKey,
  type Labelled,
  type Translator,
} from './fields/label.ts';
export * from './fields/values.ts';
export * from './fields/types.ts';

// Small widgets.
export { StatusTag, type StatusTagProps } from './widgets/StatusTag.tsx';
export {
  tagColor,
  hashColor,
  statusTone,
  STATUS_TONES,
  STATUS_COLORS,
  TAG_PALETTE,
  type TagColor,
  type TagValue,
} from './widgets/status.ts';
export { MoneyText, type MoneyTextProps } from './widgets/MoneyText.tsx';
export { round2, formatMoney, MONEY_COLORS } from './widgets/money.ts';
export { Countdown, type CountdownProps } from './widgets/Countdown.tsx';
export { formatCountdown, secondsUntil, type CountdownFormat, type CountdownUnits } from './widgets/countdown.ts';
export {
  TableSelect,
  displayName,
  pickedValue,
  type TableSelectProps,
  type PageLoader,
} from './widgets/TableSelect.tsx';
export {
  ImageUpload,
  uploadRequest,
  AVATAR_UPLOAD_OPTION,
  type ImageUploadProps,
  type UploadVariant,
} from './widgets/ImageUpload.tsx';
export { RichTextEditor, type RichTextEditorProps } from './widgets/RichTextEditor.tsx';
// Charts: our own SVG line chart, a few KB, bundled with the dashboard pages that use it.
export { Chart, type ChartProps, type ChartPoint } from './charts/Chart.tsx';
export { EDITOR_UPLOAD, EDITOR_HEIGHT, EDITOR_BODY_HEIGHT } from './widgets/rich-text.ts';
export { faClass, searchIcons } from './widgets/icons.ts';
// IconPicker is not re-exported here: it pulls the Font Awesome CSS and the icon list; import it from
// '@shop/ui/widgets/IconPicker' (or use the `icon` field type, which loads it lazily).
export type { IconPickerProps } from './widgets/IconPicker.tsx';

// The generic table screen: headless controller, view, context and helpers. Pages import
// '@shop/ui/crud-table' (or '@shop/ui/crud/CrudTable'); SheetJS loads only when exporting or importing.
export {
  CrudTable,
  ACTIONS_WIDTH,
  CREATED_AT_WIDTH,
  type CrudTableProps,
  type ToolbarSlot,
} from './crud/CrudTable.tsx';
export {
  useCrudList,
  routeApiPath,
  readListAnswer,
  type CrudController,
  type CrudQuery,
  type UseCrudListOptions,
} from './crud/useCrudList.ts';
export { CrudContext, useCrud } from './crud/CrudContext.tsx';
export { PageNameContext, usePageName } from './crud/PageName.tsx';
export { SearchPanel, type SearchPanelProps } from './crud/SearchPanel.tsx';
export { CrudFormDialog, type CrudRules, type CrudFormHooks } from './crud/CrudFormDialog.tsx';
export { CrudViewDialog } from './crud/CrudViewDialog.tsx';
export type { CrudDialogOptions } from './crud/CrudModal.tsx';
export { useCrudExcel } from './crud/useCrudExcel.ts';
export { searchQuery } from './crud/search-params.ts';
export { isErrorReply } from './crud/reply.ts';
export {
  DEFAULT_BUTTONS,
  type ColumnDef,
  type ColumnType,
  type CrudButtons,
  type CrudRow,
  type RowKey,
  type TreeOptions,
  type ViewFieldDef,
  type ViewType,
} from './crud/types.ts';

// The login card of the three login pages ('@shop/ui/login/LoginForm'). The back-office shell and the screens
// both back offices share live in @shop/backoffice, which builds on this package.
export { LoginForm, type LoginFormProps, type LoginCredentials } from './login/LoginForm.tsx';
