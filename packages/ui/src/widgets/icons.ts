import { FA_ICONS } from './fa-icons.ts';

/**
 * The class list rendering a stored icon: menus store 'fa-desktop' (sometimes with modifiers such as
 * 'fa-shield fa-rotate-90'), rendered as `<i class="fa fa-desktop">`. Empty → ''.
 *
 * @example faClass('fa-user') // 'fa fa-user'
 */
export function faClass(icon: string | null | undefined): string {
  const names = (icon ?? '').trim().split(/\s+/).filter(Boolean);
  if (names.length === 0) return '';
  return ['fa', ...names.filter((name) => name !== 'fa')].join(' ');
}

/**
 * Icon names containing the typed text (with or without the `fa-` prefix), names starting with it first.
 *
 * @example searchIcons('user').slice(0, 2) // ['fa-user', 'fa-user-circle']
 */
export function searchIcons(typed: string, icons: readonly string[] = FA_ICONS): string[] {
  const needle = typed.trim().toLowerCase().replace(/^fa-?/, '');
  if (!needle) return [...icons];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const icon of icons) {
    const bare = icon.slice(3);
    if (bare.startsWith(needle)) starts.push(icon);
    else if (bare.includes(needle)) contains.push(icon);
  }
  return [...starts, ...contains];
}
