// What a first visit downloads, gzipped: JS + CSS.
//  - static: the entry closure read from dist/index.html (entry script, modulepreload and stylesheet links, and
//    the chunks they import statically, without dynamic imports): what every page of the app pays;
//  - loaded: what Chromium actually fetched to render a given page (lazily loaded route chunks included),
//    measured against the running server; this is the figure the budgets speak of.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../scripts/builds.mjs';

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The app's entry closure from dist/index.html; `base` is the app's URL base ('/', '/Admin/', '/Seller/'). */
export function staticEntry(app, base) {
  const dist = path.join(ROOT, 'apps', app, 'dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const toFile = (url) => path.join(dist, url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
  const files = new Set();
  const queue = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) queue.push(toFile(m[1]));
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href || /^(data:|https?:)/.test(href)) continue;
    if (/rel="(modulepreload|stylesheet)"/.test(tag)) queue.push(toFile(href));
  }
  while (queue.length) {
    const file = queue.pop();
    if (files.has(file) || !fs.existsSync(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(file, 'utf8');
    // Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`.
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      queue.push(path.resolve(path.dirname(file), m[1]));
    }
  }
  let js = 0;
  let css = 0;
  for (const f of files) {
    const size = gzipSize(fs.readFileSync(f));
    if (f.endsWith('.css')) css += size;
    else js += size;
  }
  return { files: files.size, js, css, total: js + css };
}

/**
 * Opens `url` in a fresh context and sums the gzipped bodies of every same-origin script and stylesheet
 * fetched until the network is idle; `then(page)` may act first (e.g. sign in) and is counted too.
 */
export async function loadedAssets(browser, baseUrl, url, then) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
  const page = await context.newPage();
  const seen = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !res.url().startsWith(baseUrl) || seen.has(res.url())) return;
    seen.set(res.url(), null);
    try {
      seen.set(res.url(), { type, size: gzipSize(await res.body()) });
    } catch {
      // body gone (navigation); ignore
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (then) {
    await then(page);
    await page.waitForLoadState('networkidle');
  }
  await new Promise((r) => setTimeout(r, 300));
  await context.close();
  let js = 0;
  let css = 0;
  for (const v of seen.values()) {
    if (!v) continue;
    if (v.type === 'stylesheet') css += v.size;
    else js += v.size;
  }
  return { files: seen.size, js, css, total: js + css };
}
