/**
 * An attribute's spec values as names: the list and show answer names (GoodsAttrCollection), while
 * `isWith=specs` rows carry spec records — both read the same.
 *
 * @example specNames(['Red', { id: 3, name: 'Blue' }, '', null]) // ['Red', 'Blue']
 */
export function specNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const name: unknown = item && typeof item === 'object' ? (item as { name?: unknown }).name : item;
    if ((typeof name === 'string' || typeof name === 'number') && String(name).trim() !== '')
      out.push(String(name).trim());
  }
  return out;
}
