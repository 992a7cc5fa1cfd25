import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The two i18next calls label resolution needs; pure so it is testable without React. */
export interface Translator {
  exists: (key: string) => boolean;
  t: (key: string) => string;
}

/** A field, column or search option as far as its label is concerned. */
export interface Labelled {
  value: string;
  label?: string | undefined;
}

/** Where a resource's field labels live: `resources.<resource>.fields.<field>`. */
export function resourceFieldKey(resource: string, field: string): string {
  return `resources.${resource}.fields.${field}`;
}

/** Shared labels of fields most resources have (id, name, created_at...): `fields.names.<field>`. */
export function commonFieldKey(field: string): string {
  return `fields.names.${field}`;
}

/**
 * A readable label from a field name when no translation exists: `goods_name` → 'Goods name',
 * `isOpen` → 'Is open', `store.name` → 'Store name'.
 */
export function humanizeFieldName(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_.\-|]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : field;
}

/**
 * Label by convention: an explicit label (translated when it is a key, else shown as
 * written); else `resources.<resource>.fields.<value>`; else the shared `fields.names.<value>`; else a
 * readable form of the field name.
 *
 * @example resolveFieldLabel({ value: 'title' }, 'articles', translator) // t('resources.articles.fields.title')
 */
export function resolveFieldLabel(field: Labelled, resource: string | undefined, translator: Translator): string {
  if (field.label) return translator.exists(field.label) ? translator.t(field.label) : field.label;
  if (resource) {
    const key = resourceFieldKey(resource, field.value);
    if (translator.exists(key)) return translator.t(key);
  }
  const common = commonFieldKey(field.value);
  if (translator.exists(common)) return translator.t(common);
  return humanizeFieldName(field.value);
}

/** Translates a text that may be an i18n key (placeholders, switch texts); literals pass through. */
export function translateMaybe(text: string, translator: Translator): string {
  return translator.exists(text) ? translator.t(text) : text;
}

/** The active i18next instance as a `Translator` (keys are dynamic here, so the typed `t` is widened). */
export function useTranslator(): Translator {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // A new translator per language, so memoised labels recompute when the language switches.
  return useMemo<Translator>(
    () => ({
      exists: (key) => i18n.exists(key, { lng: language }),
      t: (key) => (i18n.t as unknown as (k: string, o: { lng: string }) => string)(key, { lng: language }),
    }),
    [i18n, language],
  );
}

/**
 * A label resolver for one resource, following the language.
 *
 * @example
 * const label = useFieldLabel('articles');
 * <Form.Item label={label(def)}>...</Form.Item>
 */
export function useFieldLabel(resource?: string): (field: Labelled) => string {
  const translator = useTranslator();
  return useCallback((field: Labelled) => resolveFieldLabel(field, resource, translator), [translator, resource]);
}
