import { describe, expect, it } from 'vitest';
import { asChoice, asChoices, asNumber, asRange, asText, isBlank, matchOptionValue, optionPath } from './values.ts';

const options = [
  { label: 'A', value: 1, children: [{ label: 'A1', value: 11 }] },
  { label: 'B', value: 'b' },
];

describe('value coercion', () => {
  it('treats null, undefined and the empty string as blank', () => {
    expect([null, undefined, ''].every(isBlank)).toBe(true);
    expect(isBlank(0)).toBe(false);
  });

  it('asText / asNumber handle blanks', () => {
    expect(asText(null)).toBe('');
    expect(asText(12)).toBe('12');
    expect(asNumber('')).toBeUndefined();
    expect(asNumber('3.5')).toBe(3.5);
    expect(asNumber('abc')).toBeUndefined();
  });

  it('matches stored strings to numeric option values', () => {
    expect(matchOptionValue(options, '1')).toBe(1);
    expect(matchOptionValue(options, '11')).toBe(11);
    expect(matchOptionValue(options, 'zz')).toBe('zz');
    expect(asChoice(options, '1')).toBe(1);
    expect(asChoice(options, '')).toBeUndefined();
    expect(asChoice(options, true)).toBe(1);
  });

  it('reads multiple values from arrays or comma-joined strings', () => {
    expect(asChoices(options, '1,b')).toEqual([1, 'b']);
    expect(asChoices(options, ['1', 11])).toEqual([1, 11]);
    expect(asChoices(options, null)).toEqual([]);
  });

  it('finds the path to a value', () => {
    expect(optionPath(options, 11)).toEqual([1, 11]);
    expect(optionPath(options, 'nope')).toBeUndefined();
  });

  it('accepts only complete date ranges', () => {
    expect(asRange(['2024-01-01 00:00:00', '2024-02-01 00:00:00'])).toEqual(['2024-01-01 00:00:00', '2024-02-01 00:00:00']);
    expect(asRange(['', ''])).toBeUndefined();
    expect(asRange('')).toBeUndefined();
  });
});
