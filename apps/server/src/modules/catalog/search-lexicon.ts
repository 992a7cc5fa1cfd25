import { isNull } from 'drizzle-orm';
import {
  CJK_CLASS,
  DEFAULT_SYNONYMS,
  normalizeSearchText,
  parseSynonyms,
  SEARCH_CONFIG,
  SEARCH_SYNONYMS_KEY,
} from '@shop/contract/search-synonyms';
import type { Db } from '../../db/client.ts';
import { goodsBrands } from '../../db/schema/index.ts';
import type { Kv } from '../../lib/kv.ts';
import { readConfigs } from '../system/configs.ts';
import { cachedJson, catalogVersion } from './cache.ts';
import { classRows, withDescendants, type ClassRow } from './classes.ts';

/**
 * What the keyword search knows of the shop's own words (docs/search.md): the synonyms of the `search` setting, the
 * class names and the brand names. Read once per catalogue version (a class, brand or synonyms write bumps it) and
 * shared by every search of that version.
 */
export interface SearchLexicon {
  /** Chinese (CJK) words of two characters or more the shop names: a typed run is cut at these first. */
  dictionary: ReadonlySet<string>;
  /** Length in characters of the longest dictionary word. */
  longestWord: number;
  /** The other words of every synonym group holding `word` (normalised; Latin words by their stems). */
  synonymsOf(word: string): string[];
  /** Classes `word` names (see {@link namesClass}), with their subclasses. */
  classesNamedBy(word: string): number[];
  /** Brands one of whose names (Chinese or Latin part) is `word`. */
  brandsNamedBy(word: string): number[];
  /** Every live class in display order, with its name as shown and as searched (normalised, without spaces). */
  classes: readonly { id: number; name: string; searched: string }[];
}

/** What is cached per catalogue version: small enough to rebuild the lookups from it on each new version. */
interface LexiconSource {
  synonyms: string[][];
  classes: [id: number, pid: number, name: string][];
  brands: [id: number, name: string][];
}

const CJK_WORD = new RegExp(`^[${CJK_CLASS}]+$`);
/** Parts of a brand name: '极光（Aurora）' is 极光 and aurora. */
const NAME_PART = new RegExp(`[a-z0-9]+|[${CJK_CLASS}]+`, 'g');
/** A word with more synonyms than this keeps the first ones: every one of them costs each search a lexeme. */
const MAX_SYNONYMS = 16;

const chars = (s: string) => [...s].length;

/**
 * Whether the class named `name` is named by `word` (both normalised): the same word, or the class name ends with
 * it. Chinese names put the kind of thing last (智能手机 is a kind of 手机, 手机配件 a kind of 配件), so 手机 names
 * the smartphones' and the feature phones' classes but not the phone accessories'. The other way round (a longer
 * word ending with a class name, 量子咖啡) is not enough: its goods still have to match the whole word.
 */
export function namesClass(word: string, name: string): boolean {
  return !!word && !!name && name.endsWith(word);
}

/**
 * The light English stemming of the search, plural endings only; `shop_stems()` (migration
 * 0013_goods_search_and_list_price.sql) does the same in the database, on every word of a goods' names.
 */
export function stems(word: string): string[] {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return [word];
  if (word.length >= 5 && word.endsWith('ies')) return [`${word.slice(0, -3)}y`, word.slice(0, -1)];
  if (/(ss|x|ch|sh)es$/.test(word)) return [word.slice(0, -2)];
  if (/(ss|us|is)$/.test(word)) return [word];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [word];
}

/** The keys a word is looked up by: itself, and its stems when it is a Latin word. */
const keysOf = (word: string) => [...new Set([word, ...stems(word)])];

function buildLexicon(source: LexiconSource): SearchLexicon {
  const synonyms = new Map<string, Set<string>>();
  const dictionary = new Set<string>();
  const know = (word: string) => {
    if (CJK_WORD.test(word) && chars(word) >= 2) dictionary.add(word);
  };
  for (const group of source.synonyms) {
    for (const word of group) {
      know(word);
      for (const key of keysOf(word)) {
        let others = synonyms.get(key);
        if (!others) synonyms.set(key, (others = new Set()));
        for (const other of group) if (other !== word) others.add(other);
      }
    }
  }
  const classes: ClassRow[] = source.classes.map(([id, pid, name]) => ({ id, pid, name }) as ClassRow);
  const classNames = source.classes.map(([id, , name]) => ({
    id,
    name: normalizeSearchText(name).replace(/\s+/g, ''),
  }));
  for (const c of classNames) know(c.name);
  const brandParts = new Map<string, number[]>();
  for (const [id, name] of source.brands) {
    for (const part of new Set(normalizeSearchText(name).match(NAME_PART) ?? [])) {
      know(part);
      brandParts.set(part, [...(brandParts.get(part) ?? []), id]);
    }
  }
  return {
    classes: source.classes.map(([id, , name], i) => ({ id, name, searched: classNames[i]!.name })),
    dictionary,
    longestWord: Math.max(0, ...[...dictionary].map(chars)),
    synonymsOf(word) {
      const out = new Set<string>();
      for (const key of keysOf(word)) for (const other of synonyms.get(key) ?? []) out.add(other);
      for (const key of keysOf(word)) out.delete(key);
      return [...out].slice(0, MAX_SYNONYMS);
    },
    classesNamedBy(word) {
      const named = classNames.filter((c) => namesClass(word, c.name)).map((c) => c.id);
      return named.length ? withDescendants(classes, named, 2).sort((a, b) => a - b) : [];
    },
    brandsNamedBy(word) {
      return [...new Set(keysOf(word).flatMap((key) => brandParts.get(key) ?? []))];
    },
  };
}

/** The synonym groups of the `search` setting; the default list when the setting or its key is missing. */
async function synonymGroups(db: Db): Promise<string[][]> {
  const value = (await readConfigs(db, [SEARCH_CONFIG]))[SEARCH_CONFIG];
  const text = value && typeof value === 'object' ? value[SEARCH_SYNONYMS_KEY] : undefined;
  // Whatever is stored is read line by line: a line the Admin's check would refuse (a hand-written row) is skipped.
  return parseSynonyms(typeof text === 'string' ? text : DEFAULT_SYNONYMS).groups;
}

async function loadSource(db: Db): Promise<LexiconSource> {
  const [synonyms, classes, brands] = [
    await synonymGroups(db),
    await classRows(db),
    await db
      .select({ id: goodsBrands.id, name: goodsBrands.name })
      .from(goodsBrands)
      .where(isNull(goodsBrands.deleted_at)),
  ];
  return {
    synonyms,
    classes: classes.map((c) => [c.id, c.pid, c.name]),
    brands: brands.map((b) => [b.id, b.name]),
  };
}

/** The lexicon built from the last source text this process read (the same string on every cache hit). */
let built: { text: string; lexicon: SearchLexicon } | undefined;

/** The lexicon of the current catalogue version: three small reads on a miss, none on a hit. */
export async function searchLexicon(db: Db, kv: Kv): Promise<SearchLexicon> {
  const version = await catalogVersion(kv);
  const text = await cachedJson(kv, `catalog:search-lexicon:${version}`, async () =>
    JSON.stringify(await loadSource(db)),
  );
  if (built?.text !== text) built = { text, lexicon: buildLexicon(JSON.parse(text) as LexiconSource) };
  return built.lexicon;
}
