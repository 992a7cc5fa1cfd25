import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CJK_CLASS, normalizeSearchText } from '@shop/contract/search-synonyms';
import { goods } from '../../db/schema/index.ts';
import { stems, type SearchLexicon } from './search-lexicon.ts';

/**
 * The query side of the goods keyword search (docs/search.md). The database builds each goods' search document with
 * `shop_goods_doc()` (migrations 0002_goods_search.sql, 0013_goods_search_and_list_price.sql); this file asks for the same
 * lexemes: ASCII-lower-cased Latin words as prefixes (which reach inside words through the stored suffixes), '='
 * and the stem of a whole Latin word, CJK characters and bigrams, the "~" one-letter deletions of the typo tier,
 * and '#c' / '#b' and the id of a class or brand a word names. On top of matching, it says how a few matches rank:
 * what the words mean for goods.
 */

const CJK_RUN = new RegExp(`[${CJK_CLASS}]+`, 'g');
const LATIN_WORD = /[a-z0-9]+/g;
/** Bounds on the work one search can ask for. */
const MAX_CHARS = 64;
const MAX_TERMS = 8;
/** Words shorter than this get no typo tolerance (too many neighbours). Matches the SQL's `length(w) >= 4`. */
const FUZZY_MIN = 4;

/** Cuts what Chinese readers see as words out of a run written without spaces (Node's ICU dictionary). */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** One word of the query, with what it also means for the shop. Every term must match (AND). */
export interface SearchTerm {
  kind: 'latin' | 'cjk';
  /** As typed, normalised (NFKC, ASCII lower case). */
  word: string;
  /** Other words of its synonym groups (the `search` setting). */
  synonyms: string[];
  /** Classes (with their subclasses) and brands the word or a synonym names: their goods match the term too. */
  classIds: number[];
  brandIds: number[];
}

/** What a shopper typed, understood: its terms, the phrase they make, the classes the whole query names. */
export interface KeywordSearch {
  terms: SearchTerm[];
  /** The whole query as one phrase when it has several terms (spaces between CJK characters dropped), else null. */
  phrase: string | null;
  /** Classes (with subclasses) named by the whole query written together (手机 配件 → 手机配件, T恤 → t恤). */
  classIds: number[];
}

/** Lexemes hold only [a-z0-9~=#] and CJK characters, so quoting needs no escaping. */
const lexeme = (s: string) => `'${s}'`;
const CJK_WORD = new RegExp(`^[${CJK_CLASS}]+$`);
const isCjk = (word: string) => CJK_WORD.test(word);

