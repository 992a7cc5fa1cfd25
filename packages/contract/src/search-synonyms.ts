/**
 * The goods search's synonyms: words a shopper may type for the same goods (手机 = phone = smartphone). The Admin
 * edits them as text in the `search` site setting; the server checks that text with {@link parseSynonyms} when it
 * is saved and reads the groups from it when it searches (docs/search.md). Zod-free, so the Admin's form can check
 * a value the same way before sending it.
 */

/** The site setting (`configs.name`, a JSON setting) and its key holding the synonyms text. */
export const SEARCH_CONFIG = 'search';
export const SEARCH_SYNONYMS_KEY = 'synonyms';

/**
 * Bounds on what one setting may ask of every search. `chars` is the server's bound on any text setting
 * (MAX_STRING of apps/server/src/modules/system/configs.ts), which the Admin's field shows as its counter.
 */
export const SYNONYM_LIMITS = { lines: 200, wordsPerLine: 12, wordChars: 20, chars: 5000 } as const;

/**
 * Scripts written without spaces between words, which the search cuts into character bigrams. The same ranges as
 * `shop_search_doc()` in the migrations; the server's query side reads them from here.
 */
export const CJK_CLASS = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';

const LATIN_WORD = /^[a-z0-9]+$/;
const CJK_WORD = new RegExp(`^[${CJK_CLASS}]+$`);

/** What the search compares: NFKC (full-width letters and ＝ become ASCII), ASCII letters lower-cased. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The list a new shop starts with: one group per line, words separated by `=`. */
export const DEFAULT_SYNONYMS = [
  '手机 = phone = smartphone = cellphone = mobile',
  '耳机 = headphone = earphone = earbud = headset',
  '电脑 = computer = pc',
  '笔记本 = 笔记本电脑 = laptop = notebook',
  '平板 = 平板电脑 = tablet',
  '手表 = 智能手表 = watch = smartwatch',
  '手环 = wristband',
  '相机 = 照相机 = camera',
  '音箱 = 音响 = speaker',
  '充电器 = charger',
  '充电宝 = 移动电源 = powerbank',
  '数据线 = cable',
  '显示器 = 屏幕 = monitor = display',
  '键盘 = keyboard',
  '鼠标 = mouse',
  '路由器 = router',
  '硬盘 = 固态硬盘 = ssd',
  '打印机 = printer',
  '投影仪 = projector',
  '蓝牙 = bluetooth',
  '无线 = wireless',
  '电视 = 电视机 = tv = television',
  '冰箱 = fridge = refrigerator',
  '空调 = aircon',
  '洗衣机 = washer',
  '风扇 = 电风扇 = fan',
  '吸尘器 = vacuum',
  '净化器 = 空气净化器 = purifier',
  '电饭煲 = 电饭锅 = cooker',
  '水壶 = 电热水壶 = kettle',
  '咖啡 = coffee',
  '茶叶 = 茶 = tea',
  '牛奶 = milk',
  '坚果 = nut',
  '零食 = snack',
  '大米 = rice',
  '食用油 = oil',
  '图书 = 书籍 = book',
  '小说 = novel',
  '鞋 = 鞋子 = shoe',
  '运动鞋 = sneaker',
  '衬衫 = shirt',
  '夹克 = 外套 = jacket',
  '牛仔裤 = jeans',
  '连衣裙 = 裙子 = dress',
  '卫衣 = hoodie = sweatshirt',
  '帐篷 = tent',
  '背包 = 双肩包 = backpack',
  '面霜 = cream',
  '精华 = serum',
  '洗面奶 = cleanser',
  '防晒 = 防晒霜 = sunscreen',
  '牙刷 = toothbrush',
  '洗发水 = 洗发露 = shampoo',
  '儿童 = 孩子 = kid = child',
].join('\n');

/** Why a line of the synonyms text was refused. */
export type SynonymProblemReason = 'tooFewWords' | 'tooManyWords' | 'badWord' | 'wordTooLong' | 'tooManyLines';

export interface SynonymProblem {
  /** 1-based line of the text. */
  line: number;
  reason: SynonymProblemReason;
}

/** The bound a problem is about, which its message names; undefined for a problem without one. */
export function synonymLimitOf(reason: SynonymProblemReason): number | undefined {
  switch (reason) {
    case 'tooManyWords':
      return SYNONYM_LIMITS.wordsPerLine;
    case 'wordTooLong':
      return SYNONYM_LIMITS.wordChars;
    case 'tooManyLines':
      return SYNONYM_LIMITS.lines;
    default:
      return undefined;
  }
}

/**
 * The groups of a synonyms text, normalised ({@link normalizeSearchText}), and what is wrong with it. One group per
 * line, at least two words separated by `=` (or `＝`); a word is Latin letters and digits, or Chinese, Japanese or
 * Korean characters, without spaces; blank lines are skipped. The server saves a text only without problems; a
 * search reads the groups of whatever is stored.
 */
export function parseSynonyms(text: string): { groups: string[][]; problems: SynonymProblem[] } {
  const groups: string[][] = [];
  const problems: SynonymProblem[] = [];
  const lines = normalizeSearchText(text).split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    if (groups.length >= SYNONYM_LIMITS.lines) {
      problems.push({ line, reason: 'tooManyLines' });
      return;
    }
    const words = raw.split('=').map((w) => w.trim());
    const bad = (reason: SynonymProblemReason) => problems.push({ line, reason });
    if (words.some((w) => w.length > SYNONYM_LIMITS.wordChars)) return bad('wordTooLong');
    if (words.some((w) => !LATIN_WORD.test(w) && !CJK_WORD.test(w))) return bad('badWord');
    const distinct = [...new Set(words)];
    if (distinct.length < 2) return bad('tooFewWords');
    if (distinct.length > SYNONYM_LIMITS.wordsPerLine) return bad('tooManyWords');
    groups.push(distinct);
  });
  return { groups, problems };
}
