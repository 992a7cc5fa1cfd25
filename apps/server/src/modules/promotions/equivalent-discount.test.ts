import { describe, expect, it } from 'vitest';
import { equivalentDiscount } from './equivalent-discount.ts';

/** The flash price qwshop's goods page computes, in fen, with its own floating-point arithmetic. */
const clientFen = (normalFen: number, discount: string) => (normalFen / 100) * (1 - Number(discount) / 100) * 100;

function expectCharged(normalFen: number, chargedFen: number) {
  const d = equivalentDiscount(normalFen, chargedFen);
  const shown = clientFen(normalFen, d);
  expect(Math.round(shown), `${normalFen} → ${chargedFen} with ${d}`).toBe(chargedFen);
  // Never below what checkout charges (beyond the client's floating-point noise), and under half a fen above it.
  expect(shown, `${normalFen} → ${chargedFen} with ${d}`).toBeGreaterThan(chargedFen - 1e-6);
  expect(shown).toBeLessThan(chargedFen + 0.5);
  expect(Number(d)).toBeGreaterThanOrEqual(0);
  expect(Number(d)).toBeLessThanOrEqual(100);
}

describe('equivalentDiscount', () => {
  it('keeps two decimals when they reach the charged price', () => {
    expect(equivalentDiscount(10000, 8000)).toBe('20.00');
    expect(equivalentDiscount(999, 899)).toBe('10.01');
  });

  it('takes more decimals only when two cannot reach the fen, rounded down', () => {
    // 19.24 % would show 1259.05, 19.25 % 1258.89.
    expect(equivalentDiscount(155900, 125900)).toBe('19.243');
    expectCharged(155900, 125900);
  });

  it('answers 0 when nothing is taken off and 100 for a free unit', () => {
    expect(equivalentDiscount(1000, 1000)).toBe('0.00');
    expect(equivalentDiscount(1000, 1200)).toBe('0.00');
    expect(equivalentDiscount(0, 0)).toBe('0.00');
    expect(equivalentDiscount(1000, 0)).toBe('100.00');
  });

  it('reaches every charged price to the fen, up to the largest goods price', () => {
    const edges: [number, number][] = [
      [2, 1],
      [101, 1],
      [999_999_999, 1],
      [999_999_999, 999_999_998],
      [999_999_999, 123_456_789],
      [133_333, 33_333],
    ];
    for (const [normal, charged] of edges) expectCharged(normal, charged);
    // A fixed pseudo-random sweep: prices of every size, every charged price below them.
    let seed = 28;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 2000; i += 1) {
      const normal = 2 + (next() % 10 ** (1 + (i % 9)));
      const charged = 1 + (next() % (normal - 1));
      expectCharged(normal, charged);
    }
  });
});
