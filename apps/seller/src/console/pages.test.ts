import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@shop/contract/resources';
import { hasPage } from './pages.ts';

describe('every seller resource with a menu entry opens its page', () => {
  const described = RESOURCES.filter((d) => d.area === 'seller' && d.menu);

  it.each(described.map((d) => [d.path, d.menu!.view] as const))('%s → %s', (_path, view) => {
    expect(hasPage(view)).toBe(true);
  });
});
