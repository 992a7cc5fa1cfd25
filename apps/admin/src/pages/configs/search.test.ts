import { describe, expect, it } from 'vitest';
import { DEFAULT_SYNONYMS } from '@shop/contract/search-synonyms';
import { searchTab, synonymsError } from './search.ts';

describe('the search synonyms form', () => {
  it('takes what the server takes: the default list, an empty text, full-width signs and blank lines', () => {
    for (const ok of [DEFAULT_SYNONYMS, '', undefined, '手机 ＝ Phone = SMARTPHONE\n\n耳机=earphone\n'])
      expect(synonymsError(ok), String(ok)).toBeUndefined();
  });

  it('names the first bad line and what is wrong with it', () => {
    expect(synonymsError('手机 = phone\n耳机')).toEqual({
      key: 'resources.configs.errors.synonymsTooFewWords',
      values: { line: 2, max: undefined },
    });
    expect(synonymsError('手机 = phone = phone')).toBeUndefined();
    expect(synonymsError('phone = phone')).toMatchObject({ values: { line: 1 } });
    expect(synonymsError('\n\ncell phone = 手机')).toEqual({
      key: 'resources.configs.errors.synonymsBadWord',
      values: { line: 3, max: undefined },
    });
    expect(synonymsError('t恤 = tee')).toMatchObject({ key: 'resources.configs.errors.synonymsBadWord' });
    expect(synonymsError(`a = ${'b'.repeat(21)}`)).toEqual({
      key: 'resources.configs.errors.synonymsWordTooLong',
      values: { line: 1, max: 20 },
    });
    const many = Array.from({ length: 13 }, (_, i) => `w${i}`).join(' = ');
    expect(synonymsError(many)).toMatchObject({ values: { line: 1, max: 12 } });
  });

  it('saves the `search` setting, with the field explained', () => {
    expect(searchTab.source).toEqual({ kind: 'group', group: 'search' });
    expect(searchTab.fields.map((f) => f.value)).toEqual(['synonyms']);
    expect(searchTab.checks?.synonyms).toBe(synonymsError);
    expect(searchTab.hints?.synonyms).toBe('resources.configs.hints.synonyms');
  });
});
