import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stems } from '../src/modules/catalog/search-lexicon.ts';
import { testApp } from './helper.ts';

/**
 * English words are matched by their stem, plural endings only, the same in the database (`shop_stems()`, migration
 * 0013_goods_search_and_list_price.sql, which puts '=' || stem of every whole word in a goods' search document) and in the
 * query (`stems()` of search-lexicon.ts).
 */
const t = await testApp();
const db = t.database.db;

const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: T[] };

describe('stemming', () => {
  const cases: Record<string, string[]> = {
    phones: ['phone'],
    phone: ['phone'],
    headphones: ['headphone'],
    shoes: ['shoe'],
    jeans: ['jean'],
    glasses: ['glass'],
    glass: ['glass'],
    boxes: ['box'],
    watches: ['watch'],
    brushes: ['brush'],
    accessories: ['accessory', 'accessorie'],
    cookies: ['cooky', 'cookie'],
    ties: ['tie'],
    status: ['status'],
    analysis: ['analysis'],
    bus: ['bus'],
    tv: ['tv'],
    '5g': ['5g'],
    usb3s: ['usb3s'],
  };

  it('cuts the same stems in TypeScript and in the database', async () => {
    for (const [word, expected] of Object.entries(cases)) {
      expect(stems(word), word).toEqual(expected);
      const [row] = (await rows<{ s: string[] }>(sql`select shop_stems(${word}) as s`)).rows;
      expect(row!.s, word).toEqual(expected);
    }
  });

  it('puts every whole word of the names in the document by its stem, beside what 0002 put there', async () => {
    const [row] = (
      await rows<{ doc: string }>(sql`select shop_search_doc('Senior Phones 老人手机 Headphones')::text as doc`)
    ).rows;
    for (const lexeme of ['=phone', '=senior', '=headphone', 'phones', 'hones', '~phnes', '手机', '老人', '人手'])
      expect(row!.doc, lexeme).toContain(`'${lexeme}'`);
    // A whole word is not a suffix: Headphones gives no '=phone'.
    const [only] = (await rows<{ doc: string }>(sql`select shop_search_doc('Headphones')::text as doc`)).rows;
    expect(only!.doc).not.toContain(`'=phone'`);
  });
});
