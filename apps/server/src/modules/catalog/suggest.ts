import { sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@shop/contract/search-synonyms';
import { SUGGEST_MIN_CHARS } from '@shop/contract/requests/catalog';
import type { Db } from '../../db/client.ts';
import type { Kv } from '../../lib/kv.ts';
import { cachedJson, catalogVersion } from './cache.ts';
import { listedGoods } from './home-items.ts';
import { analyseKeywords, keywordCondition, relevanceKeys, type KeywordSearch } from './keywords.ts';
import { searchLexicon, type SearchLexicon } from './search-lexicon.ts';

/**
 * Search as you type (docs/search.md): goods names and classes for what has been typed so far. The goods come
 * from the keyword search's own condition on the search document (a typed Latin word is already a prefix, a
 * Chinese word matches by its bigrams), the classes from the lexicon's class list, so a suggestion costs one
 * statement on a cache miss and none on a hit.
 */

const GOODS = 8;
const CLASSES = 3;
/**
 * The matches ranked for a suggestion. A two-letter prefix matches a quarter of 100k generated goods; reading them
 * all to pick 8 costs a heap fetch each, so the first this many the index gives are ranked instead: every match
 * when they are few, which is when ranking matters most.
 */
const CANDIDATES = 200;

export interface Suggestions {
  goods: { id: number; goods_name: string }[];
  classes: { id: number; name: string }[];
}

const EMPTY: Suggestions = { goods: [], classes: [] };

/** What a suggestion is asked for: normalised like the documents, inner spaces kept (they separate words). */
export const suggestText = (typed: string) => normalizeSearchText(typed).trim().replace(/\s+/g, ' ');

/**
 * The classes whose name holds the typed text (written together), those starting with it first; then those the
 * words name through their synonyms (phone → 手机 → 智能手机), in display order. A class named only through one
 * of its ancestors is left out: the ancestor's link already lists it.
 */
export function suggestClasses(text: string, search: KeywordSearch, lexicon: SearchLexicon) {
  const together = text.replace(/\s+/g, '');
  const starting = lexicon.classes.filter((c) => c.searched.startsWith(together));
  const inside = lexicon.classes.filter((c) => !c.searched.startsWith(together) && c.searched.includes(together));
  const synonyms = new Set(search.terms.flatMap((t) => t.synonyms).map((s) => s.replace(/\s+/g, '')));
  const named = lexicon.classes.filter((c) => [...synonyms].some((s) => c.searched.endsWith(s)));
  const seen = new Set<number>();
  return [...starting, ...inside, ...named]
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .slice(0, CLASSES)
    .map((c) => ({ id: c.id, name: c.name }));
}

/**
 * The statement of the goods suggestions: names starting with the text first, then the search's relevance keys
 * (named classes, the phrase, words whole), then sales and the newest. The index gives the candidates (listed goods
 * only, as on the goods list), which are ranked among themselves. Null when the text has no searchable word.
 */
export function suggestGoodsQuery(text: string, search: KeywordSearch): SQL | null {
  const condition = keywordCondition(search);
  if (!condition) return null;
  // The outer query reads the candidates under the name `goods`, as the relevance keys are written against it.
  return sql`
    select "goods"."id", "goods"."goods_name" from (
      select "id", "goods_name", "goods_sale", "class_id", "brand_id", "search_doc" from "goods"
      where ${listedGoods()} and ${condition}
      limit ${CANDIDATES}
    ) as "goods"
    order by starts_with(lower("goods"."goods_name"), ${text}) desc,
      ${sql.join([...relevanceKeys(search), sql`"goods"."goods_sale" desc`, sql`"goods"."id" desc`], sql`, `)}
    limit ${GOODS * 2}`;
}

/** The goods suggestions, a name already offered not offered twice. */
async function suggestGoods(db: Db, text: string, search: KeywordSearch) {
  const query = suggestGoodsQuery(text, search);
  if (!query) return [];
  const result = await db.execute(query);
  const rows = (result as { rows: { id: number | string; goods_name: string }[] }).rows;
  const names = new Set<string>();
  return rows
    .filter((r) => !names.has(r.goods_name) && names.add(r.goods_name))
    .slice(0, GOODS)
    .map((r) => ({ id: Number(r.id), goods_name: r.goods_name }));
}

/** The suggestions for `typed` (already at most SUGGEST_MAX_CHARS), computed. */
export async function suggest(db: Db, kv: Kv, typed: string): Promise<Suggestions> {
  const text = suggestText(typed);
  if ([...text.replace(/\s+/g, '')].length < SUGGEST_MIN_CHARS) return EMPTY;
  const lexicon = await searchLexicon(db, kv);
  const search = analyseKeywords(text, lexicon);
  if (!search) return EMPTY;
  return { goods: await suggestGoods(db, text, search), classes: suggestClasses(text, search, lexicon) };
}

/** The answer envelope as JSON text, from the catalogue cache (per catalogue version and typed text). */
export async function cachedSuggestions(db: Db, kv: Kv, typed: string): Promise<string> {
  const text = suggestText(typed);
  if ([...text.replace(/\s+/g, '')].length < SUGGEST_MIN_CHARS) {
    return JSON.stringify({ code: 200, msg: 'ok', data: EMPTY });
  }
  return cachedJson(kv, `catalog:suggest:${await catalogVersion(kv)}:${text}`, async () =>
    JSON.stringify({ code: 200, msg: 'ok', data: await suggest(db, kv, text) }),
  );
}
