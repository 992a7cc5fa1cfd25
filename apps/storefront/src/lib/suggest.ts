import type { GoodsClassNode, GoodsSuggestions } from '@shop/api/endpoints/catalog';
import { classSearchPath } from './search.ts';

/**
 * Search as you type in the header box (docs/search.md): which text is worth asking about, the suggestions as one
 * list of options, and how the arrow keys move through it. Pure, so the keyboard rules are tested without a browser.
 */

/** The server answers nothing below this many characters (SUGGEST_MIN_CHARS): the box does not ask. */
export const SUGGEST_MIN_CHARS = 2;
/** Typing faster than this asks only for the last text. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The text to ask suggestions for, or null when it is too short to ask. */
export function suggestText(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  return [...text.replace(/ /g, '')].length >= SUGGEST_MIN_CHARS ? text : null;
}

export interface SuggestOption {
  kind: 'goods' | 'class';
  id: number;
  label: string;
  /** Where choosing it goes: the goods page, or the class's goods list as the category links open it. */
  href: string;
}

/** The goods first, then the classes, as the list shows them (and the arrow keys walk them). */
export function suggestOptions(data: GoodsSuggestions | undefined, tree: readonly GoodsClassNode[]): SuggestOption[] {
  if (!data) return [];
  return [
    ...data.goods.map((g): SuggestOption => ({ kind: 'goods', id: g.id, label: g.goods_name, href: `/goods/${g.id}` })),
    ...data.classes.map(
      (c): SuggestOption => ({ kind: 'class', id: c.id, label: c.name, href: classSearchPath(tree, c.id) }),
    ),
  ];
}

/**
 * The highlighted option after an arrow key: -1 is none (the text itself). Down from the text goes to the first
 * option and from the last back to the first; up from the first goes back to the text, and from the text to the
 * last option.
 */
export function moveHighlight(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  if (active === 0) return -1;
  return active < 0 ? count - 1 : active - 1;
}

/** The element id of an option, for aria-activedescendant. */
export const optionId = (listId: string, option: SuggestOption) => `${listId}-${option.kind}-${option.id}`;
