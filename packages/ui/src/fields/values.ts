import type { FieldOption } from './types.ts';

/** Wire formats of the date fields' values. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Textarea max length when the field sets none (15, with a word counter). */
export const TEXTAREA_MAX_LENGTH = 15;

/** Switch values when the field sets none (the shop stores flags as 1/0). */
export const SWITCH_ON = 1;
export const SWITCH_OFF = 0;

/** True for the values a form treats as "nothing entered". */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** A text input's value: null/undefined → '', numbers → their digits, anything else → ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Objects and arrays are not text: show nothing rather than '[object Object]'.
  return '';
}

/** A number input's value: '' / null / non-numeric → undefined (the input shows its placeholder). */
export function asNumber(value: unknown): number | undefined {
  if (isBlank(value)) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The option value matching a stored value, so '1' selects the option 1 (records and dictionaries mix
 * strings and numbers); unknown values are kept as they are.
 */
export function matchOptionValue(options: readonly FieldOption[], value: string | number): string | number {
  const wanted = String(value);
  const stack = [...options];
  while (stack.length > 0) {
    const option = stack.shift()!;
    if (String(option.value) === wanted) return option.value;
    if (option.children) stack.push(...option.children);
  }
  return value;
}

/** A single-choice value for a select/radio: blank → undefined, else the matching option's value. */
export function asChoice(options: readonly FieldOption[], value: unknown): string | number | undefined {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return matchOptionValue(options, value);
  if (typeof value === 'boolean') return matchOptionValue(options, value ? 1 : 0);
  return undefined;
}

/**
 * A multiple-choice value: an array, or a comma-joined string as some records store it ('1,2');
 * blank → [].
 */
export function asChoices(options: readonly FieldOption[], value: unknown): (string | number)[] {
  if (isBlank(value)) return [];
  const list = Array.isArray(value) ? (value as unknown[]) : typeof value === 'string' ? value.split(',') : [value];
  return list
    .filter((item): item is string | number => (typeof item === 'string' && item !== '') || typeof item === 'number')
    .map((item) => matchOptionValue(options, item));
}

/** The path of option values leading to `value` in a tree, or undefined. */
export function optionPath(options: readonly FieldOption[], value: string | number): (string | number)[] | undefined {
  for (const option of options) {
    if (String(option.value) === String(value)) return [option.value];
    if (option.children) {
      const rest = optionPath(option.children, value);
      if (rest) return [option.value, ...rest];
    }
  }
  return undefined;
}

/** A date-range value: two non-empty strings, else undefined. */
export function asRange(value: unknown): [string, string] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [start, end] = value as unknown[];
  return typeof start === 'string' && typeof end === 'string' && start && end ? [start, end] : undefined;
}
