import { describe, it } from 'vitest';
import { shoppingEn, shoppingZhCn } from './shopping.ts';
import { expectSameTexts } from '../../testing/locale-texts.ts';

describe('shopping texts', () => {
  it('have the same keys in both languages, the same placeholders, and no empty or untranslated text', () => {
    expectSameTexts(shoppingZhCn, shoppingEn);
  });
});