function deletions(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/** A CJK word as the documents hold it: the character itself, or all its bigrams. */
function cjkTerm(run: string): string {
  const chars = [...run];
  if (chars.length === 1) return lexeme(run);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length - 1; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  return `(${[...grams].map(lexeme).join(' & ')})`;
}

/** A Latin word as a whole word, whatever its plural ending (phones, phone → '=phone'). */
const wholeWord = (word: string) => stems(word).map((s) => lexeme(`=${s}`));

function fuzzyTerm(word: string): string {
  const alternatives = [`${lexeme(word)}:*`, lexeme(`~${word}`)];
  for (const d of deletions(word)) alternatives.push(lexeme(d), lexeme(`~${d}`));
  return alternatives.join(' | ');
}

/**
 * A CJK run cut into words: the shop's own words first (synonyms, class and brand names, longest first, so 手机壳膜
 * and 笔记本电脑 stay whole), what lies between them by the ICU segmenter.
 */
function cutRun(run: string, lexicon: SearchLexicon): string[] {
  const chars = [...run];
  const out: string[] = [];
  let pending = '';
  const flush = () => {
    for (const s of segmenter.segment(pending)) if (s.isWordLike) out.push(s.segment);
    pending = '';
  };
  for (let i = 0; i < chars.length;) {
    let taken = 0;
    for (let n = Math.min(lexicon.longestWord, chars.length - i); n >= 2 && !taken; n--) {
      if (lexicon.dictionary.has(chars.slice(i, i + n).join(''))) taken = n;
    }
    if (taken) {
      flush();
      out.push(chars.slice(i, i + taken).join(''));
      i += taken;
    } else pending += chars[i++];
  }
  flush();
  return out;
}

/** The query's text, bounded, normalised as the documents are. */
const queryText = (typed: string) => normalizeSearchText(typed).slice(0, MAX_CHARS);

/** Latin words and the words of CJK runs, in typed order, without repeats. */
function wordsOf(text: string, lexicon: SearchLexicon): { kind: 'latin' | 'cjk'; word: string }[] {
  const found: { kind: 'latin' | 'cjk'; word: string; at: number }[] = [];
  for (const m of text.matchAll(LATIN_WORD)) found.push({ kind: 'latin', word: m[0], at: m.index });
  for (const m of text.matchAll(CJK_RUN)) {
    // The words of a run keep their order among the run's neighbours (a run is at most MAX_CHARS long).
    cutRun(m[0], lexicon).forEach((word, i) => found.push({ kind: 'cjk', word, at: m.index + i / 100 }));
  }
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  return found.filter((w) => !seen.has(w.word) && seen.add(w.word)).slice(0, MAX_TERMS);
}

/**
 * What a shopper typed, understood with the shop's lexicon, or null when it holds nothing searchable (punctuation
 * only). Pure: the lexicon is read beforehand.
 */
export function analyseKeywords(typed: string, lexicon: SearchLexicon): KeywordSearch | null {
  const text = queryText(typed);
  const words = wordsOf(text, lexicon);
  if (!words.length) return null;
  const terms = words.map(({ kind, word }): SearchTerm => {
    const synonyms = lexicon.synonymsOf(word);
    const names = [word, ...synonyms];
    return {
      kind,
      word,
      synonyms,
      classIds: [...new Set(names.flatMap((n) => lexicon.classesNamedBy(n)))],
      brandIds: [...new Set(names.flatMap((n) => lexicon.brandsNamedBy(n)))],
    };
  });
  const together = text.replace(/[^a-z0-9\p{L}\p{N}]+/gu, '');
  const phrase =
    terms.length > 1
      ? text
          .replace(/[^a-z0-9\p{L}\p{N}]+/gu, ' ')
          .replace(new RegExp(`(?<=[${CJK_CLASS}]) (?=[${CJK_CLASS}])`, 'g'), '')
          .trim()
      : null;
  const whole = terms.length > 1 || together !== terms[0]?.word ? lexicon.classesNamedBy(together) : [];
  return { terms, phrase, classIds: whole };
}

/** The lexemes of the classes and brands a term names ('#c79', '#b4': migration 0013, shop_goods_doc). */
const namedLexemes = (named: { classIds: readonly number[]; brandIds?: readonly number[] }) => [
  ...named.classIds.map((id) => lexeme(`#c${id}`)),
  ...(named.brandIds ?? []).map((id) => lexeme(`#b${id}`)),
];

/**
 * The tsquery of one term: the typed word, any synonym, or the class or brand it names. `fuzzy` widens a typed
 * Latin word to one edit.
 */
function termQuery(term: SearchTerm, fuzzy: boolean): string {
  const alternatives: string[] = [];
  if (term.kind === 'cjk') alternatives.push(cjkTerm(term.word));
  else if (fuzzy && term.word.length >= FUZZY_MIN) alternatives.push(fuzzyTerm(term.word));
  else alternatives.push(`${lexeme(term.word)}:*`);
  // A typed plural also finds the singular as a whole word (phones → "Phone"), which its prefix does not reach.
  if (term.kind === 'latin') alternatives.push(...wholeWord(term.word).filter((w) => w !== lexeme(`=${term.word}`)));
  // Synonyms only as whole words: 手机 = phone must find "Phone" and "Phones", never "Headphones".
  for (const s of term.synonyms) alternatives.push(...(isCjk(s) ? [cjkTerm(s)] : wholeWord(s)));
  alternatives.push(...namedLexemes(term));
  return `(${[...new Set(alternatives)].join(' | ')})`;
}

/**
 * The condition on `goods.search_doc` for a search: every term matches the names (the typed word or a synonym) or
 * names the goods' class or brand, which the document holds as '#c' and '#b' lexemes; or the whole query names the
 * goods' class. One tsquery, so one probe of the GIN index. `fuzzy` is the typo tier, asked only when the exact
 * condition matches nothing; null when no word is long enough to widen.
 */
export function keywordCondition(search: KeywordSearch, fuzzy = false): SQL | null {
  if (fuzzy && !search.terms.some((t) => t.kind === 'latin' && t.word.length >= FUZZY_MIN)) return null;
  const all = search.terms.map((t) => termQuery(t, fuzzy)).join(' & ');
  const whole = namedLexemes({ classIds: search.classIds });
  const query = whole.length ? `(${all}) | ${whole.join(' | ')}` : all;
  return sql`"goods"."search_doc" @@ ${query}::tsquery`;
}

const inIds = (column: AnyColumn, ids: readonly number[]) =>
  sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Whether the goods is of a class or brand a term names (no condition when it names none). */
function namedBy(term: { classIds: readonly number[]; brandIds?: readonly number[] }): SQL[] {
  const out: SQL[] = [];
  if (term.classIds.length) out.push(inIds(goods.class_id, term.classIds));
  if (term.brandIds?.length) out.push(inIds(goods.brand_id, term.brandIds));
  return out;
}

const lowerName = sql`lower("goods"."goods_name")`;

const anyOf = (tests: SQL[]) => sql`(${sql.join(tests, sql` or `)})`;
const hasText = (text: string, latin: boolean) =>
  sql`strpos(${latin ? lowerName : sql`"goods"."goods_name"`}, ${text}) > 0`;

/**
 * The name contains `word`: plain substring tests, cheaper than regular expressions. A Latin word by its stems
 * (lower-cased), so "phones" is in "Senior Phone".
 */
const contains = (word: string) =>
  isCjk(word) ? hasText(word, false) : anyOf(stems(word).map((s) => hasText(s, true)));

/**
 * The name holds one of `words` whole. A CJK word: anywhere, as CJK has no spaces. A Latin word: the name contains
 * it and the row's document holds it as a whole word ('=' and its stem), a lookup in the document already read
 * (a regular expression over the name cost about 2 µs a row on PGlite, this next to nothing). It takes the word
 * for whole when the name has it inside a longer word and the subtitle has it whole: rare, and only an order.
 */
function holdsWhole(words: readonly string[]): SQL {
  const latin = words.filter((w) => !isCjk(w));
  const wholeLatin = latin.length
    ? [
        sql`(${anyOf(latin.map(contains))} and "goods"."search_doc" @@ ${latin.flatMap(wholeWord).join(' | ')}::tsquery)`,
      ]
    : [];
  return anyOf([...words.filter(isCjk).map(contains), ...wholeLatin]);
}

/**
 * How well one term is in the name: 3 the typed word as a whole word, 2 a synonym as a whole word, 1 the word or a
 * synonym only inside a longer word, 0 neither (the goods matched by its subtitle, class or brand). Substring tests
 * come first, so the document is looked into only for names that contain a word.
 */
function termScore(term: SearchTerm): SQL {
  const typed = contains(term.word);
  if (!term.synonyms.length) {
    return sql`(case when not ${typed} then 0 when ${holdsWhole([term.word])} then 3 else 1 end)`;
  }
  const synonyms = anyOf(term.synonyms.map(contains));
  return sql`(case when not (${typed} or ${synonyms}) then 0 when ${typed} and ${holdsWhole([term.word])} then 3
    when not ${synonyms} then 1 when ${holdsWhole(term.synonyms)} then 2 else 1 end)`;
}

const sum = (parts: SQL[]): SQL | null => (parts.length ? sql`(${sql.join(parts, sql` + `)})` : null);

/**
 * The keys a few matches are ranked by, most telling first (docs/search.md), each descending:
 * 1. how many terms name the goods' class or brand (or the whole query its class): a phone for 手机, not a case;
 * 2. the whole query as a phrase in the name, ahead of its words scattered;
 * 3. how well the terms are in the name ({@link termScore}, summed): "Phone" for phone before "Smartphone" (a
 *    synonym) before "Headphones" (inside a word) before a goods that says it only in its subtitle.
 * A key that cannot tell two goods apart (no term names anything, a single word has no phrase) is left out. The
 * caller ends the order with sales, reviews and the id (newest first).
 */
export function relevanceKeys(search: KeywordSearch): SQL[] {
  const n = search.terms.length;
  const named = search.terms.flatMap((t) => {
    const by = namedBy(t);
    return by.length ? [sql`(${sql.join(by, sql` or `)})::int`] : [];
  });
  const wholeNamed = namedBy({ classIds: search.classIds });
  if (wholeNamed.length) named.push(sql`${sql.raw(String(n))} * (${wholeNamed[0]})::int`);
  const keys = [
    sum(named),
    search.phrase ? sql`(${hasText(search.phrase, true)})::int` : null,
    sum(search.terms.map(termScore)),
  ];
  return keys.filter((key): key is SQL => key !== null).map((key) => sql`${key} desc`);
}
