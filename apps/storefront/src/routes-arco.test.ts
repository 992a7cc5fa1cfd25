import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(new URL(import.meta.url).pathname);
const PACKAGES = path.resolve(SRC, '../../../packages');

/** Module specifiers a file imports statically (`import … from`, `import '…'`, `export … from`); not `import()`. */
function staticImports(code: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    // Type-only imports vanish from the build.
    if (!/^\s*(?:import|export)\s+type\s/.test(m[0])) found.push(m[1]!);
  }
  return found;
}

/** A source file for a specifier, or undefined for an npm package (reported by name). */
function resolve(spec: string, from: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@shop/')) {
    const [, pkg, ...rest] = spec.split('/');
    base = path.join(PACKAGES, pkg!, 'src', rest.length ? rest.join('/') : 'index');
  } else return undefined;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Every npm package the module graph from `entry` reaches through static imports. */
function packagesReached(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
      const next = resolve(spec, file);
      if (next) queue.push(next);
      else packages.add(spec);
    }
  }
  return packages;
}

const plainPages = [
  ...fs.readFileSync(path.join(SRC, 'routes.ts'), 'utf8').matchAll(/plainPage\(\(\) => import\('([^']+)'\)\)/g),
].map((m) => path.resolve(SRC, m[1]!));

describe('pages loaded without Arco', () => {
  it('are the home, the catalogue browsing pages and the cart', () => {
    expect(plainPages.map((f) => path.relative(SRC, f)).sort()).toEqual([
      'pages/HomePage.tsx',
      'pages/NotFoundPage.tsx',
      'pages/category/CategoryPage.tsx',
      'pages/goods/GoodsPage.tsx',
      'pages/integral/IntegralGoodsPage.tsx',
      'pages/integral/IntegralSearchPage.tsx',
      'pages/promotions/CollectivesPage.tsx',
      'pages/promotions/SeckillsPage.tsx',
      'pages/search/SearchPage.tsx',
      'pages/shop/CartPage.tsx',
      'pages/stores/StorePage.tsx',
      'pages/stores/StoresPage.tsx',
    ]);
  });

  // Such a page gets neither Arco's base styles (which size its icons) nor the React 19 adapter of its imperative
  // APIs: one that starts using Arco must be declared with `lazy` in routes.ts.
  it.each(plainPages.map((f) => [path.relative(SRC, f), f]))('%s imports nothing of Arco', (_name, file) => {
    expect([...packagesReached(file)].filter((p) => p.startsWith('@arco-design/'))).toEqual([]);
  });

  it('finds Arco where a page does use it (the walk itself works)', () => {
    const reached = packagesReached(path.join(SRC, 'pages/auth/RegisterPage.tsx'));
    expect([...reached].some((p) => p.startsWith('@arco-design/web-react'))).toBe(true);
  });
});
