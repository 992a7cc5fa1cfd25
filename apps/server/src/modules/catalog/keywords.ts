import { sql, type SQL } from 'drizzle-orm';

/**
 * The query side of the goods keyword search. The database builds each goods' search document with
 * `shop_search_doc()` (migration 0002_goods_search.sql); this file must cut a query into the same lexemes:
 * ASCII-lower-cased Latin words, CJK characters and bigrams, and the "~" one-letter deletions of the typo tier.
 */

/** Scripts written without spaces between words: searched by character bigrams. Same ranges as the SQL. */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+/g;
const LATIN_WORD = /[a-z0-9]+/g;
/** Bounds on the work one search can ask for. */
const MAX_CHARS = 64;
const MAX_TERMS = 8;
/** Words shorter than this get no typo tolerance (too many neighbours). Matches the SQL's `length(w) >= 4`. */
const FUZZY_MIN = 4;

export interface KeywordQuery {
  /** Every term as a prefix (Latin, which also reaches inside words through the stored suffixes) or bigrams (CJK). */
  exact: string;
  /** Latin terms widened to one edit (insert, delete, substitute, swap neighbours); null when nothing to widen. */
  fuzzy: string | null;
}

const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** Lexemes hold only [a-z0-9~] and CJK characters, so quoting needs no escaping. */
const lexeme = (s: string) => `'${s}'`;

function deletions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

function cjkTerm(run: string): string {
  const chars = [...run];
  if (chars.length === 1) return lexeme(run);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return [...grams].map(lexeme).join(' & ');
}

function fuzzyTerm(word: string): string {
  const alternatives = [`${lexeme(word)}:*`, lexeme(`~${word}`)];
  for (const d of deletions(word)) alternatives.push(lexeme(d), lexeme(`~${d}`));
  return `(${alternatives.join(' | ')})`;
}

interface Term {
  kind: 'latin' | 'cjk';
  value: string;
  at: number;
}

/** What a shopper typed, cut as the search cuts it: ASCII-lower-cased Latin words and CJK runs, in typed order. */
function termsOf(typed: string): Term[] {
  const text = asciiLower(typed.normalize('NFKC')).slice(0, MAX_CHARS);
  const terms: Term[] = [];
  for (const m of text.matchAll(LATIN_WORD)) terms.push({ kind: 'latin', value: m[0], at: m.index });
  for (const m of text.matchAll(CJK_RUN)) terms.push({ kind: 'cjk', value: m[0], at: m.index });
  terms.sort((a, b) => a.at - b.at);
  return terms.slice(0, MAX_TERMS);
}

/** The typed words (Latin lower-cased, CJK runs whole) that relevance looks for in a goods name. */
export function keywordTerms(typed: string): string[] {
  return [...new Set(termsOf(typed).map((t) => t.value))];
}

/**
 * How relevant a matching goods is: the number of typed words its name holds. Every match holds them in its name
 * or its subtitle, so a goods named for the words ("5G智能手机" for 手机) outranks one that only mentions them
 * ("打印机", subtitle "手机打印"). Plain substring tests on the few matches the search index returned: no index
 * lookup, no scan of other rows.
 */
export function nameRelevance(terms: readonly string[]): SQL {
  const hits = terms.map((term) => sql`(strpos(lower("goods"."goods_name"), ${term}) > 0)::int`);
  return sql`(${sql.join(hits, sql` + `)})`;
}

/**
 * The tsquery texts for what a shopper typed, or null when it holds nothing searchable (punctuation only).
 * Every term must match (AND); the caller runs `exact` first and `fuzzy` only when exact finds nothing, so an
 * exact hit is never drowned by look-alikes.
 */
export function keywordQuery(typed: string): KeywordQuery | null {
  const used = termsOf(typed);
  if (!used.length) return null;
  const exact = used.map((t) => (t.kind === 'cjk' ? cjkTerm(t.value) : `${lexeme(t.value)}:*`));
  const widen = used.some((t) => t.kind === 'latin' && t.value.length >= FUZZY_MIN);
  const fuzzy = widen
    ? used.map((t, i) => (t.kind === 'latin' && t.value.length >= FUZZY_MIN ? fuzzyTerm(t.value) : (exact[i] ?? '')))
    : null;
  return { exact: exact.join(' & '), fuzzy: fuzzy ? fuzzy.join(' & ') : null };
}

/** The condition on the generated, GIN-indexed `goods.search_doc` column. */
export function matchesKeywords(tsquery: string): SQL {
  return sql`"goods"."search_doc" @@ ${tsquery}::tsquery`;
}
