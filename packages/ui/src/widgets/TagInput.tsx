import type { KeyboardEvent } from 'react';
import { InputTag } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputTag/style/css.js';

/** Separators that split a typed or pasted text into several tags (ASCII and full-width commas). */
export const TAG_SEPARATORS = [',', '，'] as const;

/**
 * The tags a value holds: trimmed, non-empty, each once (first spelling kept), at most `maxLength` characters.
 * Accepts an array or a comma-joined string, as stored lists arrive either way.
 *
 * @example normalizeTags([' Red', 'Blue', 'red ', 'Red', '']) // ['Red', 'Blue', 'red']
 */
export function normalizeTags(value: unknown, maxLength = 50): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，]/) : [];
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const text = String(item).trim().slice(0, maxLength);
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}

export interface TagInputProps {
  value?: unknown;
  onChange?: (tags: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Longest tag accepted (default 50, the spec names' column width). */
  maxLength?: number;
  status?: 'error' | 'warning';
  'data-testid'?: string;
}

/**
 * A list of short texts edited as closable tags: Enter, a comma or leaving the field adds what was typed;
 * blanks and repeats are refused. Works alone or as the child of an Arco `Form.Item`.
 *
 * @example <TagInput value={specs} onChange={setSpecs} placeholder={t('...')} data-testid="attr-specs" />
 */
export function TagInput({
  value,
  onChange,
  placeholder,
  disabled,
  maxLength = 50,
  status,
  'data-testid': testId,
}: TagInputProps) {
  const tags = normalizeTags(value, maxLength);
  return (
    <div data-testid={testId} className="shop-tag-input">
      <InputTag
        value={tags}
        onChange={(next: unknown[]) => {
          const changed = normalizeTags(next, maxLength);
          // A refused entry can still come through as the same list: report real changes only.
          if (changed.join('\u0000') !== tags.join('\u0000')) onChange?.(changed);
        }}
        validate={(input: string, current: unknown[]) => {
          const text = input.trim().slice(0, maxLength);
          return text !== '' && !normalizeTags(current, maxLength).includes(text) ? text : false;
        }}
        // Enter adds a tag; inside a form it must not also submit the form.
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        tokenSeparators={[...TAG_SEPARATORS]}
        saveOnBlur
        allowClear
        placeholder={placeholder}
        disabled={disabled}
        status={status}
      />
    </div>
  );
}
